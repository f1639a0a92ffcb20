/// A mouse button.
public enum MouseButton: Sendable, Hashable {
  /// The primary button.
  case left
  /// The middle button (or wheel click).
  case middle
  /// The secondary button.
  case right
  /// An extra button (8 and up; 8 and 9 are usually Back and Forward).
  case extra(Int)
}

/// A direction of wheel scrolling.
public enum ScrollDirection: Sendable, Hashable {
  /// Wheel away from the user.
  case up
  /// Wheel towards the user.
  case down
  /// Horizontal scroll to the left.
  case left
  /// Horizontal scroll to the right.
  case right
}

/// A mouse event at a cell of the screen.
public struct MouseEvent: Sendable, Hashable {
  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// A button went down.
    case press(MouseButton)
    /// A button came up. Legacy (non-SGR) reporting cannot tell which; it reports
    /// `.release(nil)`.
    case release(MouseButton?)
    /// The mouse moved with a button held (reported with tracking mode 1002 or 1003).
    case drag(MouseButton)
    /// The mouse moved with no button held (mode 1003 only).
    case move
    /// The wheel turned.
    case scroll(ScrollDirection)
  }

  /// What happened.
  public var kind: Kind
  /// The column, from 0 at the left.
  public var column: Int
  /// The row, from 0 at the top.
  public var row: Int
  /// Shift, Alt (Meta in xterm's mouse encoding) and Control.
  public var modifiers: TerminalModifiers

  /// Creates a mouse event.
  public init(_ kind: Kind, column: Int, row: Int, modifiers: TerminalModifiers = []) {
    self.kind = kind
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
