import Testing
import Trellis

@Suite("ColumnCells")
struct ColumnCellsTests {
  let bold = TextStyle(bold: true)

  @Test("plain cells read as styled text in their shared style")
  func plainCellsReadAsStyledText() {
    let cells = ColumnCells(["1", "", "Ada"], style: bold)
    #expect(cells.count == 3)
    #expect(
      Array(cells) == [
        StyledText("1", style: bold), StyledText(""), StyledText("Ada", style: bold),
      ])
    #expect(cells.singleRun(at: 2) == StyledText.Run("Ada", style: bold))
  }

  @Test("plain cells give their texts and shared style; styled cells give none")
  func plainTexts() {
    let plain = ColumnCells(["1", "Ada"], style: bold)
    #expect(plain.plainTexts?.texts == ["1", "Ada"])
    #expect(plain.plainTexts?.style == bold)
    #expect(ColumnCells(["x"]).plainTexts?.style == .plain)
    #expect(ColumnCells([StyledText("1", style: bold)]).plainTexts == nil)
  }

  @Test("a cell of several runs has no single run; an empty one has an empty run")
  func singleRuns() {
    let two = StyledText("a") + StyledText("b", style: bold)
    let cells: ColumnCells = [two, "", "c"]
    #expect(cells.singleRun(at: 0) == nil)
    #expect(cells.singleRun(at: 1)?.text == "")
    #expect(cells.singleRun(at: 2) == StyledText.Run("c"))
  }

  @Test("cells are equal, and hash alike, when they show the same, however they were made")
  func equalityIsByWhatIsShown() {
    let plain = ColumnCells(["1", "Ada"], style: bold)
    let styled = ColumnCells([StyledText("1", style: bold), StyledText("Ada", style: bold)])
    #expect(plain == styled && styled == plain)
    #expect(plain.hashValue == styled.hashValue)
    #expect(plain != ColumnCells(["1", "Ada"]))
    #expect(plain != ColumnCells(["1", "Ada", ""], style: bold))
    // Empty text shows no style.
    #expect(ColumnCells(["", ""], style: bold) == ColumnCells(["", ""]))
    #expect(ColumnCells(["", ""], style: bold).hashValue == ColumnCells(["", ""]).hashValue)
  }

  @Test("restyling changes every cell, plain or styled")
  func restyling() {
    let plain = ColumnCells(["1", "Ada"]).restyled { $0.italic = true }
    #expect(plain.allSatisfy { $0.runs.allSatisfy(\.style.italic) })
    let styled = ColumnCells([StyledText("a") + StyledText("b", style: bold)]).restyled {
      $0.italic = true
    }
    #expect(
      styled[0].runs.map(\.style) == [TextStyle(italic: true), TextStyle(bold: true, italic: true)])
  }

  @Test("links are found in plain cells with text and in any styled run")
  func links() {
    let link = TextStyle(link: "https://d.example")
    #expect(ColumnCells(["x"], style: link).containsLinks)
    #expect(!ColumnCells(["", ""], style: link).containsLinks)
    #expect(!ColumnCells(["x"]).containsLinks)
    #expect(
      ColumnCells([StyledText("a"), StyledText("b") + StyledText("c", style: link)]).containsLinks)
  }

  @Test("a row's plain and styled initialisers and modifiers agree")
  func columnRows() {
    let layout = ColumnLayout([.fixed(3), .flexible()])
    let plain = ColumnRow(layout, ["1", "Ada"]).bold()
    let styled = ColumnRow(layout, cells: [StyledText("1"), StyledText("Ada")]).bold()
    #expect(plain.cells == styled.cells)
    #expect(plain.cells.description == #"["[1|bold]", "[Ada|bold]"]"#)
  }
}
