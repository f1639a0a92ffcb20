public import Trellis

extension KeyPress {
  /// The core's key press for a terminal key event, or `nil` for keys the core
  /// has no name for (Insert, unidentified kitty keys). Alt, Control and Shift
  /// carry over — Shift only for keys that are not characters, since the
  /// character already says what Shift typed; Meta, Hyper and the lock keys
  /// do not.
  public init?(_ event: KeyEvent) {
    let key: KeyPress.Key
    switch event.key {
    case .character(let character): key = .character(character)
    case .enter: key = .enter
    case .tab: key = .tab
    case .backspace: key = .backspace
    case .escape: key = .escape
    case .up: key = .up
    case .down: key = .down
    case .left: key = .left
    case .right: key = .right
    case .home: key = .home
    case .end: key = .end
    case .pageUp: key = .pageUp
    case .pageDown: key = .pageDown
    case .delete: key = .delete
    case .function(let number): key = .function(number)
    case .insert, .unidentified: return nil
    }
    var modifiers: KeyPress.Modifiers = []
    // Shift is already in the character typed ("Q", "?"), so it is dropped
    // from character keys: a binding for `KeyPress("Q")` matches whether the
    // terminal reports Shift (the kitty protocol) or not (legacy input).
    let isCharacter = if case .character = key { true } else { false }
    if event.modifiers.contains(.shift) && !isCharacter { modifiers.insert(.shift) }
    if event.modifiers.contains(.control) { modifiers.insert(.control) }
    if event.modifiers.contains(.alt) { modifiers.insert(.alt) }
    self.init(key, modifiers: modifiers)
  }
}
