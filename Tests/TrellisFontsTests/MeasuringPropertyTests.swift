import PropertyBased
import Testing
import Trellis
import TrellisFonts

@Suite(
  "Measuring any text is safe and consistent",
  .enabled(if: DebianFonts.available, DebianFonts.missing))
struct MeasuringPropertyTests {
  /// Scalars from every part of Unicode the measurer treats differently.
  private static let anyScalar = Gen.oneOf(
    Gen.unicodeScalar(in: " "..."~"),
    Gen.unicodeScalar(in: "\u{0}"..."\u{2FF}"),
    Gen.unicodeScalar(in: "\u{300}"..."\u{36F}"),
    Gen.unicodeScalar(in: "\u{590}"..."\u{6FF}"),
    Gen.unicodeScalar(in: "\u{2000}"..."\u{2BFF}"),
    Gen.unicodeScalar(in: "\u{3000}"..."\u{9FFF}"),
    Gen.unicodeScalar(in: "\u{FE00}"..."\u{FFFF}"),
    Gen.unicodeScalar(in: "\u{1F1E6}"..."\u{1FAFF}"),
    Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}"))

  /// Characters that always start a grapheme cluster, each with up to two
  /// combining marks, from scripts whose
  /// letters keep their shape when text follows them. (Arabic letters do
  /// not: "ث" alone is wider than the initial form it takes in "ثز", so
  /// appending can narrow an Arabic word, in the browser too.)
  private static let cluster = zip(
    Gen.oneOf(
      Gen.unicodeScalar(in: "A"..."z"),
      Gen.unicodeScalar(in: "\u{5D0}"..."\u{5EA}"),
      Gen.unicodeScalar(in: "\u{4E00}"..."\u{4FFF}"),
      Gen.unicodeScalar(in: "\u{1F600}"..."\u{1F64F}")),
    Gen.unicodeScalar(in: "\u{300}"..."\u{36F}").array(of: 0...2)
  ).map { base, marks in
    String(String.UnicodeScalarView([base] + marks))
  }

  @Test("any text measures finite and non-negative, wrapped, cut and truncated")
  func anyTextIsSafe() async {
    let measurer = DebianFonts.measurer()
    await propertyCheck(
      count: 300,
      input: Self.anyScalar.array(of: 0...40), Gen.int(in: -5...400), Gen.int(in: -1...4)
    ) { scalars, width, lines in
      let text = StyledText(String(String.UnicodeScalarView(scalars)))
      let maxWidth = width < 0 ? nil : Double(width)
      let maxLines = lines < 0 ? nil : lines
      let size = measurer.measure(text, maxWidth: maxWidth, maxLines: maxLines)
      #expect(size.width.isFinite && size.width >= 0)
      #expect(size.height.isFinite && size.height >= 0)
      let laid = try? measurer.measuredLines(
        of: text, maxWidth: maxWidth, maxLines: maxLines, truncation: .middle)
      for line in laid ?? [] { #expect(line.width.isFinite && line.width >= 0) }
    }
  }

  @Test("appending text never makes a line narrower (scripts without joining forms)")
  func widthIsMonotone() async {
    let measurer = DebianFonts.measurer()
    await propertyCheck(count: 300, input: Self.cluster.array(of: 1...20)) { clusters in
      var previous = 0.0
      var text = ""
      for cluster in clusters {
        text += cluster
        let width = measurer.measure(StyledText(text), maxWidth: nil, maxLines: nil).width
        #expect(width.isFinite && width >= 0)
        #expect(
          width >= previous - 0.01, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        previous = width
      }
    }
  }

  @Test("measuring from many threads at once gives the same sizes as one at a time")
  func concurrentMeasuring() async {
    let measurer = DebianFonts.measurer()
    let texts: [StyledText] = (0..<64).map { index in
      StyledText("Row \(index): 中文 \(index * 7) 😀 مرحبا well-known text")
    }
    let expected = texts.map { measurer.measure($0, maxWidth: 120, maxLines: nil) }
    let sizes = await withTaskGroup(of: (Int, Size).self) { group in
      for round in 0..<8 {
        for (index, text) in texts.enumerated() where index % 8 == round || round == 0 {
          group.addTask { (index, measurer.measure(text, maxWidth: 120, maxLines: nil)) }
        }
      }
      var found: [(Int, Size)] = []
      for await result in group { found.append(result) }
      return found
    }
    for (index, size) in sizes { #expect(size == expected[index]) }
  }
}
