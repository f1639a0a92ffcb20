import Foundation
import Testing
import Trellis
import TrellisLayout
import TrellisTesting

@testable import TrellisWeb

/// The journal encoder writes bytes by hand for speed (D-259); these check
/// that what it writes reads as what a plain, obviously correct encoder
/// builds, over random journals and strings.
@MainActor
@Suite("Journal encoding against the reference")
struct JournalEncodingPropertyTests {
  @Test("random journals encode to what the reference encoder builds")
  func encoderMatchesTheReference() throws {
    for seed in 0..<1_500 {
      var random = RandomJournal(seed: seed)
      let journal = random.journal()
      let root = random.id()
      let characterWidth = [1, 8.5, 9.6][seed % 3]
      // Some text views get lines, so `lines` ops are placed too.
      let lineTexts = (0..<3).map { _ in random.styledText() }
      let textLines: ((ViewID) -> [StyledText]?)? =
        seed.isMultiple(of: 2)
        ? { $0.rawValue.isMultiple(of: 3) ? Array(lineTexts.prefix($0.rawValue % 4)) : nil } : nil
      let text = JournalMessage.encode(
        journal, root: root, characterWidth: characterWidth, textLines: textLines)
      let expected = ReferenceJournalEncoder.message(
        journal, root: root, characterWidth: characterWidth, textLines: textLines)
      let decoded = try JSONValue.parse(text)
      #expect(decoded == expected, "seed \(seed): \(text)")
      if decoded != expected { return }
    }
  }

  @Test("strings with escapes, control characters and non-BMP scalars round-trip")
  func stringsRoundTrip() throws {
    for seed in 0..<2_000 {
      var random = RandomJournal(seed: seed)
      let string = random.string(maxLength: 40)
      var writer = JSONWriter()
      writer.string(string)
      let text = writer.text
      #expect(try JSONValue.parse(text) == .string(string), "seed \(seed): \(text)")
      // Nothing that could end a script element or be read as markup.
      #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" })
    }
  }

  @Test("whole numbers are written without a fraction, others as Swift prints them")
  func numbers() throws {
    let values: [Double] = [0, -0.0, 1, -1, 42, 1e15 - 1, 1e15, 0.5, -12.25, 1e-7, .nan]
    for value in values {
      var writer = JSONWriter()
      writer.number(value)
      let expected =
        !value.isFinite
        ? "null"
        : value == value.rounded() && abs(value) < 1e15
          ? String(Int64(value)) : String(value)
      #expect(writer.text == expected)
    }
    for value in [0, 7, 10, -10, 1_234_567, Int.max, Int.min] {
      var writer = JSONWriter()
      writer.number(value)
      #expect(writer.text == String(value))
    }
  }
}
