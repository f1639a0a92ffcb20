/// A key on the keyboard, independent of modifiers.
public enum Key: Sendable, Hashable {
  /// A key that types a character: letters, digits, punctuation, space, and any
  /// text (one grapheme cluster). With Control, the letter is lowercase
  /// (`Ctrl-A` is `.character("a")` with ``KeyModifiers/control``).
  case character(Character)
  /// Enter (Return).
  case enter
  /// Tab; Shift-Tab is `.tab` with ``KeyModifiers/shift``.
  case tab
  /// Backspace.
  case backspace
  /// Escape.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// A function key, F1 to F35.
  case function(Int)
  /// A key the kitty keyboard protocol reported that has no name here (a media
  /// key, a lone modifier key, …), by its kitty key code.
  case unidentified(UInt32)
}
