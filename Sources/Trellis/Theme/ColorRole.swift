/// A colour named by what it is for, which the ``Theme`` a host draws with
/// gives a colour (``Theme/palette``): text is ``foreground``, focus and
/// links are ``accent``, an error is ``danger``.
public enum ColorRole: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Text.
  case foreground
  /// Behind everything.
  case background
  /// What draws the eye: links, the focused control, a tint.
  case accent
  /// Secondary text: hints, placeholders, faint chrome.
  case muted
  /// Borders and rules.
  case border
  /// The background of selected text or rows.
  case selection
  /// Errors and destructive actions.
  case danger
  /// Success.
  case success
  /// Warnings.
  case warning

  /// The role's name, as theme files spell it.
  public var description: String { rawValue }
}
