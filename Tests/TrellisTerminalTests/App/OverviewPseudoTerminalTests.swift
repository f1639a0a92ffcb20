import Foundation
import Testing
import TrellisTerminal

/// The overview in the catalog app on a real pseudo-terminal: F12 shows it
/// on any screen and hides it again.
@Suite("Overview through a pty", .serialized)
struct OverviewPseudoTerminalTests {
  private static let columns: UInt16 = 100
  private static let rows: UInt16 = 30
  private static let f12 = "\u{1B}[24~"

  private func screen(_ output: [UInt8]) -> [String] {
    var terminal = MemoryTerminal(width: Int(Self.columns), height: Int(Self.rows))
    terminal.write(output)
    return terminal.lines
  }

  @Test("F12 toggles the overview in the catalog; its log console shows the app's messages")
  func f12Toggles() throws {
    let catalog = try ProbeProcess(
      executable: ProbeProcess.executablePath("catalog"), arguments: [],
      columns: Self.columns, rows: Self.rows, environment: [], ownSession: true)
    try catalog.waitForOutput("the home screen") { screen($0)[0].contains("Trellis catalog") }
    try catalog.type(Self.f12)
    try catalog.waitForOutput("the overview") { output in
      let lines = screen(output)
      return lines.contains { $0.contains("Overview") && $0.contains("fps") }
        && lines.contains { $0.contains("F12/Esc close") }
    }
    try catalog.type("l")
    try catalog.waitForOutput("the log console") { output in
      screen(output).contains { $0.contains("catalog: catalog started with") }
    }
    try catalog.type(Self.f12)
    try catalog.waitForOutput("the overview hidden") { output in
      let lines = screen(output)
      return !lines.contains { $0.contains("F12/Esc close") }
        && lines[0].contains("Trellis catalog")
    }
    try catalog.type([0x03])
    _ = try catalog.waitForExit()
  }
}
