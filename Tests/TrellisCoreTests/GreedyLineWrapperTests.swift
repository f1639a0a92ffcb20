import PropertyBased
import Testing
import Trellis

@Suite("Greedy line wrapper: how a measurer that only measures wraps")
struct GreedyLineWrapperTests {
  static let pieces: [String] = [
    "a", "bb", "ccc", " ", "  ", "\n", "漢字", "il", "l.", "word ", "longwordthatbreaks", "é",
  ]
  static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...16)
  /// The width in quarter points (negative: none), and the line limit
  /// (negative: none).
  static let options = Gen.int(in: -2...40).array(of: 2)

  let measurer = ProportionalTestMeasurer()

  @Test(
    "lines are the text in order less the spaces of soft breaks and the newlines of hard ones; none is wider than the width unless it is one character"
  )
  func linesCoverTheText() async {
    let measurer = measurer
    await propertyCheck(count: 1000, input: Self.text, Self.options) { pieces, options in
      let text = pieces.map { Self.pieces[$0] }.joined()
      let maxWidth = options[0] < 0 ? nil : Double(options[0]) / 4
      let maxLines = options[1] < 0 ? nil : options[1] % 6
      let lines = GreedyLineWrapper(measurer: measurer)
        .lines(of: StyledText(text), maxWidth: maxWidth, maxLines: maxLines)
        .map(\.plainText)
      let described = "\(text.debugDescription) in \(String(describing: maxWidth))"
      if let maxLines { #expect(lines.count <= maxLines, "\(described)") }
      var rest = Substring(text)
      for (index, line) in lines.enumerated() {
        if index > 0 {
          // Between two lines: one newline, or the spaces a soft break
          // dropped (with the spaces that end a line before a newline).
          while rest.first == " " { rest.removeFirst() }
          if rest.first?.isNewline == true { rest.removeFirst() }
        }
        #expect(rest.hasPrefix(line), "\(described): line \(index) \(line.debugDescription)")
        rest.removeFirst(min(line.count, rest.count))
        #expect(line.last != " ", "\(described): line \(index) ends in a space")
        if let maxWidth, line.count > 1 {
          #expect(measurer.lineWidth(of: line) <= maxWidth + 1e-9, "\(described): line \(index)")
        }
      }
      if maxLines == nil {
        // Everything shows, but spaces that end the text.
        #expect(rest.allSatisfy { $0 == " " || $0.isNewline }, "\(described): left \(rest)")
      }
    }
  }

  @Test("every break is needed: what moved down would not fit after the line above")
  func breaksAreNeeded() async {
    let measurer = measurer
    await propertyCheck(count: 500, input: Self.text, Gen.int(in: 4...40)) { pieces, quarters in
      let text = pieces.map { Self.pieces[$0] }.joined()
      let maxWidth = Double(quarters) / 4
      let lines = GreedyLineWrapper(measurer: measurer)
        .lines(of: StyledText(text), maxWidth: maxWidth, maxLines: nil).map(\.plainText)
      var rest = Substring(text)
      for (index, line) in lines.enumerated() {
        var dropped = ""
        if index > 0 {
          while rest.first == " " { dropped.append(rest.removeFirst()) }
          if rest.first?.isNewline == true {
            rest.removeFirst()
          } else if !lines[index - 1].isEmpty, !line.isEmpty {
            // After spaces a whole word moves down; else a character did.
            let moved = dropped.isEmpty ? String(line.prefix(1)) : String(line.prefix { $0 != " " })
            let joined = lines[index - 1] + dropped + moved
            #expect(
              measurer.lineWidth(of: joined) > maxWidth - 1e-9,
              "\(text.debugDescription) in \(maxWidth): line \(index) could join the one above")
          }
        }
        rest.removeFirst(min(line.count, rest.count))
      }
    }
  }

  @Test("a measurer's width and line count follow its lines")
  func extentMatchesLines() {
    let wrapper = GreedyLineWrapper(measurer: measurer)
    let text = StyledText("aaaa bbbb cc\n漢字")
    let lines = wrapper.lines(of: text, maxWidth: 6.5, maxLines: nil).map(\.plainText)
    #expect(lines == ["aaaa bbbb", "cc", "漢字"])
    let extent = wrapper.extent(of: text, maxWidth: 6.5, maxLines: nil)
    #expect(extent.lines == 3)
    #expect(abs(extent.width - measurer.lineWidth(of: "aaaa bbbb")) < 1e-9)
    #expect(wrapper.lines(of: "", maxWidth: 3, maxLines: nil).isEmpty)
    #expect(wrapper.lines(of: "a\n", maxWidth: 3, maxLines: nil).map(\.plainText) == ["a", ""])
  }
}
