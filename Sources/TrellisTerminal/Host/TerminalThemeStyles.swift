import Trellis

/// A `Theme` as the terminal host draws with it: its default colours as
/// terminal colours, and each look resolved once per kind, class, part and
/// states rather than on every frame.
final class TerminalThemeStyles {
  /// The theme.
  let theme: Theme
  /// The text colour of views and runs that set none.
  let foreground: TerminalColor
  /// The colour behind views that set none.
  let background: TerminalColor
  private var looks: [LookKey: Look] = [:]
  /// Each role's terminal colour, resolved once: drawing maps a run's
  /// colours per run, and going through the `Theme` value each time
  /// (copying its palette and rules) cost 10 % of a page-down frame.
  private let roleColors: [ColorRole: TerminalColor]

  private struct LookKey: Hashable {
    let kind: ViewKind
    let styleClass: String?
    let part: ThemePart?
    let states: ViewStates
  }

  init(_ theme: Theme) {
    self.theme = theme
    foreground = TerminalColor(.role(.foreground), theme: theme)
    background = TerminalColor(.role(.background), theme: theme)
    roleColors = Dictionary(
      uniqueKeysWithValues: ColorRole.allCases.map { ($0, TerminalColor(.role($0), theme: theme)) })
  }

  /// The look of a view of `kind` (or of its `part`), remembered.
  func look(
    for kind: ViewKind, styleClass: String?, part: ThemePart?, states: ViewStates
  ) -> Look {
    let key = LookKey(kind: kind, styleClass: styleClass, part: part, states: states)
    if let look = looks[key] { return look }
    let look = theme.look(for: kind, styleClass: styleClass, part: part, states: states)
    // Kinds, classes and states are few; the bound only guards a host
    // fed endless invented class names.
    if looks.count >= 4_096 { looks = [:] }
    looks[key] = look
    return look
  }

  /// `color` as a terminal colour; `nil` stays `nil`.
  func color(_ color: Color?) -> TerminalColor? {
    switch color {
    case nil: nil
    case .named(let named): .ansi(named)
    case .rgb(let red, let green, let blue): .rgb(red, green, blue)
    case .role(let role): roleColors[role] ?? .default
    }
  }

  /// The cell style of `look` over `background`: its colours (the default
  /// text colour and `background` for those it leaves unset) and emphasis.
  func style(_ look: Look, background: TerminalColor) -> CellStyle {
    CellStyle(
      foreground: color(look.foreground).flatMap { $0 == .default ? nil : $0 } ?? foreground,
      background: color(look.background).flatMap { $0 == .default ? nil : $0 } ?? background,
      attributes: look.emphasis.map(TextAttributes.init) ?? [])
  }

  /// The cell style of a run of text over `background`.
  func style(_ run: TextStyle, background: TerminalColor) -> CellStyle {
    CellStyle(
      foreground: color(run.foreground) ?? foreground,
      background: color(run.background) ?? background,
      attributes: CellStyle.attributes(of: run), hyperlink: CellStyle.hyperlink(of: run))
  }
}
