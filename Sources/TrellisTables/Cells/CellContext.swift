/// What a cell knows about where it is shown when it is built.
public struct CellContext: Sendable, Hashable {
  /// The width the row is laid out in.
  public var width: Double
  /// Whether the row is selected.
  public var isSelected: Bool

  /// Creates a context.
  public init(width: Double, isSelected: Bool = false) {
    self.width = width
    self.isSelected = isSelected
  }
}
