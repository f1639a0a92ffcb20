/// The fonts text is measured with, in the order a browser falls back
/// through them: the primary family, then each fallback (such as one for
/// CJK), then the emoji font. A grapheme cluster is drawn with the first
/// font that has every character it shows, as the CSS font list decides
/// in Chromium; a cluster with U+FE0F (❤️, 1️⃣) asks for the emoji font
/// first.
///
/// A chain is shared by every ``ProportionalTextMeasurer`` made from it,
/// whatever their size, with one bounded cache of shaped text. It is
/// immutable and safe to use from any thread.
///
/// A web host serves each family's ``FontFamily/files`` as `@font-face`
/// rules and sets `font-family` to the families' names in this order, so
/// the page falls back the same way.
public final class FontFallbackChain: Sendable {
  /// The text families, primary first.
  public let families: [FontFamily]
  /// The color emoji family, if any.
  public let emoji: FontFamily?
  /// Every family, the emoji one last; a font's index in this list is how
  /// clusters name their font.
  let fonts: [FontFamily]
  /// Shaped advances, shared by measurers of every size.
  let cache = ShapeCache()
  /// The font of each ASCII character in each style, found once: most
  /// text is mostly ASCII.
  let asciiFonts: [FaceStyle: [UInt8]]

  /// A chain of `primary`, then `fallbacks` in order, then `emoji`.
  public init(primary: FontFamily, fallbacks: [FontFamily] = [], emoji: FontFamily? = nil) {
    families = [primary] + fallbacks.prefix(Int(UInt8.max) - 1)
    self.emoji = emoji
    let fonts = families + (emoji.map { [$0] } ?? [])
    self.fonts = fonts
    var asciiFonts: [FaceStyle: [UInt8]] = [:]
    for style in FaceStyle.allCases {
      asciiFonts[style] = (0..<128).map { scalar in
        ClusterTraits.font(
          for: [UInt32(scalar)], style: style, emoji: false, fonts: fonts,
          emojiIndex: emoji == nil ? nil : fonts.count - 1)
      }
    }
    self.asciiFonts = asciiFonts
  }

  /// The family names for CSS `font-family`, in fallback order, emoji last.
  public var cssFontFamilies: [String] { fonts.map(\.name) }

  /// The index in ``fonts`` of the emoji family, if there is one.
  var emojiIndex: Int? { emoji == nil ? nil : fonts.count - 1 }
}
