import Foundation

extension Theme {
  /// The colour of text that sets none of its own, drawn on `background`:
  /// the theme's text colour (``ColorRole/foreground``) or its background
  /// colour (``ColorRole/background``), whichever has more contrast with
  /// `background` — light text on a black panel in a light theme, dark
  /// text on a bright yellow highlight in a dark one. Every host follows
  /// this rule for a run with a background and no text colour, and for the
  /// text inside a view with a ``Component/backgroundColor(_:)``.
  ///
  /// What a colour looks like is the host's: `shade` gives the RGB a host
  /// shows a colour as (a role through this theme's palette, else the
  /// host's own page or terminal colour; a named colour in the host's
  /// palette).
  ///
  /// ```swift
  /// let text = Theme.light.readableText(on: .named(.black)) { color in
  ///   switch Theme.light.resolve(color) {
  ///   case .rgb(let red, let green, let blue): (red, green, blue)
  ///   default: (0, 0, 0)  // black, as a terminal shows it
  ///   }
  /// }
  /// // text == .background: the light theme's white reads on black
  /// ```
  public func readableText(
    on background: Color, shade: (Color) -> (red: UInt8, green: UInt8, blue: UInt8)
  ) -> ColorRole {
    ColorRole.readableText(
      foreground: shade(.role(.foreground)), background: shade(.role(.background)),
      on: shade(background))
  }
}

extension ColorRole {
  /// ``foreground`` when text in `foreground` has at least as much
  /// contrast with `behind` as text in `background` has, else
  /// ``background`` (WCAG 2 contrast ratios of sRGB shades).
  public static func readableText(
    foreground: (red: UInt8, green: UInt8, blue: UInt8),
    background: (red: UInt8, green: UInt8, blue: UInt8),
    on behind: (red: UInt8, green: UInt8, blue: UInt8)
  ) -> ColorRole {
    let under = luminance(behind)
    func contrast(_ shade: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
      let value = luminance(shade)
      return (max(value, under) + 0.05) / (min(value, under) + 0.05)
    }
    return contrast(foreground) >= contrast(background) ? .foreground : .background
  }

  /// The relative luminance of an sRGB shade, 0 (black) to 1 (white).
  private static func luminance(_ shade: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
    func linear(_ component: UInt8) -> Double {
      let value = Double(component) / 255
      return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(shade.red) + 0.7152 * linear(shade.green) + 0.0722 * linear(shade.blue)
  }
}
