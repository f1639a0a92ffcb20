/// How a host draws the built-in views: a palette of colour roles and the
/// looks of each view kind, style class and state. Colours are
/// host-neutral; a terminal shows them as ANSI, 256 or true colours, a
/// pixel host as RGB.
///
/// A host asks the theme for a view's ``Look`` with
/// ``look(for:styleClass:part:states:)``. The theme resolves it from its
/// ``rules``, weakest first, each setting what it names over the rules
/// before it:
///
/// 1. rules for any view (`*`), then for the view's kind (`button`);
/// 2. rules for its style class (``Component/styleClass(_:)``),
///    `.primary` then `button.primary`;
/// 3. rules for its states (`button:focused`): a rule naming a stronger
///    state (selected < focused < pressed < invalid < disabled) wins,
///    then one naming more states (`focused+selected` over `focused`);
/// 4. of rules alike, the later one.
///
/// A part (``ThemePart``, a slider's knob) takes the view's look, then the
/// rules for the part over it, its emphasis added to the view's. Explicit
/// modifiers on the component win over the theme: a run's colours, a
/// ``Component/backgroundColor(_:)``, a tint.
///
/// ```swift
/// var theme = Theme.dark
/// theme.rules.append(
///   ThemeRule(ThemeSelector(kind: .button, styleClass: "primary"),
///             Look(foreground: .accent, emphasis: .bold)))
/// let look = theme.look(for: .button, styleClass: "primary", states: .focused)
/// ```
public struct Theme: Hashable, Sendable, CustomStringConvertible {
  /// The theme's name (`dark`, `light`, a theme file's `name`).
  public var name: String
  /// The colour of each role. A role without one is the host's own: a
  /// terminal's default text colour and background, no colour for the
  /// others. An entry may name another role (`border: muted`).
  public var palette: [ColorRole: Color]
  /// The looks, in the order they were written (see the resolution order
  /// above).
  public var rules: [ThemeRule]

  /// Creates a theme.
  public init(name: String, palette: [ColorRole: Color] = [:], rules: [ThemeRule] = []) {
    self.name = name
    self.palette = palette
    self.rules = rules
  }

  /// The theme's name.
  public var description: String { name }

  /// The look of a view of `kind`, with `styleClass`, in `states`; of its
  /// `part` when given. Fields still unset are the host's defaults.
  public func look(
    for kind: ViewKind, styleClass: String? = nil, part: ThemePart? = nil,
    states: ViewStates = []
  ) -> Look {
    let view = resolve(kind: kind, styleClass: styleClass, part: nil, states: states)
    guard let part else { return view }
    let own = resolve(kind: kind, styleClass: styleClass, part: part, states: states)
    var look = own.over(view)
    if view.emphasis != nil || own.emphasis != nil {
      look.emphasis = (view.emphasis ?? []).union(own.emphasis ?? [])
    }
    return look
  }

  /// The colour `color` shows as under this theme: a role resolved through
  /// the palette (following roles that name roles), or `nil` when the role
  /// is the host's own; any other colour as it is.
  public func resolve(_ color: Color) -> Color? {
    var color = color
    // Each step names another role: more steps than roles is a cycle.
    for _ in 0...ColorRole.allCases.count {
      guard case .role(let role) = color else { return color }
      guard let next = palette[role] else { return nil }
      color = next
    }
    return nil
  }

  /// The theme with every colour taken out, only emphasis and border lines
  /// left, for hosts asked to show no colour (`NO_COLOR`): a state whose
  /// look was colours alone is shown in reverse instead, so focus and
  /// selection stay visible.
  public var withoutColors: Theme {
    let visibleStates: ViewStates = [.focused, .pressed, .selected]
    let rules = rules.map { rule in
      var stripped = ThemeRule(rule.selector, rule.look.withoutColors)
      let hadColors = stripped.look != rule.look
      if hadColors, !rule.selector.states.isDisjoint(with: visibleStates),
        stripped.look.emphasis ?? [] == []
      {
        stripped.look.emphasis = .reverse
      }
      return stripped
    }
    return Theme(name: name, palette: [:], rules: rules)
  }

  /// The rules matching a view (or its `part`), weakest first, laid over
  /// each other.
  private func resolve(
    kind: ViewKind, styleClass: String?, part: ThemePart?, states: ViewStates
  ) -> Look {
    let matching = rules.indices.filter {
      rules[$0].selector.matches(kind: kind, styleClass: styleClass, part: part, states: states)
    }
    guard !matching.isEmpty else { return Look() }
    let ordered = matching.sorted { left, right in
      let (a, b) = (rules[left].selector.specificity, rules[right].selector.specificity)
      return a != b ? a < b : left < right
    }
    return ordered.reduce(Look()) { look, index in rules[index].look.over(look) }
  }
}
