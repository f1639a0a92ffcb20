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

  @Test("every width is 0, 1 or 2")
  func bounded() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...0x10FFFF)) { value in
      guard let scalar = Unicode.Scalar(UInt32(value)) else { return }
      let width = CellWidth.width(of: Character(scalar))
      #expect((0...2).contains(width))
    }
  }
}
