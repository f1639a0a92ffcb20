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
  public var all: Dimension? { didSet { updateMask(0, all) } }
  /// Left and right.
  public var horizontal: Dimension? { didSet { updateMask(1, horizontal) } }
  /// Top and bottom.
  public var vertical: Dimension? { didSet { updateMask(2, vertical) } }
  /// The left edge.
  public var left: Dimension? { didSet { updateMask(3, left) } }
  /// The right edge.
  public var right: Dimension? { didSet { updateMask(4, right) } }
  /// The top edge.
  public var top: Dimension? { didSet { updateMask(5, top) } }
  /// The bottom edge.
  public var bottom: Dimension? { didSet { updateMask(6, bottom) } }
  /// The inline-start edge: left in LTR, right in RTL.
  public var start: Dimension? { didSet { updateMask(7, start) } }
  /// The inline-end edge: right in LTR, left in RTL.
  public var end: Dimension? { didSet { updateMask(8, end) } }

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
    for (bit, value) in [all, horizontal, vertical, left, right, top, bottom, start, end]
      .enumerated() where value != nil
    {
      mask |= 1 << bit
    }
  }

  /// One bit per edge that has a value, so that empty edges are recognised at once.
  private(set) var mask: UInt16 = 0

  private mutating func updateMask(_ bit: Int, _ value: Dimension?) {
    if value == nil {
      mask &= ~(1 << bit)
    } else {
      mask |= 1 << bit
    }
  }

  /// The bit of ``all`` in `mask`.
  static let allBit: UInt16 = 1

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
