import PropertyBased
import Testing
import Trellis

@Suite("Terminal text measurer")
struct TextMeasurerTests {
  let measurer = GridTextMeasurer.cells

  @Test("wide characters and emoji take two cells; clusters stay whole")
  func widths() {
    #expect(measurer.measure("漢字", maxWidth: nil, maxLines: nil) == Size(width: 4, height: 1))
    #expect(
      measurer.measure("👩‍💻e\u{301}", maxWidth: nil, maxLines: nil) == Size(width: 3, height: 1))
  }

  @Test("wraps at spaces, breaks long words, honours newlines and the line limit")
  func wrapping() {
    let lines = measurer.lines(of: "the quick brown fox", maxWidth: 9, maxLines: nil)
    #expect(lines.map(\.plainText) == ["the quick", "brown fox"])
    let broken = measurer.lines(of: "abcdefghij", maxWidth: 4, maxLines: nil)
    #expect(broken.map(\.plainText) == ["abcd", "efgh", "ij"])
    #expect(measurer.measure("a\nbb", maxWidth: nil, maxLines: nil) == Size(width: 2, height: 2))
    #expect(measurer.measure("one two three", maxWidth: 3, maxLines: 2).height == 2)
    #expect(measurer.measure("", maxWidth: 10, maxLines: nil) == .zero)
  }

  @Test("a wide character never straddles the line end")
  func wideAtEdge() {
    let lines = measurer.lines(of: "a漢字", maxWidth: 2, maxLines: nil)
    #expect(lines.map(\.plainText) == ["a", "漢", "字"])
  }

  @Test("styles survive wrapping")
  func stylesSurvive() {
    let text = StyledText("ab ", style: TextStyle(bold: true)) + StyledText("cd")
    let lines = measurer.lines(of: text, maxWidth: 2, maxLines: nil)
    #expect(lines.count == 2)
    #expect(lines[0].runs.first?.style.bold == true)
    #expect(lines[1].runs.first?.style.bold == false)
  }

  @Test("every line fits the width and no character is lost")
  func wrapProperty() async {
    let words = Gen.element(of: ["a", "bb", "漢", "ccc dd", "👍", " ", "eeeeeee"]).array(of: 0...12)
    await propertyCheck(input: words, Gen.int(in: 2...12)) { parts, width in
      let text = parts.compactMap { $0 }.joined()
      let lines = measurer.lines(of: StyledText(text), maxWidth: Double(width), maxLines: nil)
      for line in lines {
        #expect(measurer.width(of: line.plainText.trimmingSuffixSpaces) <= width)
      }
      let kept = lines.map(\.plainText).joined().filter { $0 != " " }
      #expect(kept == text.filter { $0 != " " })
      let size = measurer.measure(StyledText(text), maxWidth: Double(width), maxLines: nil)
      #expect(Int(size.height) == lines.count)
    }
  }
}

extension String {
  fileprivate var trimmingSuffixSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
