import Foundation
import Testing
import Trellis
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The catalog app on a real pseudo-terminal: what a user sees and does,
/// from start to every way of quitting.
@Suite("The catalog through a pty", .serialized)
struct CatalogPseudoTerminalTests {
  private static let columns: UInt16 = 80
  private static let rows: UInt16 = 24

  private func startCatalog(environment: [String] = []) throws -> ProbeProcess {
    try ProbeProcess(
      executable: ProbeProcess.executablePath("catalog"), arguments: [],
      columns: Self.columns, rows: Self.rows, environment: environment, ownSession: true)
  }

  /// The screen the output so far draws, as a terminal of `columns` would.
  private func screen(_ output: [UInt8], columns: Int = Int(columns), rows: Int = Int(rows))
    -> [String]
  {
    var terminal = MemoryTerminal(width: columns, height: rows)
    terminal.write(output)
    return terminal.lines
  }

  private func waitForScreen(
    _ catalog: ProbeProcess, _ description: String,
    where predicate: @escaping ([String]) -> Bool
  ) throws {
    try catalog.waitForOutput(description) { predicate(screen($0)) }
  }

  private func expectRestored(
    _ catalog: ProbeProcess, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(catalog.attributesAreRestored(), "termios restored", sourceLocation: sourceLocation)
    let entered = catalog.lastIndex(of: "\u{1B}[?1049h") ?? Int.max
    let left = catalog.lastIndex(of: "\u{1B}[?1049l") ?? -1
    #expect(left > entered, "left the alternate screen", sourceLocation: sourceLocation)
    let shown = catalog.lastIndex(of: "\u{1B}[?25h") ?? -1
    #expect(shown > entered, "cursor shown again", sourceLocation: sourceLocation)
  }

  @Test("starts on the home screen; Ctrl-C quits and restores the terminal")
  func startAndControlC() throws {
    let catalog = try startCatalog()
    try waitForScreen(catalog, "the home screen") { lines in
      lines[0].contains("Trellis catalog") && lines[23].contains("q Quit")
    }
    #expect(!catalog.attributesAreRestored(), "raw mode while running")
    try catalog.type([0x03])
    let status = try catalog.waitForExit()
    #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 0, "exit code 0")
    expectRestored(catalog)
  }

  @Test("keyboard: Tab to a demo, Enter opens it, typing reaches its field")
  func keyboardReachesComponents() throws {
    let catalog = try startCatalog()
    try waitForScreen(catalog, "the home screen") { $0[0].contains("Trellis catalog") }
    // Focus starts on the first demo (Text); then Buttons, Text input.
    try catalog.type("\t\t\r")
    try waitForScreen(catalog, "the text input demo") { $0[0].contains("Text input") }
    // Home, then the name field.
    try catalog.type("\t\tAda")
    try waitForScreen(catalog, "the echo of the name") { lines in
      lines.contains { $0.contains("Hello, Ada.") }
    }
    // Escape leads home (a key binding of the demo screen), q quits (one of home).
    try catalog.type("\u{1B}")
    try waitForScreen(catalog, "back home") { $0[0].contains("Trellis catalog") }
    try catalog.type("q")
    let status = try catalog.waitForExit()
    #expect((status >> 8) & 0xFF == 0)
    expectRestored(catalog)
  }

  @Test("mouse: a click opens a demo and presses its buttons")
  func mouseReachesComponents() throws {
    let catalog = try startCatalog()
    try waitForScreen(catalog, "the home screen") { $0[0].contains("Trellis catalog") }
    let lines = screen(catalog.output)
    let row = try #require(lines.firstIndex { $0.contains("[Buttons]") })
    let column = try #require(lines[row].range(of: "[Buttons]")).lowerBound.utf16Offset(
      in: lines[row])
    func click(_ column: Int, _ row: Int) throws {
      try catalog.type("\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m")
    }
    try click(column, row)
    try waitForScreen(catalog, "the buttons demo") { $0[2].contains("Count: 0") }
    let plus = try #require(screen(catalog.output)[2].range(of: "[+1]")).lowerBound
      .utf16Offset(in: screen(catalog.output)[2])
    try click(plus, 2)
    try click(plus, 2)
    try waitForScreen(catalog, "the count after two clicks") { $0[2].contains("Count: 2") }
    let home = try #require(screen(catalog.output)[0].range(of: "[← Home]")).lowerBound
      .utf16Offset(in: screen(catalog.output)[0])
    try click(home, 0)
    try waitForScreen(catalog, "back home") { $0[0].contains("Trellis catalog") }
    // The Quit action, sent by the home screen's button.
    let quit = try #require(screen(catalog.output)[0].range(of: "[Quit]")).lowerBound
      .utf16Offset(in: screen(catalog.output)[0])
    try click(quit, 0)
    let status = try catalog.waitForExit()
    #expect((status >> 8) & 0xFF == 0)
    expectRestored(catalog)
  }

  @Test("palette: Ctrl-P opens the layout playground, arrows change it, F2 shows its source")
  func paletteAndSource() throws {
    let catalog = try startCatalog()
    try waitForScreen(catalog, "the home screen") { $0[0].contains("Trellis catalog") }
    try catalog.type("\u{10}")  // Ctrl-P
    // (The footer says "Commands" too: wait for the palette's own field.)
    try waitForScreen(catalog, "the palette") {
      $0.contains { $0.contains("Type to search commands") }
    }
    try catalog.type("playg")
    try waitForScreen(catalog, "the palette filtered") { lines in
      lines.contains { $0.contains("│ playg") }
        && lines.contains { $0.contains("│ Layout playground") }
    }
    try catalog.type("\r")
    try waitForScreen(catalog, "the playground") { $0.contains { $0.contains("A  x 1  y 1") } }
    // Tab past Home to the direction control; → picks column: B moves below A.
    try catalog.type("\t\t\u{1B}[C")
    try waitForScreen(catalog, "a column") { $0.contains { $0.contains("B  x 1  y") } }
    try catalog.type("\u{1B}OQ")  // F2
    try waitForScreen(catalog, "the demo's source") {
      $0.contains { $0.contains("LayoutPlaygroundDemo.swift") }
    }
    try catalog.type("\u{1B}")
    // On 80 columns the preview and its numbers come first, the controls under them.
    try waitForScreen(catalog, "the demo again") { $0.contains { $0.contains("A  x 1  y 1") } }
    try catalog.type("\u{1B}")
    try waitForScreen(catalog, "back home") { $0[0].contains("Trellis catalog") }
    try catalog.type("q")
    let status = try catalog.waitForExit()
    #expect((status >> 8) & 0xFF == 0)
    expectRestored(catalog)
  }

  @Test("a resized window is laid out again at its new size")
  func resize() throws {
    let catalog = try startCatalog()
    try waitForScreen(catalog, "the home screen") { $0[0].contains("Trellis catalog") }
    let before = catalog.output.count
    catalog.resize(columns: 60, rows: 20)
    try catalog.waitForOutput("the footer on the new last row") { output in
      // A terminal that was resized when the window was.
      var terminal = MemoryTerminal(width: Int(Self.columns), height: Int(Self.rows))
      terminal.write(Array(output[..<before]))
      terminal.resize(width: 60, height: 20)
      terminal.write(Array(output[before...]))
      let lines = terminal.lines
      return lines[19].contains("q Quit") && lines[0].hasSuffix("[Quit]")
    }
    try catalog.type([0x03])
    try catalog.waitForExit()
    expectRestored(catalog)
  }

  @Test("SIGTERM ends it with the terminal restored")
  func terminate() throws {
    let catalog = try startCatalog()
    try waitForScreen(catalog, "the home screen") { $0[0].contains("Trellis catalog") }
    kill(catalog.pid, SIGTERM)
    let status = try catalog.waitForExit()
    #expect(status & 0x7F == SIGTERM, "ended by the signal")
    expectRestored(catalog)
  }

  @Test("SIGQUIT ends it like a crash: terminal restored, report printed, process gone")
  func quitSignalEndsTheProcess() throws {
    guard !PseudoTerminalTests.isSanitized else { return }
    // Swift's backtracer, on as it is for users, takes SIGQUIT, reports and
    // returns: the process must still end rather than read cooked input.
    let catalog = try startCatalog(
      environment: ["SWIFT_BACKTRACE=enable=yes,interactive=no,color=no"])
    try waitForScreen(catalog, "the home screen") { $0[0].contains("Trellis catalog") }
    kill(catalog.pid, SIGQUIT)
    let status = try catalog.waitForExit(timeout: .seconds(60))
    #expect(status & 0x7F == SIGQUIT, "ended by SIGQUIT, got status \(status)")
    expectRestored(catalog)
    let restored = catalog.lastIndex(of: "\u{1B}[?1049l") ?? Int.max
    #expect((catalog.lastIndex(of: "Program crashed") ?? -1) > restored, "the report follows")
  }

  /// Opens the palette and types `count` characters into it as fast as the
  /// terminal takes them: each one a new search, if searching is slow.
  private func floodPalette(_ catalog: ProbeProcess, count: Int) throws {
    try waitForScreen(catalog, "the home screen") { $0[0].contains("Trellis catalog") }
    try catalog.type("\u{10}")  // Ctrl-P
    try waitForScreen(catalog, "the palette") {
      $0.contains { $0.contains("Type to search commands") }
    }
    try catalog.flood(Array(repeating: UInt8(ascii: "a"), count: count))
  }

  @Test("Ctrl-C always quits, at once, behind a flood of typed keys (issue 27.5)")
  func controlCQuitsUnderAFloodOfKeys() throws {
    let catalog = try startCatalog()
    // 25,000 keys kept the app busy for a minute before: each searched the
    // whole query again, and Ctrl-C waited behind them all.
    try floodPalette(catalog, count: 25_000)
    try catalog.type([0x03])
    let status = try catalog.waitForExit(timeout: .seconds(10))
    #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 0, "a clean quit, got \(status)")
    expectRestored(catalog)
  }

  @Test("SIGINT ends it at once behind a flood of typed keys (issue 27.5)")
  func interruptSignalUnderAFloodOfKeys() throws {
    let catalog = try startCatalog()
    try floodPalette(catalog, count: 25_000)
    kill(catalog.pid, SIGINT)
    let status = try catalog.waitForExit(timeout: .seconds(10))
    #expect(status & 0x7F == SIGINT, "ended by the signal, got \(status)")
    expectRestored(catalog)
  }
}
