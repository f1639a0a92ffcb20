import PropertyBased
import Testing
import Trellis

@Suite("StyledText")
struct StyledTextTests {
  @Test("however it is put together, text with the same runs is the same value")
  func runsAreCanonical() async {
    let pieces = ["", "a", "bc", "Zürich"]
    let styles = [TextStyle.plain, TextStyle(bold: true), TextStyle(link: "https://x.example")]
    let part = Gen.int(in: 0...(pieces.count * styles.count - 1))
    await propertyCheck(count: 300, input: part.array(of: 0...8)) { parts in
      let runs = parts.map {
        StyledText.Run(pieces[$0 % pieces.count], style: styles[$0 / pieces.count])
      }
      let whole = StyledText(runs: runs)
      let appended = runs.reduce(StyledText("")) { $0 + StyledText($1.text, style: $1.style) }
      #expect(whole == appended)
      #expect(whole.hashValue == appended.hashValue)
      #expect(whole.plainText == runs.map(\.text).joined())
      // No empty run, and no two neighbours in one style.
      #expect(whole.runs.allSatisfy { !$0.text.isEmpty })
      #expect(zip(whole.runs, whole.runs.dropFirst()).allSatisfy { $0.style != $1.style })
      // One run is one run, however it was made.
      if whole.runs.count == 1 {
        #expect(whole == StyledText(whole.runs[0].text, style: whole.runs[0].style))
      }
    }
  }
}
