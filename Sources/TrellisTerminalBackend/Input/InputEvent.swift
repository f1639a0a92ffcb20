/// Something the user did, decoded from terminal input (or, for ``resize(_:)``,
/// reported by the system).
public enum InputEvent: Sendable, Hashable {
  /// A key, including typed text (one event per grapheme cluster).
  case key(KeyEvent)
  /// A mouse button, movement or wheel event (SGR or legacy encoding).
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste (mode 2004) is on, as one event. Line
  /// endings are normalised to `\n`. A very long paste, or one whose end marker is
  /// late (see ``InputDecoder/flushPending()``), arrives as several events; one
  /// whose end marker never comes ends after ``InputDecoder/pasteIdleTimeout``.
  case paste(String)
  /// The terminal window gained focus (mode 1004).
  case focusGained
  /// The terminal window lost focus (mode 1004).
  case focusLost
  /// The terminal was resized (SIGWINCH).
  case resize(TerminalSize)
  /// The terminal's answer to ``KittyKeyboardFlags/querySequence``: the
  /// enhancements currently in effect, which shows that it supports the protocol.
  case keyboardEnhancements(KittyKeyboardFlags)
}
