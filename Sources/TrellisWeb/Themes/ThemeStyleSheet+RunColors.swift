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

  /// For a run or a view with a named or role background and no text
  /// colour of its own (a highlight, a coloured panel): the text in the
  /// theme's foreground or background, whichever has more contrast with
  /// that background in `scheme` (``Theme/readableText(on:shade:)``, the
  /// rule every host follows). A view passes it on to the views inside it
  /// that set no colour; chrome that paints its own background (a button,
  /// a field) sets its own text colour.
  static func readableTextRules(for scheme: WebColorScheme, theme: Theme? = nil) -> String {
    var css = ""
    let resolvedTheme = theme ?? Theme(name: "page")
    for color in ColorRole.allCases.map(Color.role) + ANSIColor.allCases.map(Color.named) {
      let text = resolvedTheme.readableText(on: color) { color in
        let shade = resolved(color, theme: theme, scheme: scheme)
        return (shade.red, shade.green, shade.blue)
      }
      css +=
        "#trellis-root .t-bg-\(color.description):not([data-fg]):not([data-tint]) "
        + "{ color: var(--t-\(text.rawValue)); }\n"
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
