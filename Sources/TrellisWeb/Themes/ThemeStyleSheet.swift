public import Trellis

/// A `Theme` as a CSS style sheet (see <doc:ImagesAndThemes>):
/// its palette as custom properties on `:root` (`--t-accent`, and the
/// named colours' shades, `--t-red`), which runs and backgrounds of a
/// named or role colour take (so they follow the theme and the scheme); a
/// readable text colour for each run background; its rules as CSS rules
/// over the classes and data attributes the page gives each view.
///
/// Everything written comes from typed values: colours from their bytes
/// (`#rrggbb`) or a role's or named colour's fixed name; kinds, states and
/// parts from fixed tables; a style class only inside a CSS string with
/// every character but letters, digits, `-` and `_` escaped. A theme file
/// holding `</style>` or `url(javascript:…)` can only ever name a style
/// class, which then matches nothing.
public enum ThemeStyleSheet {
  /// The style sheet of `theme` drawn in `scheme`.
  public static func css(for theme: Theme, scheme: WebColorScheme) -> String {
    var css = "/* Trellis theme: generated from typed values */\n"
    css += ":root {\n  color-scheme: \(scheme.rawValue);\n"
    css += variables(for: scheme, theme: theme)
    css += "}\n"
    css += readableTextRules(for: scheme, theme: theme)
    for rule in ordered(theme.rules) {
      guard let selector = selector(for: rule.selector) else { continue }
      let declarations = declarations(for: rule.look, part: rule.selector.part)
      // A border is drawn over the view's edge, never inside its box: a
      // CSS border would move every child view (positioned from the
      // padding box) off the frame the server gave it.
      let lines = declarations.filter { !isBorderLine($0) }
      if !lines.isEmpty { css += "\(selector) { \(lines.joined(separator: "; ")); }\n" }
      let border = declarations.filter(isBorderLine)
      if !border.isEmpty, rule.selector.part == nil {
        css += "\(selector)::before { \((borderOverlay + border).joined(separator: "; ")); }\n"
      }
    }
    return css
  }

  /// A border declaration other than its radius (which the view keeps, to
  /// round its background; the overlay inherits it).
  private static func isBorderLine(_ declaration: String) -> Bool {
    declaration.hasPrefix("border-") && !declaration.hasPrefix("border-radius")
  }

  /// What makes a view's `::before` its border: over the whole frame, above
  /// the view's own background, taking no room and no pointer.
  static let borderOverlay = [
    "content: \"\"", "position: absolute", "inset: 0", "pointer-events: none",
    "border-radius: inherit",
  ]

  /// The custom properties of `scheme`'s page colours, under `theme`'s
  /// palette when given: one `--t-name: #rrggbb;` line per role and named
  /// colour, and `--t-control` for the page's chrome.
  static func variables(for scheme: WebColorScheme, theme: Theme? = nil) -> String {
    var lines = ""
    for role in ColorRole.allCases {
      lines += "  --t-\(role.rawValue): \(resolved(.role(role), theme: theme, scheme: scheme));\n"
    }
    for named in ANSIColor.allCases {
      lines += "  --t-\(named.description): \(WebPalette.color(of: named, in: scheme));\n"
    }
    lines += "  --t-control: \(WebPalette.controlBackground(in: scheme));\n"
    return lines
  }

  /// A colour as CSS: a role or named colour as its custom property, RGB
  /// as `#rrggbb`.
  static func value(of color: Color) -> String {
    switch color {
    case .rgb(let red, let green, let blue):
      RGBColor(red: red, green: green, blue: blue).description
    case .named(let named): "var(--t-\(named.description))"
    case .role(let role): "var(--t-\(role.rawValue))"
    }
  }

  /// The rules in the order the theme lays them over each other (see
  /// `Theme`): weakest first, so that in CSS, where every rule
  /// written here is equally specific, the later one wins as in the theme.
  static func ordered(_ rules: [ThemeRule]) -> [ThemeRule] {
    func strength(_ states: ViewStates) -> Int {
      ViewStates.named.lastIndex(where: { states.contains($0.state) }).map { $0 + 1 } ?? 0
    }
    func specificity(_ selector: ThemeSelector) -> [Int] {
      [
        strength(selector.states), selector.states.rawValue.nonzeroBitCount,
        selector.styleClass == nil ? 0 : 1, selector.kind == nil ? 0 : 1,
      ]
    }
    return rules.enumerated().sorted { left, right in
      let (a, b) = (specificity(left.element.selector), specificity(right.element.selector))
      return a != b ? a.lexicographicallyPrecedes(b) : left.offset < right.offset
    }.map(\.element)
  }
}
