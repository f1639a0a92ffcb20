/// A cell position on the screen, column and row from 0.
public struct CursorPosition: Sendable, Hashable {
  /// The column, from 0 at the left.
  public var x: Int
  /// The row, from 0 at the top.
  public var y: Int

  /// Creates a position.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}
