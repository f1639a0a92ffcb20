import PropertyBased
import Testing

@testable import Trellis

@Suite("Terminal text measurer: the one-line ASCII shortcut")
struct TextMeasurerShortcutTests {
  let measurer = GridTextMeasurer.cells

  @Test("measures printable ASCII as wrapping does, for any width and line limit")
  func shortcutMatchesWrapping() async {
    let text = Gen.int(in: 0...3).map { [" ", "a", "bc", "  "][$0] }.array(of: 0...12)
    let cuts = Gen.int(in: 0...12).array(of: 0...3)
    let width = Gen.int(in: -1...16)
    let lines = Gen.int(in: -1...3)
    await propertyCheck(count: 500, input: text, cuts, width, lines) { pieces, cuts, width, lines in
      let string = pieces.joined()
      // The same text in several runs.
      var runs: [StyledText.Run] = []
      var start = string.startIndex
      for cut in Set(cuts.map { min($0, string.count) }).sorted() {
        let end = string.index(string.startIndex, offsetBy: cut)
        if end > start { runs.append(StyledText.Run(String(string[start..<end]))) }
        start = max(start, end)
      }
      if start < string.endIndex { runs.append(StyledText.Run(String(string[start...]))) }
      let styled = StyledText(runs: runs)
      let maxWidth = width < 0 ? nil : Double(width)
      let maxLines = lines < 0 ? nil : lines
      #expect(
        measurer.measure(styled, maxWidth: maxWidth, maxLines: maxLines)
          == measurer.measureByWrapping(styled, maxWidth: maxWidth, maxLines: maxLines),
        "\(string.debugDescription) in \(runs.count) runs, width \(width), lines \(lines)")
    }
  }

  @Test("measures any text on one line as wrapping does, for any width, line limit and runs")
  func oneLineShortcutMatchesWrapping() async {
    let pieces = [
      " ", "a", "é", "e\u{301}", "\u{301}", "東京", "👍🏽", "\t", "\n", "\r\n", "ü", "\u{200D}",
      "🇫🇷", "\u{85}", "São", "  ",
    ]
    let text = Gen.int(in: 0...(pieces.count - 1)).map { pieces[$0] }.array(of: 0...8)
    let width = Gen.int(in: -1...16)
    let lines = Gen.int(in: -1...3)
    // The standard widths, and a width function of its own (every cluster
    // two cells), which takes the general path.
    let measurers = [GridTextMeasurer.cells, GridTextMeasurer { _ in 2 }]
    await propertyCheck(count: 500, input: text, width, lines, Gen.int(in: 0...1)) {
      pieces, width, lines, which in
      // Each piece a run of its own: alternate styles keep them apart, so
      // a run boundary can split what would be one cluster.
      let runs = pieces.enumerated().map { index, piece in
        StyledText.Run(piece, style: TextStyle(bold: index % 2 == 1))
      }
      let styled = StyledText(runs: runs)
      let maxWidth = width < 0 ? nil : Double(width)
      let maxLines = lines < 0 ? nil : lines
      let measurer = measurers[which]
      #expect(
        measurer.measure(styled, maxWidth: maxWidth, maxLines: maxLines)
          == measurer.measureByWrapping(styled, maxWidth: maxWidth, maxLines: maxLines),
        "\(pieces) width \(width), lines \(lines), measurer \(which)")
    }
  }
}
