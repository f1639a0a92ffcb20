import Foundation
import Trellis

extension ThemeStyleSheet {
  /// The classes the page gives a run, a view's background or a tint of a
  /// named or role colour (`t-fg-accent`, `t-bg-yellow`, `t-tint-red`; see
  /// <doc:TheWireFormat>): each takes its colour's custom property, so it
  /// follows the theme and the scheme as the palette does. As specific as
  /// an id and a class, an explicit colour wins over the theme's rules (all
  /// `#trellis-root :where(…)`), as it does on the terminal. Every name
  /// comes from the typed roles and named colours.
  static var colorClassRules: String {
    var css = ""
    let names = ColorRole.allCases.map(\.rawValue) + ANSIColor.allCases.map(\.description)
    for name in names {
      css += "#trellis-root .t-fg-\(name), #trellis-root .t-tint-\(name) "
      css += "{ color: var(--t-\(name)); }\n"
      css += "#trellis-root .t-bg-\(name) { background-color: var(--t-\(name)); }\n"
    }
    return css
  }

  /// For a run with a named or role background and no text colour of its
  /// own (a highlight): the text in the theme's foreground or background,
  /// whichever has more contrast with that background in `scheme` — the
  /// web's side of the terminal's readable colours. Views are left to the
  /// theme's rules.
  static func readableTextRules(for scheme: WebColorScheme, theme: Theme? = nil) -> String {
    let foreground = resolved(.role(.foreground), theme: theme, scheme: scheme)
    let background = resolved(.role(.background), theme: theme, scheme: scheme)
    var css = ""
    for color in ColorRole.allCases.map(Color.role) + ANSIColor.allCases.map(Color.named) {
      let behind = resolved(color, theme: theme, scheme: scheme)
      let text =
        foreground.contrast(with: behind) >= background.contrast(with: behind)
        ? "foreground" : "background"
      css +=
        "#trellis-root .t-bg-\(color.description):not(.t-view):not([data-fg]) "
        + "{ color: var(--t-\(text)); }\n"
    }
    return css
  }

  /// `color` as RGB in `scheme`: a role through `theme`'s palette, else the
  /// page's own shade.
  static func resolved(_ color: Color, theme: Theme?, scheme: WebColorScheme) -> RGBColor {
    switch theme?.resolve(color) ?? color {
    case .rgb(let red, let green, let blue): RGBColor(red: red, green: green, blue: blue)
    case .named(let named): WebPalette.color(of: named, in: scheme)
    case .role(let role): WebPalette.color(of: role, in: scheme)
    }
  }
}

extension RGBColor {
  /// The relative luminance, 0 (black) to 1 (white), as WCAG defines it.
  var luminance: Double {
    func linear(_ component: UInt8) -> Double {
      let value = Double(component) / 255
      return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG contrast ratio with `other`, 1 to 21, in either order.
  func contrast(with other: RGBColor) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
