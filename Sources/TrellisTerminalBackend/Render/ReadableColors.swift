import Trellis

/// Keeps the text of a frame readable on a ``TerminalColorScheme``: each
/// cell's text colour that has less than the scheme's minimum contrast with
/// the colour behind it is replaced by the scheme's readable version.
///
/// Pixels drawn as block elements (half-block images, bars) are pictures,
/// not text, and faint text (`dim`: a screen behind a modal, text shown
/// as inactive) is faint on purpose: both are left alone. Colour pairs are
/// worked out once and remembered.
struct ReadableColors {
  /// The scheme frames are drawn for.
  var scheme: TerminalColorScheme {
    didSet { if scheme != oldValue { adjusted = [:] } }
  }
  /// The colours the terminal shows: a readable colour is one of them.
  var depth = ColorDepth.trueColor {
    didSet { if depth != oldValue { adjusted = [:] } }
  }
  /// Packed (text, background) colours → the packed text colour to show.
  private var adjusted: [UInt64: UInt32] = [:]
  /// The most colour pairs remembered; past this the memory starts again.
  static let rememberedPairs = 4_096

  init(scheme: TerminalColorScheme) {
    self.scheme = scheme
  }

  /// Makes every text cell of `buffer` readable.
  mutating func apply(to buffer: inout CellBuffer) {
    guard scheme.minimumContrast > 1 else { return }
    // Runs of cells share their colours: the last pair is kept at hand.
    var last: (key: UInt64, readable: UInt32)?
    buffer.restyle { cell in
      let style = cell.packedStyle
      // Spaces are changed with the text around them: one pen for a line.
      guard style.attributes & TextAttributes.dim.rawValue == 0,
        !Self.isBlockElement(cell.packedGrapheme)
      else { return nil }
      let inverse = style.attributes & TextAttributes.inverse.rawValue != 0
      let text = inverse ? style.background : style.foreground
      let behind = inverse ? style.foreground : style.background
      let key = UInt64(text) << 32 | UInt64(behind)
      let readable: UInt32
      if let last, last.key == key {
        readable = last.readable
      } else {
        readable = readableColor(text, on: behind, key: key)
        last = (key, readable)
      }
      guard readable != text else { return nil }
      var restyled = style
      if inverse { restyled.background = readable } else { restyled.foreground = readable }
      return restyled
    }
  }

  /// The packed text colour to show for `text` on `behind`.
  private mutating func readableColor(_ text: UInt32, on behind: UInt32, key: UInt64)
    -> UInt32
  {
    if let known = adjusted[key] { return known }
    // A true-colour screen can use any number of pairs: keep memory bounded.
    if adjusted.count >= Self.rememberedPairs { adjusted.removeAll(keepingCapacity: true) }
    let readable = PackedStyle.pack(
      scheme.readableForeground(
        PackedStyle.unpack(text), on: PackedStyle.unpack(behind), depth: depth))
    adjusted[key] = readable
    return readable
  }

  /// Whether a cell shows a block element (U+2580–U+259F: UTF-8 E2 96
  /// 80–9F), which draws pixels, not text.
  static func isBlockElement(_ grapheme: PackedGrapheme) -> Bool {
    grapheme.high >> 56 == 3 && grapheme.low & 0xFFFF == 0x96E2
      && (0x80...0x9F).contains(grapheme.low >> 16 & 0xFF)
  }
}
