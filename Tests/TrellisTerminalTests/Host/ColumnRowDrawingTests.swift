import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("TerminalHost draws column rows")
struct ColumnRowDrawingTests {
  let columns = ColumnLayout([.fixed(3, alignment: .trailing), .flexible(), .fixed(6)])

  @Test("cells sit in their columns, aligned; a cell too wide is cut with an ellipsis")
  func table() async {
    let screen = HostScreen(width: 20, height: 3)
    let lines = await screen.show(
      Stack {
        ColumnRow(columns, ["#", "Name", "City"]).bold()
        ColumnRow(columns, ["7", "Ada Lovelace", "London"])
        ColumnRow(columns, ["12", "Alan", "Zürich", "not shown"])
      })
    #expect(
      lines == [
        "  # Name      City",
        "  7 Ada Love… London",
        " 12 Alan      Zürich",
      ])
    #expect(screen.cell(x: 2, y: 0).style.attributes.contains(.bold))
    #expect(!screen.cell(x: 2, y: 1).style.attributes.contains(.bold))
  }

  @Test("wide characters are cut whole, and a row keeps to its own width")
  func wideCharactersAndNarrowRows() async {
    let screen = HostScreen(width: 12, height: 2)
    let narrow = ColumnLayout([.fixed(5), .fixed(3, alignment: .center), .fixed(10)], spacing: 0)
    let lines = await screen.show(
      Stack(alignment: .start) {
        ColumnRow(narrow, ["東京都庁舎", "a", "overflowing"]).frame(width: .points(12))
        ColumnRow(narrow, ["東京", "", "x"])
      })
    // 東京都庁舎 needs 10 cells: two wide characters fit before the "…".
    // The last column runs past the row's 12 cells: it is cut at the edge
    // (4 cells left, so 3 and the "…").
    #expect(lines == ["東京… a ove…", "東京    x"])
  }

  @Test("each cell keeps its own style, and a cut cell's ellipsis takes its last run's")
  func cellStyles() async {
    let screen = HostScreen(width: 20, height: 1)
    let red = TextStyle(foreground: .named(.red))
    let cells = [
      StyledText("1", style: TextStyle(bold: true)),
      StyledText(runs: [
        .init("Ada ", style: red), .init("Lovelace", style: TextStyle(italic: true)),
      ]),
      StyledText("Zürich", style: red),
    ]
    let lines = await screen.show(ColumnRow(columns, cells: cells).backgroundColor(.named(.blue)))
    #expect(lines == ["  1 Ada Love… Zürich"])
    let blue = TerminalColor.ansi(.blue)
    #expect(screen.cell(x: 2, y: 0).style == CellStyle(background: blue, attributes: .bold))
    #expect(screen.cell(x: 4, y: 0).style == CellStyle(foreground: .ansi(.red), background: blue))
    #expect(screen.cell(x: 8, y: 0).style == CellStyle(background: blue, attributes: .italic))
    #expect(screen.cell(x: 12, y: 0).grapheme == "…")
    #expect(screen.cell(x: 12, y: 0).style == CellStyle(background: blue, attributes: .italic))
    #expect(screen.cell(x: 14, y: 0).style == CellStyle(foreground: .ansi(.red), background: blue))
    #expect(screen.cell(x: 15, y: 0).grapheme == "ü")
  }

  @Test("a click on a linked cell sends its URL")
  func links() async {
    let screen = HostScreen(width: 20, height: 1)
    let cells = [
      StyledText("1"), StyledText("docs", style: TextStyle(link: "https://d.example")),
      StyledText("x"),
    ]
    await screen.show(ColumnRow(columns, cells: cells))
    var opened: [String] {
      screen.root.unhandledActions.compactMap { ($0 as? LinkTapped)?.url }
    }
    screen.click(column: 1, row: 0)
    #expect(opened.isEmpty)
    screen.click(column: 5, row: 0)
    #expect(opened == ["https://d.example"])
    #expect(screen.cell(x: 5, y: 0).style.hyperlink?.url == "https://d.example")
  }

  @Test("plain cells sharing a style draw in it, links included")
  func plainCellsInOneStyle() async {
    let screen = HostScreen(width: 20, height: 1)
    let link = TextStyle(underline: true, link: "https://d.example")
    await screen.show(ColumnRow(columns, cells: ColumnCells(["1", "docs", "x"], style: link)))
    #expect(screen.cell(x: 4, y: 0).style.hyperlink?.url == "https://d.example")
    #expect(screen.cell(x: 4, y: 0).style.attributes.contains(.underline))
    screen.click(column: 5, row: 0)
    let opened = screen.root.unhandledActions.compactMap { ($0 as? LinkTapped)?.url }
    #expect(opened == ["https://d.example"])
  }

  @Test("a reused row view shows its new cells, and a narrower row moves the flexible column")
  func reuseAndResize() async {
    let screen = HostScreen(width: 20, height: 1)
    func row(_ cells: [String], width: Double) -> some Component {
      Stack(alignment: .start) { ColumnRow(columns, cells).frame(width: .points(width)) }
    }
    await screen.show(row(["1", "first", "one"], width: 20))
    #expect(await screen.show(row(["2", "second", "two"], width: 20)) == ["  2 second    two"])
    #expect(await screen.show(row(["2", "second", "two"], width: 17)) == ["  2 second two"])
  }
}
