public import Trellis

/// A foreground or background colour as a terminal understands it.
///
/// A colour is written at the best depth the terminal supports; see
/// ``downgraded(to:)`` and ``ColorDepth``.
public enum TerminalColor: Sendable, Hashable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the 16 themable colours.
  case ansi(ANSIColor)
  /// An entry of the 256-colour palette: 0–15 the ANSI colours, 16–231 a 6×6×6 colour
  /// cube, 232–255 a grey ramp.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(RGB)

  /// A 24-bit colour from its components.
  public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
    .rgb(RGB(red, green, blue))
  }

  /// The closest colour a terminal of `depth` can show.
  ///
  /// 24-bit colours go to the nearest entry of the xterm colour cube or grey ramp,
  /// and to the nearest of the 16 ANSI colours, compared by a perceptually weighted
  /// distance; palette entries go to the nearest ANSI colour; with
  /// ``ColorDepth/monochrome`` every colour becomes ``default``.
  public func downgraded(to depth: ColorDepth) -> TerminalColor {
    switch (self, depth) {
    case (.default, _), (_, .trueColor):
      return self
    case (_, .monochrome):
      return .default
    case (.ansi, _):
      return self
    case (.indexed(let index), .ansi256):
      return .indexed(index)
    case (.indexed(let index), .ansi16):
      if index < 16, let color = ANSIColor(rawValue: index) { return .ansi(color) }
      return .ansi(ColorPalette.nearestANSI(to: ColorPalette.rgb(ofIndex: index)))
    case (.rgb(let rgb), .ansi256):
      return .indexed(ColorPalette.nearestIndex(to: rgb))
    case (.rgb(let rgb), .ansi16):
      return .ansi(ColorPalette.nearestANSI(to: rgb))
    }
  }

  /// The shade this colour shows as in xterm's default palette, or `nil` for
  /// ``default``, whose shade only the terminal knows.
  public var resolvedRGB: RGB? {
    switch self {
    case .default: nil
    case .ansi(let color): color.defaultRGB
    case .indexed(let index): ColorPalette.rgb(ofIndex: index)
    case .rgb(let rgb): rgb
    }
  }
}
