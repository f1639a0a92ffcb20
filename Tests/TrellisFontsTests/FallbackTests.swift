import Testing
import Trellis
import TrellisFonts

@Suite(
  "Clusters the primary font lacks fall back through the chain",
  .enabled(if: DebianFonts.available, DebianFonts.missing))
struct FallbackTests {
  /// A chain of DejaVu Sans alone.
  private func primaryOnly() throws -> ProportionalTextMeasurer {
    let sans = try FontFamily(
      name: "DejaVu Sans", regular: FontFallbackChain.DebianFontFile.sans)
    return ProportionalTextMeasurer(fonts: FontFallbackChain(primary: sans), fontSize: 16)
  }

  @Test("CJK falls back to the CJK font, one em per ideograph, wider than Latin")
  func cjkFallsBack() throws {
    let cjk = DebianFonts.width("中文字")
    #expect(abs(cjk - 48) < 0.01)
    #expect(cjk > DebianFonts.width("abc"))
    let missing = try primaryOnly().measure("中文字", maxWidth: nil, maxLines: nil).width
    #expect(abs(missing - cjk) > 1)
  }

  @Test("Hangul, which the CJK font lacks, falls back to the Korean font, not a missing glyph")
  func hangulFallsBack() throws {
    let sans = try FontFamily(name: "DejaVu Sans", regular: FontFallbackChain.DebianFontFile.sans)
    let cjk = try FontFamily(
      name: "Droid Sans Fallback", regular: FontFallbackChain.DebianFontFile.cjk)
    let withoutKorean = ProportionalTextMeasurer(
      fonts: FontFallbackChain(primary: sans, fallbacks: [cjk]), fontSize: 16)
    let korean = try FontFamily(
      name: "Nanum Gothic", regular: FontFallbackChain.DebianFontFile.korean)
    let alone = ProportionalTextMeasurer(fonts: FontFallbackChain(primary: korean), fontSize: 16)
    let word: StyledText = "한국어"
    let width = DebianFonts.width(word)
    // Drawn by Nanum Gothic, as Nanum Gothic alone draws it, and not as the missing-glyph
    // boxes a chain without it gives.
    #expect(abs(width - alone.measure(word, maxWidth: nil, maxLines: nil).width) < 0.01)
    #expect(abs(width - withoutKorean.measure(word, maxWidth: nil, maxLines: nil).width) > 1)
  }

  @Test("emoji the text fonts lack fall back to the emoji font; a joined sequence is one emoji")
  func emojiFallsBack() throws {
    let party = DebianFonts.width("🎉")
    #expect(party > 16)
    #expect(abs(DebianFonts.width("👩‍💻") - party) < 0.01)
    #expect(abs(DebianFonts.width("🇯🇵") - party) < 0.01)
    #expect(abs(DebianFonts.width("👍🏽") - party) < 0.01)
    let missing = try primaryOnly().measure("🎉", maxWidth: nil, maxLines: nil).width
    #expect(abs(missing - party) > 1)
  }

  @Test("an emoji the primary font has is drawn by it, as the CSS font list decides")
  func primaryEmoji() throws {
    // DejaVu Sans has the emoticons block in black and white.
    let smile = DebianFonts.width("😀")
    let alone = try primaryOnly().measure("😀", maxWidth: nil, maxLines: nil).width
    #expect(abs(smile - alone) < 0.01)
    #expect(abs(smile - DebianFonts.width("🎉")) > 1)
  }

  @Test("a bitmap emoji advances by its strike: 136 px at 109 ppem")
  func bitmapEmojiAdvance() {
    #expect(abs(DebianFonts.width("🎉") - 16 * 136 / 109) < 0.01)
  }

  @Test("a text-default symbol stays in the text font unless U+FE0F asks for an emoji")
  func presentationSelector() {
    let text = DebianFonts.width("\u{263A}")
    let emoji = DebianFonts.width("\u{263A}\u{FE0F}")
    #expect(text > 0)
    #expect(abs(text - emoji) > 0.5)
  }

  @Test("mixed scripts add up: each piece as wide as alone")
  func mixedScripts() {
    let pieces = ["Hello ", "世界", " ", "😀", " ", "שלום"]
    let whole = DebianFonts.width(StyledText(pieces.joined()))
    let sum = pieces.reduce(0.0) {
      $0 + DebianFonts.width(StyledText($1 + "x")) - DebianFonts.width("x")
    }
    #expect(abs(whole - sum) < 1)
  }

  @Test("the chain names its families for CSS in fallback order")
  func cssFamilies() throws {
    let chain = try #require(DebianFonts.chain)
    #expect(
      chain.cssFontFamilies == [
        "DejaVu Sans", "Droid Sans Fallback", "Nanum Gothic", "Noto Color Emoji",
      ])
    #expect(chain.families[0].files[.bold] == FontFallbackChain.DebianFontFile.sansBold)
  }
}
