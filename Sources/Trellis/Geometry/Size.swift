/// A width and a height in the host's units.
public struct Size: Hashable, Sendable, CustomStringConvertible, AttributeValue {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No width and no height.
  public static let zero = Size(width: 0, height: 0)

  /// `W×H`.
  public var description: String { "\(formatted(width))x\(formatted(height))" }
}
