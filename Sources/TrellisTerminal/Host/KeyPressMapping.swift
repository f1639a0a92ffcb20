public import Trellis

extension KeyPress {
  /// The core's key press for a terminal key event. Alt, Control and Shift
  /// carry over — Shift only for keys that are not characters, since the
  /// character already says what Shift typed; Meta, Hyper and the lock keys
  /// do not.
  public init(_ event: KeyEvent) {
    var modifiers: KeyPress.Modifiers = []
    // Shift is already in the character typed ("Q", "?"), so it is dropped
    // from character keys: a key command for `KeyPress("Q")` matches whether the
    // terminal reports Shift (the kitty protocol) or not (legacy input).
    let isCharacter = if case .character = event.key { true } else { false }
    if event.modifiers.contains(.shift) && !isCharacter { modifiers.insert(.shift) }
    if event.modifiers.contains(.control) { modifiers.insert(.control) }
    if event.modifiers.contains(.alt) { modifiers.insert(.alt) }
    self.init(event.key, modifiers: modifiers)
  }
}
