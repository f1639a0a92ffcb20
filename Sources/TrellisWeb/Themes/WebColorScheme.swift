public import Trellis

/// Light or dark: what the page's `prefers-color-scheme` reports, and
/// what a theme's colours are drawn on.
public enum WebColorScheme: String, Sendable, Hashable, CaseIterable {
  /// Dark text on a light background.
  case light
  /// Light text on a dark background.
  case dark

  /// The scheme `theme` draws in: dark when its background resolves to a
  /// dark RGB colour, light when to a light one; `fallback` (the page's)
  /// when the background is the host's own, as `Theme.dark`'s
  /// is: such a theme follows the page, as it follows a terminal's colours.
  public static func of(_ theme: Theme, fallback: WebColorScheme) -> WebColorScheme {
    guard case .rgb(let red, let green, let blue)? = theme.resolve(.background) else {
      return fallback
    }
    // Relative luminance, roughly (Rec. 709 weights on the gamma values).
    let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
    return luminance < 128 ? .dark : .light
  }
}

/// What the page reports about its display (the `display` message): its
/// colour scheme and device pixel ratio.
public struct WebDisplay: Sendable, Hashable {
  /// The page's `prefers-color-scheme`.
  public var colorScheme: WebColorScheme
  /// Device pixels per CSS pixel (`devicePixelRatio`).
  public var pixelRatio: Double

  /// A display.
  public init(colorScheme: WebColorScheme, pixelRatio: Double) {
    self.colorScheme = colorScheme
    self.pixelRatio = pixelRatio
  }
}
