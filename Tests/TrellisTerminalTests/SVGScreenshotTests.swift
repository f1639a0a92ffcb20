import Testing
import Trellis
import TrellisTerminal

@Suite("SVGScreenshot")
struct SVGScreenshotTests {
  @Test("draws backgrounds, styled text runs and wide clusters on the grid")
  func document() {
    var buffer = CellBuffer(width: 8, height: 2)
    buffer.write(
      "Hi", x: 0, y: 0, style: CellStyle(foreground: .ansi(.red), attributes: [.bold, .underline]))
    buffer.write(
      "<&>", x: 3, y: 0, style: CellStyle(background: .rgb(0, 0, 255), attributes: .italic))
    buffer.write("漢", x: 0, y: 1, style: CellStyle(attributes: [.inverse, .strikethrough]))
    let svg = SVGScreenshot(cellWidth: 10, cellHeight: 20, fontSize: 16).render(buffer)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"40\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("<rect x=\"30\" y=\"0\" width=\"30\" height=\"20\" fill=\"#0000ff\"/>"))
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"15.6\" fill=\"#cd0000\" font-weight=\"bold\" text-decoration=\"underline\" xml:space=\"preserve\">Hi</text>"
      ))
    #expect(svg.contains("font-style=\"italic\" xml:space=\"preserve\">&lt;&amp;&gt;</text>"))
    // Inverse: the background takes the default foreground colour, the text the background.
    #expect(svg.contains("<rect x=\"0\" y=\"20\" width=\"20\" height=\"20\" fill=\"#e5e5e5\"/>"))
    #expect(svg.contains("fill=\"#18181b\" text-decoration=\"line-through\" textLength=\"20\""))
    #expect(svg.contains(">漢</text>"))
  }

  @Test("a blank screen is only the background")
  func blank() {
    let svg = SVGScreenshot().render(CellBuffer(width: 2, height: 1))
    #expect(!svg.contains("<text"))
    #expect(svg.components(separatedBy: "<rect").count == 2)
  }
}

extension String {
  fileprivate func components(separatedBy separator: String) -> [Substring] {
    split(separator: separator, omittingEmptySubsequences: false)
  }
}
