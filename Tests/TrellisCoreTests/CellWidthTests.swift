import PropertyBased
import Testing
import Trellis

@Suite("CellWidth")
struct CellWidthTests {
  @Test(
    "single clusters",
    arguments: [
      ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("ß", 1), ("Ω", 1),
      ("漢", 2), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("Ａ", 2), ("ｱ", 1),
      ("👍", 2), ("👍🏽", 2), ("👩‍💻", 2), ("👨‍👩‍👧‍👦", 2), ("🏳️‍🌈", 2), ("🇯🇵", 2),
      ("☺", 1), ("☺️", 2), ("⌚", 2), ("1️⃣", 2), ("#️⃣", 2), ("❤", 1), ("❤️", 2),
      ("\t", 0), ("\u{1B}", 0), ("\u{7F}", 0), ("\u{85}", 0), ("\r\n", 0),
      ("\u{200D}", 0), ("\u{301}", 0), ("\u{200B}", 0), ("\u{AD}", 1),
      ("\u{1160}", 0), ("·", 1), ("€", 1), ("→", 1), ("─", 1),
      ("\u{20000}", 2), ("\u{3FFFD}", 2),
    ] as [(Character, Int)]
  )
  func singleCluster(character: Character, expected: Int) {
    #expect(CellWidth.width(of: character) == expected)
  }

  @Test(
    "strings sum their clusters",
    arguments: [
      ("", 0), ("hello", 5), ("日本語", 6), ("a👩‍💻b", 4), ("Cafe\u{301}", 4),
      ("tab\there", 7), ("🇯🇵🇫🇷", 4), ("ｈｉ!", 5),
    ] as [(String, Int)])
  func strings(text: String, expected: Int) {
    #expect(CellWidth.width(of: text) == expected)
  }

  @Test("substrings are measured like strings")
  func substrings() {
    let text = "ab漢字cd"
    #expect(CellWidth.width(of: text.dropFirst(2)) == 6)
    #expect(CellWidth.width(of: text.prefix(3)) == 4)
  }

  @Test("a string's width is the sum of its characters' widths")
  func additivity() async {
    let alphabet: [Character] = [
      "a", "Z", "é", "漢", "👍", "👩‍💻", "🇯🇵", "\t", "☺️", "ｱ", "Ａ", " ", "\u{AD}",
    ]
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...40)
    ) { indices in
      let characters = indices.map { alphabet[$0] }
      let text = String(characters)
      let expected = text.reduce(0) { $0 + CellWidth.width(of: $1) }
      #expect(CellWidth.width(of: text) == expected)
      #expect(CellWidth.width(of: text + text) == 2 * expected)
    }
  }

  @Test("the scalars measured without a lookup are narrow and stand alone")
  func simpleNarrowScalars() {
    let zeroWidthCategories: Set<Unicode.GeneralCategory> = [
      .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .lineSeparator,
      .paragraphSeparator,
    ]
    for value in UInt32(0xA0)...0x2600 where CellWidth.isSimpleNarrow(value) {
      let scalar = Unicode.Scalar(value)!
      let properties = scalar.properties
      #expect(
        value == 0xAD || !zeroWidthCategories.contains(properties.generalCategory),
        "U+\(String(value, radix: 16)) is \(properties.generalCategory)")
      #expect(!properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
      #expect(!properties.isGraphemeExtend, "U+\(String(value, radix: 16))")
      #expect(CellWidth.width(of: Character(scalar)) == 1)
    }
    // The ranges' neighbours take the full lookup.
    for value: UInt32 in [0x9F, 0x300, 0x200F, 0x2028, 0x24FF, 0x25A0] {
      #expect(!CellWidth.isSimpleNarrow(value))
    }
  }

  @Test("text measured without grapheme breaking is measured as clusters would be")
  func simpleWidthMatchesClusters() async {
    // Simple pieces, and what may join them into a longer cluster.
    let pieces = [
      "a", "Zürich", "São", "…", "—", "─┃", "▀", "\u{A0}", "\u{AD}", "\u{85}", "\r\n", "\t",
      "\u{301}", "\u{FE0F}", "\u{200D}", "\u{2028}", "漢", "👍", "ʰ", "\u{2FF}",
    ]
    await propertyCheck(
      count: 500, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...12)
    ) { indices in
      var text = indices.map { pieces[$0] }.joined()
      let simple = text.withUTF8 { CellWidth.simpleWidth(ofUTF8: $0) }
      let byClusters = text.reduce(0) { $0 + CellWidth.width(of: $1) }
      #expect(CellWidth.width(of: text) == byClusters)
      guard let simple else { return }
      #expect(simple == byClusters, "\(text.debugDescription)")
      // Every scalar is a cluster of its own (CR LF aside).
      let crlf = text.filter { $0 == "\r\n" }.count
      #expect(text.unicodeScalars.count == text.count + crlf, "\(text.debugDescription)")
    }
  }

  @Test("every width is 0, 1 or 2")
  func bounded() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...0x10FFFF)) { value in
      guard let scalar = Unicode.Scalar(UInt32(value)) else { return }
      let width = CellWidth.width(of: Character(scalar))
      #expect((0...2).contains(width))
    }
  }
}
