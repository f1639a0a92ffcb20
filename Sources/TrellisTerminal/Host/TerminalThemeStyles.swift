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
    color.map { TerminalColor($0, theme: theme) }
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
    CellStyle(run, background: background, foreground: foreground, theme: theme)
  }
}
