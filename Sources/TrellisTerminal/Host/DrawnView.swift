import Foundation
import Trellis

/// What a view kind's drawing function gets: the view's attributes, where it
/// is on screen, and the host state that changes its look.
struct DrawnView {
  let kind: ViewKind
  let attributes: Attributes
  /// The view's cells in screen coordinates (the canvas clips to what shows).
  let frame: CellRect
  /// The background behind the view: its own, or its nearest ancestor's.
  let background: TerminalColor
  /// Whether the view has keyboard focus.
  let isFocused: Bool
  /// Whether a mouse button is held down on the view.
  let isPressed: Bool
  /// The caret of a text field or area, in characters.
  let caret: Int
  /// The date picker field being edited.
  let dateField: Int
  /// Counts animation ticks, for activity indicators.
  let animationFrame: Int
  /// The zone dates are shown in.
  let timeZone: TimeZone
  /// The theme the view is drawn with.
  let theme: TerminalThemeStyles
  /// The selected characters of a text field or area.
  var selection: Range<Int> = 0..<0

  /// Plain text over the view's background, in the theme's text colour.
  var plain: CellStyle {
    CellStyle(foreground: theme.foreground(on: background), background: background)
  }

  /// The states the view is in: focused and pressed from the host, the
  /// rest from its attributes.
  var states: ViewStates {
    var states = attributes.viewStates
    if isFocused { states.insert(.focused) }
    if isPressed { states.insert(.pressed) }
    return states
  }

  /// The theme's look for the view, or for its `part`, in its states and
  /// `adding` (a part's own: the chosen segment is `.selected`).
  func look(_ part: ThemePart? = nil, adding extra: ViewStates = []) -> Look {
    theme.look(
      for: kind, styleClass: attributes[.styleClass], part: part, states: states.union(extra))
  }

  /// The cell style of `look` over the view's background; a `foreground`
  /// or `background` given (a tint: the component's own) wins over the
  /// look's.
  func style(
    _ look: Look, foreground: TerminalColor? = nil, background override: TerminalColor? = nil
  ) -> CellStyle {
    var style = theme.style(look, background: background)
    if let foreground { style.foreground = foreground }
    if let override { style.background = override }
    return style
  }

  /// The cell style of a run of text over the view's background.
  func style(_ run: TextStyle) -> CellStyle { theme.style(run, background: background) }

  /// The view's tint (``AttributeKey/tint``) as a terminal colour.
  var tint: TerminalColor? { theme.color(attributes[.tint]) }
}
