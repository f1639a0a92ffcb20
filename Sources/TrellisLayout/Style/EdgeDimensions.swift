/// Per-edge values for margin, padding, border and position (insets), as CSS writes them:
/// a ``Dimension`` (points, percent or auto) per edge, or none.
///
/// These are declarations that layout resolves, which is what sets them apart from
/// Trellis's `EdgeInsets`: those are distances already in points, as ComponentKit's
/// inset component takes them.
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
///
/// `EdgeDimensions` is a value type. Its values live in copy-on-write storage that exists only
/// once some edge is set, so empty edges (the common case) are a single null reference, and
/// copying a ``Style`` never copies edge values.
public struct EdgeDimensions: Sendable, Hashable {
  /// The values; `nil` when no edge is set (never a box without a value).
  var storage: CopyOnWriteBox<EdgeValues>?

  /// All four edges.
  public var all: Dimension? {
    get { storage?.value.all }
    set { modify { $0.all = newValue } }
  }
  /// Left and right.
  public var horizontal: Dimension? {
    get { storage?.value.horizontal }
    set { modify { $0.horizontal = newValue } }
  }
  /// Top and bottom.
  public var vertical: Dimension? {
    get { storage?.value.vertical }
    set { modify { $0.vertical = newValue } }
  }
  /// The left edge.
  public var left: Dimension? {
    get { storage?.value.left }
    set { modify { $0.left = newValue } }
  }
  /// The right edge.
  public var right: Dimension? {
    get { storage?.value.right }
    set { modify { $0.right = newValue } }
  }
  /// The top edge.
  public var top: Dimension? {
    get { storage?.value.top }
    set { modify { $0.top = newValue } }
  }
  /// The bottom edge.
  public var bottom: Dimension? {
    get { storage?.value.bottom }
    set { modify { $0.bottom = newValue } }
  }
  /// The inline-start edge: left in LTR, right in RTL.
  public var start: Dimension? {
    get { storage?.value.start }
    set { modify { $0.start = newValue } }
  }
  /// The inline-end edge: right in LTR, left in RTL.
  public var end: Dimension? {
    get { storage?.value.end }
    set { modify { $0.end = newValue } }
  }

  /// Creates edges with the given values; unspecified edges are unset.
  public init(
    all: Dimension? = nil, horizontal: Dimension? = nil, vertical: Dimension? = nil,
    left: Dimension? = nil, right: Dimension? = nil, top: Dimension? = nil,
    bottom: Dimension? = nil, start: Dimension? = nil, end: Dimension? = nil
  ) {
    let values = EdgeValues(
      all: all, horizontal: horizontal, vertical: vertical, left: left, right: right, top: top,
      bottom: bottom, start: start, end: end)
    storage = values.mask == 0 ? nil : CopyOnWriteBox(values)
  }

  /// No edge set.
  public static let none = EdgeDimensions()

  /// The same value on all four edges.
  public static func all(_ value: Dimension) -> EdgeDimensions { EdgeDimensions(all: value) }

  /// The value that applies to a physical edge for a resolved (LTR or RTL) direction, or
  /// `nil` when no value applies.
  public func value(for edge: PhysicalEdge, direction: Direction) -> Dimension? {
    storage?.value.value(edge, direction)
  }

  /// Whether no edge is set.
  var isEmpty: Bool { storage == nil }

  private mutating func modify(_ change: (inout EdgeValues) -> Void) {
    CopyOnWriteBox.modify(&storage, default: EdgeValues(), change)
  }
}

/// The values of an ``EdgeDimensions`` with at least one edge set.
struct EdgeValues: Sendable, Hashable {
  var all: Dimension? { didSet { updateMask(0, all) } }
  var horizontal: Dimension? { didSet { updateMask(1, horizontal) } }
  var vertical: Dimension? { didSet { updateMask(2, vertical) } }
  var left: Dimension? { didSet { updateMask(3, left) } }
  var right: Dimension? { didSet { updateMask(4, right) } }
  var top: Dimension? { didSet { updateMask(5, top) } }
  var bottom: Dimension? { didSet { updateMask(6, bottom) } }
  var start: Dimension? { didSet { updateMask(7, start) } }
  var end: Dimension? { didSet { updateMask(8, end) } }

  /// One bit per edge that has a value, so that the common forms (nothing, or only ``all``)
  /// are recognised at once.
  private(set) var mask: UInt16 = 0

  /// The bit of ``all`` in `mask`.
  static let allBit: UInt16 = 1

  init() {}

  init(
    all: Dimension?, horizontal: Dimension?, vertical: Dimension?, left: Dimension?,
    right: Dimension?, top: Dimension?, bottom: Dimension?, start: Dimension?, end: Dimension?
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
    // Observers do not run in an initialiser.
    updateMask(0, all)
    updateMask(1, horizontal)
    updateMask(2, vertical)
    updateMask(3, left)
    updateMask(4, right)
    updateMask(5, top)
    updateMask(6, bottom)
    updateMask(7, start)
    updateMask(8, end)
  }

  private mutating func updateMask(_ bit: UInt16, _ value: Dimension?) {
    if value == nil {
      mask &= ~(1 << bit)
    } else {
      mask |= 1 << bit
    }
  }

  /// The value that applies to a physical edge (see ``EdgeDimensions/value(for:direction:)``).
  @inline(__always)
  func value(_ edge: PhysicalEdge, _ direction: Direction) -> Dimension? {
    if mask == Self.allBit { return all }
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

/// The old name of ``EdgeDimensions``, renamed so that it is not taken for Trellis's
/// `EdgeInsets` (distances in points, resolved).
@available(*, deprecated, renamed: "EdgeDimensions")
public typealias Edges = EdgeDimensions
