/// Per-edge values for margin, padding, border and position (insets), as CSS writes them.
///
/// Each physical edge takes the most specific value that is set, in this order:
///
/// ```
///  left  : start (LTR) / end (RTL)  >  left   >  horizontal  >  all
///  right : end (LTR) / start (RTL)  >  right  >  horizontal  >  all
///  top   :                             top    >  vertical    >  all
///  bottom:                             bottom >  vertical    >  all
/// ```
///
/// An edge with no value is `0` for margin, padding and border, and "not set" for position.
/// ``Dimension/auto`` is meaningful for margins (auto margins absorb free space) and for
/// positions (the same as not set); elsewhere it counts as `0`.
public struct Edges: Sendable, Hashable {
  /// All four edges.
  public var all: Dimension?
  /// Left and right.
  public var horizontal: Dimension?
  /// Top and bottom.
  public var vertical: Dimension?
  /// The left edge.
  public var left: Dimension?
  /// The right edge.
  public var right: Dimension?
  /// The top edge.
  public var top: Dimension?
  /// The bottom edge.
  public var bottom: Dimension?
  /// The inline-start edge: left in LTR, right in RTL.
  public var start: Dimension?
  /// The inline-end edge: right in LTR, left in RTL.
  public var end: Dimension?

  /// Creates edges with the given values; unspecified edges are unset.
  public init(
    all: Dimension? = nil, horizontal: Dimension? = nil, vertical: Dimension? = nil,
    left: Dimension? = nil, right: Dimension? = nil, top: Dimension? = nil,
    bottom: Dimension? = nil, start: Dimension? = nil, end: Dimension? = nil
  ) {
    self.all = all
    self.horizontal = horizontal
    self.vertical = vertical
    self.left = left
    self.right = right
    self.top = top
    self.bottom = bottom
    self.start = start
    self.end = end
  }

  /// No edge set.
  public static let none = Edges()

  /// The same value on all four edges.
  public static func all(_ value: Dimension) -> Edges { Edges(all: value) }

  /// The value that applies to a physical edge for a resolved (LTR or RTL) direction, or
  /// `nil` when no value applies.
  public func value(for edge: PhysicalEdge, direction: Direction) -> Dimension? {
    let isRTL = direction == .rtl
    switch edge {
    case .left:
      return (isRTL ? end : start) ?? left ?? horizontal ?? all
    case .right:
      return (isRTL ? start : end) ?? right ?? horizontal ?? all
    case .top:
      return top ?? vertical ?? all
    case .bottom:
      return bottom ?? vertical ?? all
    }
  }
}

/// One of the four physical edges of a box.
public enum PhysicalEdge: Sendable, Hashable, CaseIterable {
  /// The left edge.
  case left
  /// The top edge.
  case top
  /// The right edge.
  case right
  /// The bottom edge.
  case bottom
}
