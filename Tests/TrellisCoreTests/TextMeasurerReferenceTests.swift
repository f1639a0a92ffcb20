import PropertyBased
import Testing

@testable import Trellis

@Suite("Terminal text measurer: wrapping by byte ranges matches the per-character reference")
struct TextMeasurerReferenceTests {
  /// Pieces a run is made of: spaces and line breaks, ASCII and the simple
  /// scalars split without grapheme breaking, and clusters that need it —
  /// including halves of clusters, which join across a run boundary.
  static let pieces: [String] = [
    "a", "bb", "ccc", " ", "  ", "word ", "\n", "\r\n", "\r", "\t", "café", "e\u{301}",
    "\u{301}", "漢字", "👍", "👍🏽", "🏽", "👩‍💻", "\u{200D}", "🇯", "🇵", "🇯🇵", "☺", "\u{FE0F}",
    "…", "─┼", "\u{AD}", "\u{85}", "\u{7F}", "\u{0600}", "ｘ", "1\u{FE0F}\u{20E3}",
    "longwordthatbreaks", "x y z", "é ", " ñ",
  ]
  static let styles: [TextStyle] = [
    .plain, TextStyle(bold: true), TextStyle(link: "https://a.example"),
    TextStyle(link: "https://b.example"), TextStyle(bold: true, link: "https://a.example"),
    TextStyle(foreground: .red),
  ]

  static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...14)
  static let runStyles = Gen.int(in: 0...(styles.count - 1)).array(of: 14)
  /// Width (negative: none), line limit (negative: none), truncation, rows.
  static let options = Gen.int(in: -2...24).array(of: 5)

  static func styledText(_ pieces: [Int], _ styles: [Int]) -> StyledText {
    StyledText(
      runs: zip(pieces, styles).map {
        StyledText.Run(Self.pieces[$0], style: Self.styles[$1])
      })
  }

  /// Checks `measurer` against `reference` on one text and set of options.
  static func check(
    _ measurer: GridTextMeasurer, against reference: ReferenceTextWrapper,
    text: StyledText, options: [Int]
  ) {
    let maxWidth = options[0] < 0 ? nil : Double(options[0]) + (options[0] % 3 == 0 ? 0.5 : 0)
    let maxLines = options[1] < -1 ? nil : options[1]
    let truncation = [nil, .tail, .middle, .head][abs(options[2]) % 4] as TextTruncation?
    let described =
      "\(text) width \(String(describing: maxWidth)) lines \(String(describing: maxLines))"
    #expect(
      measurer.measure(text, maxWidth: maxWidth, maxLines: maxLines)
        == reference.measure(text, maxWidth: maxWidth, maxLines: maxLines), "\(described)")
    #expect(
      measurer.lines(of: text, maxWidth: maxWidth, maxLines: maxLines)
        == reference.lines(of: text, maxWidth: maxWidth, maxLines: maxLines), "\(described)")
    let expected = reference.lines(
      of: text, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
    #expect(
      measurer.lines(of: text, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
        == expected, "\(described) \(String(describing: truncation))")
    // Some rows, as a host drawing what its clip shows asks for them.
    let rows = min(abs(options[3]), abs(options[4]))..<max(abs(options[3]), abs(options[4]))
    let drawn = measurer.lines(
      of: text, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation, rows: rows)
    let shown = rows.clamped(to: expected.indices)
    #expect(
      drawn.map(\.line) == Array(expected[shown]),
      "\(described) \(String(describing: truncation)) rows \(rows)")
    #expect(
      drawn.map(\.width) == expected[shown].map { reference.width(of: $0.plainText) },
      "\(described) \(String(describing: truncation)) rows \(rows)")
  }

  @Test("the grid measurer wraps, cuts and measures as the reference does")
  func cellsMatchReference() async {
    let reference = ReferenceTextWrapper(cellWidth: { CellWidth.width(of: $0) })
    await propertyCheck(count: 2000, input: Self.text, Self.runStyles, Self.options) {
      pieces, styles, options in
      Self.check(
        .cells, against: reference, text: Self.styledText(pieces, styles), options: options)
    }
  }

  @Test("a measurer with its own width function matches the reference with that function")
  func customWidthsMatchReference() async {
    let width: @Sendable (Character) -> Int = { $0.isLetter ? 2 : $0 == "\n" ? 0 : 1 }
    let measurer = GridTextMeasurer(cellWidth: width)
    let reference = ReferenceTextWrapper(cellWidth: width)
    await propertyCheck(count: 500, input: Self.text, Self.runStyles, Self.options) {
      pieces, styles, options in
      Self.check(
        measurer, against: reference, text: Self.styledText(pieces, styles), options: options)
    }
  }

  @Test("a long text with links wraps as the reference wraps it")
  func longLinkedText() {
    var runs: [StyledText.Run] = []
    for index in 0..<400 {
      runs.append(StyledText.Run("the quick café fox jumps ", style: .plain))
      runs.append(
        StyledText.Run("https://example.com/\(index)", style: TextStyle(link: "https://e/\(index)"))
      )
      runs.append(StyledText.Run(index % 7 == 0 ? "\n" : " ", style: .plain))
    }
    let text = StyledText(runs: runs)
    let reference = ReferenceTextWrapper(cellWidth: { CellWidth.width(of: $0) })
    for width in [1, 7, 40, 120] {
      Self.check(.cells, against: reference, text: text, options: [width, -2, 0, 3, 30])
      Self.check(.cells, against: reference, text: text, options: [width, 20, 1, 0, 25])
    }
  }
}
