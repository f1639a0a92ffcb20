import Testing
import Trellis
import TrellisCatalog
import TrellisTerminal

/// The catalog's command palette and "view source", driven by keys.
@MainActor
@Suite("Catalog palette and source")
struct CatalogNavigationTests {
  private func run(_ loop: TerminalRunLoop<MemoryTerminal>, _ events: [InputEvent]) async throws {
    let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
    for event in events { input.yield(event) }
    input.finish()
    try await loop.run(stream)
  }

  private func typing(_ text: String) -> [InputEvent] {
    text.map { .key(KeyEvent(.character($0))) }
  }

  private func makeLoop() async throws -> TerminalRunLoop<MemoryTerminal> {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: TerminalSize(columns: 100, rows: 30))
    try await loop.show(CatalogApp(demos: Catalog.demos()))
    return loop
  }

  @Test("Ctrl-P, a few letters and Enter open a demo; from a demo it goes home")
  func paletteOpensScreens() async throws {
    let loop = try await makeLoop()
    try await run(loop, [InputEvent.key(KeyEvent(.character("p"), modifiers: .control))])
    #expect(loop.display.backend.text.contains("Commands"))
    try await run(loop, typing("licq") + [.key(KeyEvent(.enter))])
    #expect(loop.display.backend.lines[0].contains("Licence query"))

    try await run(loop, [InputEvent.key(KeyEvent(.character("p"), modifiers: .control))])
    // Ctrl-P's palette is mounted by the render after it: type once it is.
    try await run(loop, typing("home") + [.key(KeyEvent(.enter))])
    #expect(loop.display.backend.lines[0].contains("Trellis catalog"))
  }

  @Test("F2 shows the demo's own source, highlighted; Escape goes back to the demo")
  func viewSource() async throws {
    let loop = try await makeLoop()
    try await run(loop, [InputEvent.key(KeyEvent(.enter))])
    try await run(loop, [InputEvent.key(KeyEvent(.function(2)))])
    let text = loop.display.backend.text
    #expect(text.contains("Sources/TrellisCatalog/Demos/TextDemo.swift"))
    #expect(text.contains("enum TextDemo"))
    // Keywords are coloured: the `import` on line 1 is not in the default colour.
    let firstLine = try #require(loop.host.find(tag: "source-file"))
    let row = Int(firstLine.absoluteFrame.minY) + 1
    let column = try #require(loop.display.backend.lines[row].firstRange(of: "import"))
      .lowerBound.utf16Offset(in: loop.display.backend.lines[row])
    #expect(loop.display.backend.cells[column, row].style.foreground != .default)

    try await run(loop, [InputEvent.key(KeyEvent(.escape))])
    #expect(loop.host.find(tag: "source") == nil)
    #expect(loop.display.backend.lines[0].contains("Text"))
    try await run(loop, [InputEvent.key(KeyEvent(.escape))])
    #expect(loop.display.backend.lines[0].contains("Trellis catalog"))
  }

  @Test("the highlighter colours tokens and keeps every line, comments and strings across lines")
  func highlighter() {
    let source = """
      import Trellis
      /* a comment
         over two lines */
      let name = "Ada" // says hi
      let text = \"\"\"
        two
        \"\"\"
      @MainActor struct A {}
      """
    let lines = SwiftHighlighter.highlight(source)
    #expect(
      lines.map(\.plainText)
        == source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    func style(of word: String, line: Int) -> TextStyle? {
      lines[line].runs.first { $0.text.contains(word) }?.style
    }
    #expect(style(of: "import", line: 0)?.bold == true)
    #expect(style(of: "Trellis", line: 0)?.foreground == .cyan)
    #expect(style(of: "over", line: 2)?.foreground == .brightBlack)
    #expect(style(of: "Ada", line: 3)?.foreground == .red)
    #expect(style(of: "says", line: 3)?.foreground == .brightBlack)
    #expect(style(of: "two", line: 5)?.foreground == .red)
    #expect(style(of: "@MainActor", line: 7)?.foreground == .brightMagenta)
  }
}
