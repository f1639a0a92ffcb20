import Testing
import Trellis
import TrellisFonts

@Suite(
  "Proportional text is shaped as the browser shapes it",
  .enabled(if: DebianFonts.available, DebianFonts.missing))
struct ShapingTests {
  @Test("a kerning pair is narrower than its letters apart")
  func kerningPair() {
    let pair = DebianFonts.width("AV")
    let apart = DebianFonts.width("A") + DebianFonts.width("V")
    #expect(pair < apart - 0.5)
  }

  @Test("a combining mark takes no width: e + U+0301 is as wide as e")
  func combiningMark() {
    #expect(abs(DebianFonts.width("e\u{301}") - DebianFonts.width("e")) < 0.001)
    #expect(
      abs(DebianFonts.width("cafe\u{301} au lait") - DebianFonts.width("cafe au lait")) < 0.001)
  }

  @Test("widths scale with the font size")
  func widthsScale() {
    let small = DebianFonts.measurer(size: 10).measure("Hello, world", maxWidth: nil, maxLines: nil)
    let large = DebianFonts.measurer(size: 40).measure("Hello, world", maxWidth: nil, maxLines: nil)
    #expect(abs(large.width - 4 * small.width) < 0.01)
    #expect(large.height > small.height)
  }

  @Test("bold text is drawn with the bold face, which is wider")
  func boldFace() {
    let plain = DebianFonts.width("Hello, world")
    let bold = DebianFonts.width(StyledText("Hello, world", style: TextStyle(bold: true)))
    #expect(bold > plain + 1)
  }

  @Test("italic text is drawn with the oblique face")
  func italicFace() {
    let plain = DebianFonts.width("Wave")
    let italic = DebianFonts.width(StyledText("Wave", style: TextStyle(italic: true)))
    #expect(italic > 0)
    #expect(italic != plain)
  }

  @Test("a run's colour does not change its width")
  func colourIsNotShape() {
    let coloured: StyledText =
      "Hel" + StyledText("lo, wo", style: TextStyle(foreground: .red)) + "rld"
    #expect(abs(DebianFonts.width(coloured) - DebianFonts.width("Hello, world")) < 0.001)
  }

  @Test("Arabic is shaped right to left with joining forms, not as isolated letters")
  func arabicShaped() {
    let word = "مرحبا"
    let shaped = DebianFonts.width(StyledText(word))
    let isolated = word.reduce(0.0) { $0 + DebianFonts.width(StyledText(String($1))) }
    #expect(shaped > 10)
    #expect(abs(shaped - isolated) > 0.5)
  }

  @Test("Hebrew is measured with the primary font")
  func hebrewMeasured() {
    let width = DebianFonts.width("שלום עולם")
    #expect(width > 40)
    #expect(width < 16 * 9)
  }

  @Test("line height comes from the font's metrics")
  func lineHeightFromMetrics() {
    let measurer = DebianFonts.measurer()
    // DejaVu Sans: ascent 0.928, descent 0.236 of the em: 15 + 4 at 16 px.
    #expect(measurer.lineHeight == 19)
    #expect(measurer.measure("one\ntwo", maxWidth: nil, maxLines: nil).height == 38)
  }
}
