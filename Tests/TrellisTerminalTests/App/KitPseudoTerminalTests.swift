import Foundation
import Testing
import Trellis
import TrellisTerminal

/// The kit's links in the catalog app on a real pseudo-terminal: they reach
/// the terminal as OSC 8 hyperlinks, except inside a tmux that does not
/// pass them on.
@Suite("Kit links through a pty", .serialized)
struct KitPseudoTerminalTests {
  private static let columns: UInt16 = 100
  private static let rows: UInt16 = 30

  private func screen(_ output: [UInt8]) -> [String] {
    var terminal = MemoryTerminal(width: Int(Self.columns), height: Int(Self.rows))
    terminal.write(output)
    return terminal.lines
  }

  /// Starts the catalog and opens the attributed-text demo from home.
  private func openAttributedText(environment: [String]) throws -> ProbeProcess {
    let catalog = try ProbeProcess(
      executable: ProbeProcess.executablePath("catalog"), arguments: [],
      columns: Self.columns, rows: Self.rows, environment: environment, ownSession: true)
    try catalog.waitForOutput("the home screen") { screen($0)[0].contains("Trellis catalog") }
    let lines = screen(catalog.output)
    let row = try #require(lines.firstIndex { $0.contains("[Attributed]") })
    let column = try #require(lines[row].range(of: "[Attributed]")).lowerBound.utf16Offset(
      in: lines[row])
    try catalog.type("\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m")
    try catalog.waitForOutput("the attributed text demo") { output in
      screen(output).contains { $0.contains("Last link:") }
    }
    return catalog
  }

  @Test("links reach the terminal as OSC 8 hyperlinks with an id")
  func linksAreHyperlinks() throws {
    let catalog = try openAttributedText(environment: ["TMUX="])
    let id = Hyperlink.stableID(for: "https://github.com/apple/swift")
    #expect(catalog.outputContains("\u{1B}]8;id=\(id);https://github.com/apple/swift\u{1B}\\"))
    #expect(catalog.outputContains(";mailto:support@example.com\u{1B}\\"))
    // Tab to the first link and follow it: the demo says which.
    try catalog.type("\t\t\r")
    try catalog.waitForOutput("the followed link") { output in
      screen(output).contains { $0.contains("Last link: https://github.com/apple/swift") }
    }
    try catalog.type([0x03])
    _ = try catalog.waitForExit()
  }

  @Test("inside a tmux that does not pass hyperlinks on, none are written")
  func noHyperlinksInsideUnconfiguredTmux() throws {
    // No tmux server answers for this socket: its features are unknown.
    let catalog = try openAttributedText(environment: ["TMUX=/nonexistent/trellis-test,1,0"])
    #expect(!catalog.outputContains("\u{1B}]8;"))
    try catalog.type([0x03])
    _ = try catalog.waitForExit()
  }
}
