/// Distances from the four edges of a rectangle, in points, for padding and insets
/// (ComponentKit's insets).
///
/// An infinite edge in an ``Inset`` or a margin pushes the content to the other edge,
/// as in ComponentKit. The layout engine's per-edge declarations — points, percent
/// or auto, with CSS's logical and shorthand edges — are `TrellisLayout`'s `EdgeDimensions`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible, AttributeValue {
  /// Distance from the top edge.
  public var top: Double
  /// Distance from the leading (left) edge.
  public var leading: Double
  /// Distance from the bottom edge.
  public var bottom: Double
  /// Distance from the trailing (right) edge.
  public var trailing: Double

  /// Creates insets from the four distances.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same distance from every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// One distance horizontally, another vertically.
  public init(horizontal: Double = 0, vertical: Double = 0) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// `top leading bottom trailing`.
  public var description: String {
    "\(formatted(top)) \(formatted(leading)) \(formatted(bottom)) \(formatted(trailing))"
  }
}
