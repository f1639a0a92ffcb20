import Testing
import Trellis
import TrellisFonts

@Suite(
  "Proportional text wraps and truncates within its width",
  .enabled(if: DebianFonts.available, DebianFonts.missing))
struct WrappingTests {
  private let paragraph: StyledText =
    "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! "
    + StyledText("Bold words", style: TextStyle(bold: true))
    + " and a well-known hyphenated phrase, then 中文的句子没有空格也可以换行 and 😀 emoji."

  @Test(
    "every wrapped line fits maxWidth, and the lines keep all the text",
    arguments: [40.0, 97.5, 160, 333])
  func linesFit(maxWidth: Double) throws {
    let measurer = DebianFonts.measurer()
    let lines = try measurer.measuredLines(of: paragraph, maxWidth: maxWidth, maxLines: nil)
    #expect(lines.count > 1)
    for line in lines {
      #expect(line.width <= maxWidth, "\(line.text) is \(line.width) px")
      let alone = measurer.measure(line.text, maxWidth: nil, maxLines: nil).width
      #expect(abs(alone - line.width) < 0.5, "\(line.text): \(alone) alone, \(line.width) in place")
    }
    let kept = lines.map(\.text.plainText).joined().filter { $0 != " " }
    #expect(kept == paragraph.plainText.filter { $0 != " " })
    let size = measurer.measure(paragraph, maxWidth: maxWidth, maxLines: nil)
    #expect(size.height == Double(lines.count) * measurer.lineHeight)
    #expect(size.width == lines.map(\.width).max())
  }

  @Test("ideographs break between each other; closing punctuation stays on its line")
  func ideographsBreak() throws {
    let measurer = DebianFonts.measurer()
    // Six ideographs fit in 6.5 em; the seventh cluster, "。", may not
    // start a line, so it takes the sixth ideograph with it.
    let lines = try measurer.measuredLines(of: "你好你好你好。你好", maxWidth: 16 * 6.5, maxLines: nil)
    #expect(lines.map(\.text.plainText) == ["你好你好你", "好。你好"])
    let loose = try measurer.measuredLines(of: "你好你好你好你好", maxWidth: 16 * 6.5, maxLines: nil)
    #expect(loose.map(\.text.plainText) == ["你好你好你好", "你好"])
  }

  @Test("ideographs after a line break wrap between each other again")
  func ideographsAfterALineBreak() throws {
    let measurer = DebianFonts.measurer()
    let lines = try measurer.measuredLines(
      of: "你好\n你好你好你好你好", maxWidth: 16 * 6.5, maxLines: nil)
    #expect(lines.map(\.text.plainText) == ["你好", "你好你好你好", "你好"])
  }

  @Test("a line wraps after a hyphen")
  func hyphenBreaks() throws {
    let measurer = DebianFonts.measurer()
    let width = max(
      measurer.measure("well-", maxWidth: nil, maxLines: nil).width,
      measurer.measure("known", maxWidth: nil, maxLines: nil).width)
    let lines = try measurer.measuredLines(of: "well-known", maxWidth: width + 1, maxLines: nil)
    #expect(lines.map(\.text.plainText) == ["well-", "known"])
  }

  @Test("a truncated last line ends in an ellipsis and fits", arguments: TextTruncation.allCases)
  func truncationFits(mode: TextTruncation) throws {
    let measurer = DebianFonts.measurer()
    let lines = try measurer.measuredLines(
      of: paragraph, maxWidth: 150, maxLines: 2, truncation: mode)
    #expect(lines.count == 2)
    let last = try #require(lines.last)
    #expect(last.isTruncated)
    #expect(last.text.plainText.contains("…"))
    #expect(last.width <= 150)
    #expect(last.width > 100)
    #expect(last.range.upperBound == paragraph.plainText.utf8.count)
  }

  @Test("text that fits is not truncated")
  func fittingTextIsKept() throws {
    let lines = try DebianFonts.measurer().measuredLines(
      of: "Short", maxWidth: 150, maxLines: 1, truncation: .tail)
    #expect(lines.map(\.text) == ["Short"])
    #expect(lines.first?.isTruncated == false)
  }

  @Test("maxLines limits the lines measured")
  func maxLinesLimits() {
    let measurer = DebianFonts.measurer()
    let size = measurer.measure(paragraph, maxWidth: 100, maxLines: 3)
    #expect(size.height == 3 * measurer.lineHeight)
  }

  @Test(
    "the grid measurer and this one agree on line counts for plain ASCII with room",
    arguments: ["one line", "two\nlines", "a\n\nblank line between", "ends with newline\n", ""])
  func agreesWithGrid(text: String) throws {
    let grid = GridTextMeasurer.cells.lines(of: StyledText(text), maxWidth: 500, maxLines: nil)
    let proportional = try DebianFonts.measurer().measuredLines(
      of: StyledText(text), maxWidth: 500, maxLines: nil)
    #expect(grid.count == proportional.count)
    #expect(grid == proportional.map(\.text))
  }

  @Test("a text area's lines (TextMeasuring.lines) are the shaped lines the browser shows")
  func textAreaLinesAreTheMeasuredLines() throws {
    let measurer = DebianFonts.measurer()
    let text = StyledText("Kerning AV, 你好你好 and well-known words wrap here")
    for width in [60.0, 120, 240] {
      let measured = try measurer.measuredLines(of: text, maxWidth: width, maxLines: nil)
      #expect(measurer.lines(of: text, maxWidth: width, maxLines: nil) == measured.map(\.text))
    }
  }
}
