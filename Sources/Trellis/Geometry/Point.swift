/// A position in the host's units (terminal cells, points), `y` downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible, AttributeValue {
  /// Horizontal position.
  public var x: Double
  /// Vertical position.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// `(x, y)`.
  public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}

/// A number without a trailing `.0` when it is whole, for dumps and
/// descriptions.
func formatted(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int(value))
  }
  return String(value)
}
