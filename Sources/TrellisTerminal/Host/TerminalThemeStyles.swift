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

  /// The colours the terminal is taken to show, which decide what reads.
  let scheme: TerminalColorScheme
  /// Text colours for text that sets none, by the background under it
  /// (see ``foreground(on:)``).
  private var readableForegrounds: [TerminalColor: TerminalColor] = [:]

  init(_ theme: Theme, scheme: TerminalColorScheme = .dark) {
    self.theme = theme
    self.scheme = scheme
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

  /// The colour of text that sets none of its own over `background`: the
  /// theme's text colour over its own background, and over any other the
  /// theme's text or background colour, whichever reads better on it
  /// (`Theme.readableText(on:shade:)`) — a view's background colour
  /// makes the text inside it readable, in a light theme as in a dark one.
  func foreground(on background: TerminalColor) -> TerminalColor {
    if background == self.background { return foreground }
    if let known = readableForegrounds[background] { return known }
    let role = ColorRole.readableText(
      foreground: shade(foreground, isForeground: true),
      background: shade(self.background, isForeground: false),
      on: shade(background, isForeground: false))
    var text = foreground
    if role == .background {
      // The terminal's default background is no text colour: its shade is.
      text = self.background == .default ? .rgb(scheme.background) : self.background
    }
    // Backgrounds are the theme's few colours; the bound only guards a
    // screen of endless RGB panels.
    if readableForegrounds.count >= 256 { readableForegrounds = [:] }
    readableForegrounds[background] = text
    return text
  }

  private func shade(_ color: TerminalColor, isForeground: Bool) -> (
    red: UInt8, green: UInt8, blue: UInt8
  ) {
    let rgb = scheme.resolve(color, isForeground: isForeground)
    return (rgb.red, rgb.green, rgb.blue)
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

  /// `color` as the background of a view: as ``color(_:)``, except that a
  /// role the theme gives no colour of its own (the terminal's default
  /// text colour, `.default`) is that text colour's shade — as a
  /// background, `.default` is the terminal's background, and a chip of
  /// the text colour would be the page. The background role stays the
  /// terminal's background. `nil` stays `nil`.
  func backgroundColor(_ color: Color?) -> TerminalColor? {
    guard let mapped = self.color(color) else { return nil }
    guard mapped == .default, case .role(let role) = color, role != .background else {
      return mapped
    }
    return .rgb(scheme.foreground)
  }

  /// The cell style of `look` over `background`: its colours (the default
  /// text colour and `background` for those it leaves unset) and emphasis.
  func style(_ look: Look, background: TerminalColor) -> CellStyle {
    CellStyle(
      foreground: color(look.foreground).flatMap { $0 == .default ? nil : $0 }
        ?? self.foreground(on: background),
      background: color(look.background).flatMap { $0 == .default ? nil : $0 } ?? background,
      attributes: look.emphasis.map(TextAttributes.init) ?? [])
  }

  /// The cell style of a run of text over `background`.
  func style(_ run: TextStyle, background: TerminalColor) -> CellStyle {
    CellStyle(
      foreground: color(run.foreground) ?? foreground(on: color(run.background) ?? background),
      background: color(run.background) ?? background,
      attributes: CellStyle.attributes(of: run), hyperlink: CellStyle.hyperlink(of: run))
  }
}
