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
  /// The selected characters of a text field or area.
  var selection: Range<Int> = 0..<0

  /// Plain text over the view's background.
  var plain: CellStyle { CellStyle(background: background) }

  /// `style` with the view's background unless it sets its own.
  func style(
    foreground: TerminalColor = .default, attributes: TextAttributes = [],
    background override: TerminalColor? = nil
  ) -> CellStyle {
    CellStyle(
      foreground: foreground, background: override ?? background, attributes: attributes)
  }
}
