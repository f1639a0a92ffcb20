/// A node's laid-out border box: origin relative to its parent's border box, and size.
///
/// ```
///  parent ┌──────────────────────────┐
///         │   (x, y)                 │
///         │     ┌───────────┐ ▲      │
///         │     │   node    │ height │
///         │     └───────────┘ ▼      │
///         │     ◀── width ──▶        │
///         └──────────────────────────┘
/// ```
public struct LayoutFrame: Sendable, Hashable, CustomStringConvertible {
  /// Distance from the parent's left border edge to this node's left border edge.
  public var x: Double
  /// Distance from the parent's top border edge to this node's top border edge.
  public var y: Double
  /// The border-box width.
  public var width: Double
  /// The border-box height.
  public var height: Double

  /// Creates a frame.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The frame at the origin with no size.
  public static let zero = LayoutFrame(x: 0, y: 0, width: 0, height: 0)

  /// The frame's size.
  public var size: LayoutSize { LayoutSize(width: width, height: height) }

  /// `x`, `y`, `width` × `height`.
  public var description: String { "(\(x), \(y), \(width) × \(height))" }
}

/// A width and a height.
public struct LayoutSize: Sendable, Hashable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size.
  public static let zero = LayoutSize(width: 0, height: 0)

  /// `width` × `height`.
  public var description: String { "\(width) × \(height)" }
}
