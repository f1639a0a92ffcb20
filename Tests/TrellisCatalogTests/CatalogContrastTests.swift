import Foundation
import Testing
import Trellis
import TrellisCatalog
import TrellisTerminal

/// Every text the catalog draws stays readable (WCAG AA, 4.5:1) on a dark
/// and on a light terminal, measured on the bytes rendered.
@MainActor
@Suite("Catalog colour contrast")
struct CatalogContrastTests {
  static let backgrounds: [(name: String, answer: String)] = [
    ("dark", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"),
    ("light", "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"),
  ]

  /// The text cells of `screen` whose colours have less than 4.5:1, as
  /// "row:column 'x' ratio"; faint text and pixels (block elements) are not text.
  static func unreadableCells(_ screen: CellBuffer, scheme: TerminalColorScheme) -> [String] {
    var found: [String] = []
    for row in 0..<screen.height {
      for column in 0..<screen.width {
        let cell = screen[column, row]
        let scalar = cell.grapheme.unicodeScalars.first?.value ?? 0x20
        guard !cell.isContinuation, cell.grapheme != " ", !(0x2580...0x259F).contains(scalar),
          !cell.style.attributes.contains(.dim)
        else { continue }
        let inverse = cell.style.attributes.contains(.inverse)
        let text = scheme.resolve(
          inverse ? cell.style.background : cell.style.foreground, isForeground: !inverse)
        let behind = scheme.resolve(
          inverse ? cell.style.foreground : cell.style.background, isForeground: inverse)
        let ratio = ContrastRatio.between(text, behind)
        if ratio < ContrastRatio.readableText {
          found.append("\(row):\(column) '\(cell.grapheme)' \(String(format: "%.2f", ratio))")
        }
      }
    }
    return found
  }

  @Test(
    "every screen of the catalog keeps 4.5:1 on a dark and a light background",
    arguments: [0, 1])
  func everyScreenIsReadable(background: Int) async throws {
    let demos = Catalog.demos()
    let (name, answer) = Self.backgrounds[background]
    let traits = TerminalTraits.parse(Array(answer.utf8))
    let scheme = TerminalColorScheme.matching(background: traits.background)
    var failures: [String] = []
    for screen in [Catalog.homeID] + demos.map(\.id) {
      let terminal = try await CatalogSnapshot.render(
        page: screen, demos: demos, size: TerminalSize(columns: 100, rows: 30),
        timeZone: TimeZone(identifier: "UTC")!, traits: traits)
      let cells = Self.unreadableCells(terminal.cells, scheme: scheme)
      if !cells.isEmpty { failures.append("\(screen) on \(name): \(cells.prefix(5))") }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test(
    "the command palette (selected row, matched letters) reads on both backgrounds",
    arguments: [ColorDepth.trueColor, .ansi256, .ansi16])
  func paletteIsReadable(depth: ColorDepth) async throws {
    for (name, answer) in Self.backgrounds {
      let traits = TerminalTraits.parse(Array(answer.utf8))
      let loop = TerminalRunLoop(
        backend: MemoryTerminal(width: 100, height: 30),
        size: TerminalSize(columns: 100, rows: 30),
        capabilities: TerminalCapabilities(colorDepth: depth), traits: traits)
      try await loop.show(CatalogApp(demos: Catalog.demos()))
      let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
      input.yield(.key(KeyEvent(.character("p"), modifiers: .control)))
      input.finish()
      try await loop.run(stream)
      let (typed, more) = AsyncStream.makeStream(of: InputEvent.self)
      for character in "lay" { more.yield(.key(KeyEvent(.character(character)))) }
      more.finish()
      try await loop.run(typed)
      #expect(loop.host.find(tag: "command-selected") != nil)
      let cells = Self.unreadableCells(
        loop.display.backend.cells, scheme: .matching(background: traits.background))
      #expect(cells.isEmpty, "palette on \(name) at \(depth): \(cells.prefix(8))")
    }
  }

  @Test("yellow text on a light background is darkened, keeping its hue")
  func yellowOnWhite() {
    let readable = TerminalColorScheme.light.readableForeground(.ansi(.yellow), on: .default)
    guard case .rgb(let rgb) = readable else {
      Issue.record("expected an RGB colour, got \(readable)")
      return
    }
    #expect(ContrastRatio.between(rgb, RGB(255, 255, 255)) >= 4.5)
    #expect(rgb.red == rgb.green && rgb.blue < rgb.red)
    #expect(
      TerminalColorScheme.dark.readableForeground(.ansi(.yellow), on: .default) == .ansi(.yellow))
  }
}
