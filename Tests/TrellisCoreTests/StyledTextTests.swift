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

  /// The runs as the array form keeps them: merged, without empty runs.
  private static func merged(_ runs: [StyledText.Run]) -> [StyledText.Run] {
    var result: [StyledText.Run] = []
    for run in runs where !run.text.isEmpty {
      if let last = result.last, last.style == run.style {
        result[result.count - 1].text += run.text
      } else {
        result.append(run)
      }
    }
    return result
  }

  @Test("one plain run kept without an array behaves as the array of runs under every operation")
  func inlinePlainRunAgreesWithArrayForm() async {
    // Each step is (operation, piece, style): the text under test and a
    // reference array of runs go through the same steps, and must agree
    // on everything they show after each one.
    let pieces = ["", "a", "bc", "Zürich", "👩‍👩‍👧"]
    let styles = [TextStyle.plain, TextStyle(bold: true), TextStyle(link: "https://x.example")]
    let step = Gen.int(in: 0...(5 * pieces.count * styles.count - 1))
    await propertyCheck(count: 400, input: step.array(of: 0...10)) { steps in
      var text = StyledText("")
      var reference: [StyledText.Run] = []
      for code in steps {
        let run = StyledText.Run(
          pieces[code % pieces.count], style: styles[(code / pieces.count) % styles.count])
        switch code / (pieces.count * styles.count) {
        case 0:
          text.append(run)
          reference.append(run)
        case 1:
          text = text + StyledText(run.text, style: run.style)
          reference.append(run)
        case 2:
          text = StyledText(runs: reference + [run])
          reference.append(run)
        case 3:
          text = StyledText(run.text, style: run.style)
          reference = [run]
        default:
          text = text.restyled { $0.bold.toggle() }
          reference = reference.map { run in
            var style = run.style
            style.bold.toggle()
            return StyledText.Run(run.text, style: style)
          }
        }
        let runs = Self.merged(reference)
        #expect(Array(text.runs) == runs)
        #expect(text.runs.count == runs.count)
        #expect(text.runs.first == runs.first && text.runs.last == runs.last)
        #expect(text.isEmpty == runs.isEmpty)
        #expect(text.plainText == runs.map(\.text).joined())
        // Equal runs are equal values with equal hashes, whichever form
        // made them.
        let fromArray = StyledText(runs: runs)
        #expect(text == fromArray && text.hashValue == fromArray.hashValue)
        #expect(text.description == fromArray.description)
        #expect(text.runs == fromArray.runs)
      }
    }
  }
}
