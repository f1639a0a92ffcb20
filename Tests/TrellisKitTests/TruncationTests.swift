import PropertyBased
import Testing
import Trellis

@Suite("Truncation")
struct TruncationTests {
  private let measurer = GridTextMeasurer.cells

  private func lines(_ text: String, width: Int, maxLines: Int, _ mode: TextTruncation)
    -> [String]
  {
    measurer.lines(
      of: StyledText(text), maxWidth: Double(width), maxLines: maxLines, truncation: mode
    ).map(\.plainText)
  }

  @Test func eachModeCutsWhereItSays() {
    let text = "The quick brown fox jumps over the lazy dog"
    #expect(lines(text, width: 16, maxLines: 1, .tail) == ["The quick brown…"])
    #expect(lines(text, width: 16, maxLines: 1, .head) == ["…er the lazy dog"])
    #expect(lines(text, width: 16, maxLines: 1, .middle) == ["The quic…azy dog"])
    #expect(lines(text, width: 16, maxLines: 2, .tail) == ["The quick brown", "fox jumps over…"])
  }

  @Test func textThatFitsIsNotCut() {
    #expect(lines("short", width: 10, maxLines: 1, .tail) == ["short"])
    #expect(lines("two\nlines\n", width: 10, maxLines: 2, .middle) == ["two", "lines"])
  }

  @Test func wideCharactersAreCutWhole() {
    // Each of 漢字 takes two cells: none is split by the ellipsis.
    #expect(lines("漢字漢字漢字漢字", width: 6, maxLines: 1, .tail) == ["漢字…"])
    #expect(lines("漢字漢字漢字漢字", width: 6, maxLines: 1, .head) == ["…漢字"])
  }

  @Test func noLineIsWiderThanTheWidthAndTheEllipsisShowsWhenCut() async {
    let words = ["a", "bb", "ccc", "漢字", "👩‍💻", "e\u{301}", " ", "\n", "longerword"]
    await propertyCheck(
      input: Gen.int(in: 0..<words.count).array(of: 0...30), Gen.int(in: 2...20),
      Gen.int(in: 1...3), Gen.int(in: 0...2)
    ) { indices, width, maxLines, modeIndex in
      let text = indices.map { words[$0] }.joined()
      let mode = TextTruncation.allCases[modeIndex]
      let cut = lines(text, width: width, maxLines: maxLines, mode)
      #expect(cut.count <= maxLines)
      // Spaces before a hard break may run past the width, as in any
      // wrapped text; what shows of the line fits.
      for line in cut {
        var shown = Substring(line)
        while shown.last == " " { shown = shown.dropLast() }
        #expect(measurer.width(of: shown) <= width)
      }
      let whole = measurer.lines(of: StyledText(text), maxWidth: Double(width), maxLines: nil)
      if whole.count <= maxLines {
        #expect(cut == whole.map(\.plainText))
      } else if whole.dropFirst(maxLines).contains(where: {
        !$0.plainText.allSatisfy(\.isWhitespace)
      }) {
        #expect(cut.last?.contains("…") == true)
      }
    }
  }
}
