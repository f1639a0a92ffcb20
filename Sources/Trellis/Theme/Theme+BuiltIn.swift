extension Theme {
  /// The default theme: the terminal's own colours, states shown by
  /// emphasis (focus in reverse video, disabled faint), accents in the
  /// named colours, so it follows the user's terminal theme.
  public static let dark = Theme(
    name: "dark",
    palette: [
      .accent: .blue, .muted: .brightBlack, .selection: .blue, .danger: .red, .success: .green,
      .warning: .yellow,
    ],
    rules: emphasisRules)

  /// Dark text on white, in RGB shades: every screen painted on a light
  /// background whatever the terminal's, states shown as in ``dark``.
  public static let light = Theme(
    name: "light",
    palette: [
      .foreground: .rgb(red: 36, green: 41, blue: 47),
      .background: .rgb(red: 255, green: 255, blue: 255),
      .accent: .rgb(red: 9, green: 105, blue: 218),
      .muted: .rgb(red: 101, green: 109, blue: 118),
      .border: .rgb(red: 140, green: 149, blue: 159),
      .selection: .rgb(red: 182, green: 215, blue: 255),
      .danger: .rgb(red: 207, green: 34, blue: 46),
      .success: .rgb(red: 26, green: 127, blue: 55),
      .warning: .rgb(red: 154, green: 103, blue: 0),
    ],
    rules: emphasisRules + [
      rule(.textField, part: .placeholder, Look(foreground: .muted)),
      rule(.textArea, part: .placeholder, Look(foreground: .muted)),
      rule(.dialog, part: .border, Look(foreground: .role(.border))),
      rule(.sheet, part: .border, Look(foreground: .role(.border))),
    ])

  /// The built-in themes by name.
  public static let builtIn: [Theme] = [.dark, .light]

  /// The looks both built-in themes share: states and parts shown by
  /// emphasis alone, which reads on any background and with no colour;
  /// the `primary` style class in the accent colour, bold.
  static let emphasisRules: [ThemeRule] = [
    rule(nil, part: .track, .emphasis(.dim)),
    // A selected row (a table's, the command palette's): the selection colour.
    rule(.container, states: .selected, Look(background: .selection)),
    ThemeRule(ThemeSelector(styleClass: "primary"), Look(foreground: .accent, emphasis: .bold)),
    rule(.button, states: .selected, .emphasis(.bold)),
    rule(.button, states: .focused, .emphasis(.reverse)),
    rule(.button, states: [.focused, .selected], .emphasis([.bold, .reverse])),
    rule(.button, states: .pressed, .emphasis([.bold, .reverse])),
    rule(.button, states: .disabled, .emphasis(.dim)),
    rule(.toggle, part: .indicator, states: .focused, .emphasis(.reverse)),
    rule(.toggle, part: .indicator, states: .disabled, .emphasis(.dim)),
    rule(.toggle, part: .indicator, states: [.focused, .disabled], .emphasis([.reverse, .dim])),
    rule(.slider, part: .knob, states: .focused, .emphasis([.bold, .reverse])),
    rule(.segmentedControl, states: .focused, .emphasis(.underline)),
    rule(.segmentedControl, part: .segment, states: .selected, .emphasis(.reverse)),
    rule(.textField, states: .focused, .emphasis(.underline)),
    rule(.textField, part: .placeholder, .emphasis(.dim)),
    rule(.textField, part: .selection, .emphasis(.reverse)),
    rule(.textField, states: .invalid, Look(foreground: .danger)),
    rule(.textArea, part: .placeholder, .emphasis(.dim)),
    rule(.textArea, part: .selection, .emphasis(.reverse)),
    rule(.textArea, states: .invalid, Look(foreground: .danger)),
    rule(.datePicker, part: .segment, states: [.focused, .selected], .emphasis(.reverse)),
    rule(.indexBar, Look(foreground: .accent)),
    rule(.indexBar, part: .segment, states: [.focused, .selected], .emphasis(.reverse)),
    rule(.indexBar, part: .separator, Look(foreground: .role(.foreground), emphasis: .dim)),
    rule(.indexBar, part: .separator, states: [.focused, .selected], .emphasis(.reverse)),
    rule(.badge, .emphasis([.bold, .reverse])),
    rule(.divider, Look(foreground: .role(.border))),
    rule(.dialog, part: .title, .emphasis(.bold)),
    rule(.sheet, part: .title, .emphasis(.bold)),
    rule(.keyCommandFooter, part: .key, .emphasis(.bold)),
    rule(.image, part: .label, .emphasis([.dim, .italic])),
    rule(.image, part: .border, .emphasis(.dim)),
  ]

  private static func rule(
    _ kind: ViewKind?, part: ThemePart? = nil, states: ViewStates = [], _ look: Look
  ) -> ThemeRule {
    ThemeRule(ThemeSelector(kind: kind, part: part, states: states), look)
  }
}
