import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Theme resolution")
struct ThemeResolutionTests {
  static func rule(
    _ kind: ViewKind? = nil, styleClass: String? = nil, part: ThemePart? = nil,
    states: ViewStates = [], _ look: Look
  ) -> ThemeRule {
    ThemeRule(ThemeSelector(kind: kind, styleClass: styleClass, part: part, states: states), look)
  }

  /// One rule per level, each setting the foreground, so the winner shows.
  static let layered = Theme(
    name: "layered",
    rules: [
      rule(states: .focused, Look(foreground: .yellow)),
      rule(.button, styleClass: "primary", Look(foreground: .magenta)),
      rule(styleClass: "primary", Look(foreground: .cyan)),
      rule(.button, Look(foreground: .green, emphasis: .bold)),
      rule(nil, Look(foreground: .red, background: .black)),
    ])

  @Test("kind < class < state: the more specific rule wins, whatever the order written")
  func themeResolvesKindThenClassThenState() {
    let theme = Self.layered
    #expect(theme.look(for: .text).foreground == .red)
    #expect(theme.look(for: .button).foreground == .green)
    #expect(theme.look(for: .text, styleClass: "primary").foreground == .cyan)
    #expect(theme.look(for: .button, styleClass: "primary").foreground == .magenta)
    #expect(theme.look(for: .button, styleClass: "primary", states: .focused).foreground == .yellow)
  }

  @Test("a rule sets only what it names: the rest comes from the rules under it")
  func rulesMergeFieldByField() {
    let look = Self.layered.look(for: .button, styleClass: "primary", states: .focused)
    #expect(look == Look(foreground: .yellow, background: .black, emphasis: .bold))
  }

  @Test("the stronger state wins, then the rule naming more states, then the later rule")
  func statesOrderByStrengthThenCount() {
    let theme = Theme.dark
    #expect(theme.look(for: .button, states: .focused).emphasis == .reverse)
    #expect(theme.look(for: .button, states: [.focused, .selected]).emphasis == [.bold, .reverse])
    #expect(theme.look(for: .button, states: [.focused, .pressed]).emphasis == [.bold, .reverse])
    #expect(theme.look(for: .button, states: [.focused, .selected, .disabled]).emphasis == .dim)
    let later = Theme(
      name: "later",
      rules: [
        Self.rule(.button, states: .focused, .emphasis(.bold)),
        Self.rule(.button, states: .focused, .emphasis(.underline)),
      ])
    #expect(later.look(for: .button, states: .focused).emphasis == .underline)
  }

  @Test("the built-in themes draw the primary class in the accent colour, bold")
  func builtInThemesHaveAPrimaryClass() {
    for theme in Theme.builtIn {
      let look = theme.look(for: .button, styleClass: "primary")
      #expect(look == Look(foreground: .accent, emphasis: .bold), "\(theme)")
      #expect(
        theme.look(for: .button, styleClass: "primary", states: .focused).emphasis == .reverse)
    }
    #expect(Theme.dark.withoutColors.look(for: .text, styleClass: "primary") == .emphasis(.bold))
  }

  @Test("a part takes its view's look, its emphasis added to the view's")
  func partsInheritTheViewLook() {
    let theme = Theme.dark
    let placeholder = theme.look(for: .textField, part: .placeholder, states: .focused)
    #expect(placeholder.emphasis == [.underline, .dim])
    let invalid = theme.look(for: .textField, part: .selection, states: [.focused, .invalid])
    #expect(invalid == Look(foreground: .danger, emphasis: [.underline, .reverse]))
    #expect(theme.look(for: .slider, part: .knob).emphasis == nil)
    #expect(theme.look(for: .slider, part: .knob, states: .focused).emphasis == [.bold, .reverse])
  }

  @Test("roles resolve through the palette, following roles that name roles; a cycle is nil")
  func rolesResolveThroughThePalette() {
    #expect(Theme.dark.resolve(.accent) == .blue)
    #expect(Theme.dark.resolve(.role(.foreground)) == nil)
    #expect(Theme.dark.resolve(.red) == .red)
    let chained = Theme(name: "chained", palette: [.border: .muted, .muted: .gray])
    #expect(chained.resolve(.role(.border)) == .gray)
    let cycle = Theme(name: "cycle", palette: [.border: .muted, .muted: .role(.border)])
    #expect(cycle.resolve(.role(.border)) == nil)
  }

  @Test("without colours, a state shown only by colour is shown in reverse")
  func noColorKeepsStatesVisible() {
    let colourOnly = Theme(
      name: "colour only", palette: [.accent: .blue],
      rules: [
        Self.rule(.button, states: .focused, Look(background: .accent)),
        Self.rule(.button, states: .disabled, Look(foreground: .muted)),
        Self.rule(.button, states: .selected, Look(foreground: .accent, emphasis: .bold)),
      ])
    let plain = colourOnly.withoutColors
    #expect(plain.palette.isEmpty)
    #expect(plain.look(for: .button, states: .focused) == .emphasis(.reverse))
    #expect(plain.look(for: .button, states: .selected) == .emphasis(.bold))
    #expect(plain.look(for: .button, states: .disabled) == Look())
    let light = Theme.light.withoutColors
    #expect(light.look(for: .container, states: .selected) == .emphasis(.reverse))
    #expect(light.look(for: .textField, part: .placeholder) == .emphasis(.dim))
    #expect(light.look(for: .dialog, part: .border) == Look())
  }

  @Test("the light theme shows every state the dark one does, by the same emphasis")
  func lightAndDarkShareTheirEmphasis() {
    for kind in [ViewKind.button, .toggle, .textField, .segmentedControl, .slider] {
      for part in [nil] + ThemePart.builtIn {
        for states in [ViewStates(), .focused, .pressed, .selected, .disabled, .invalid] {
          #expect(
            Theme.light.look(for: kind, part: part, states: states).emphasis
              == Theme.dark.look(for: kind, part: part, states: states).emphasis,
            "\(kind)/\(part?.name ?? "-"):\(states)")
        }
      }
    }
  }

  @Test("a style class and the invalid mark reach the view's attributes")
  func styleClassAndInvalidAreAttributes() {
    let host = HeadlessHost(size: Size(width: 20, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(
      Button("Save") {}.styleClass("primary").invalid().attribute(.selected, true))
    let attributes = host.mountedViews.first { $0.kind == .button }?.attributes
    #expect(attributes?[.styleClass] == "primary")
    #expect(attributes?.viewStates == [.invalid, .selected])
  }
}
