/// A direction: horizontal (a row) or vertical (a column).
public enum Axis: String, Hashable, Sendable, AttributeValue {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// The axis' name.
  public var description: String { rawValue }
}
