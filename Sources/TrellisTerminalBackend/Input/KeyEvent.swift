public import Trellis

/// A key press (or, with the kitty protocol, a repeat or release).
public struct KeyEvent: Sendable, Hashable {
  /// Whether a key went down, auto-repeated, or came up.
  public enum Kind: Sendable, Hashable {
    /// The key was pressed. Legacy terminal input reports only presses.
    case press
    /// The key is held and auto-repeating (kitty protocol).
    case `repeat`
    /// The key was released (kitty protocol).
    case release
  }

  /// The key.
  public var key: KeyPress.Key
  /// The modifiers held.
  public var modifiers: TerminalModifiers
  /// Press, repeat or release.
  public var kind: Kind
  /// The text the key produces, when the terminal reports it separately (kitty's
  /// associated text); `nil` otherwise.
  public var text: String?

  /// Creates a key event.
  public init(
    _ key: KeyPress.Key, modifiers: TerminalModifiers = [], kind: Kind = .press, text: String? = nil
  ) {
    self.key = key
    self.modifiers = modifiers
    self.kind = kind
    self.text = text
  }

  /// Whether this is Ctrl-C going down (or repeating): the interrupt, which
  /// `TerminalRunLoop` turns into quitting before any component sees it,
  /// which jumps ahead of queued input, and which ends a stuck paste's
  /// hold on the keyboard (see ``InputDecoder``).
  public var isInterrupt: Bool {
    kind != .release && modifiers.contains(.control) && key == .character("c")
  }
}
