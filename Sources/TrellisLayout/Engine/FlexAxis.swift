/// Axis arithmetic on resolved flex directions (after RTL has swapped `row` and
/// `rowReverse`).
extension FlexDirection {
  /// The direction a row actually runs in for the given inline direction.
  @inline(__always)
  func resolved(for direction: Direction) -> FlexDirection {
    guard direction == .rtl else { return self }
    switch self {
    case .row: return .rowReverse
    case .rowReverse: return .row
    case .column, .columnReverse: return self
    }
  }

  /// The cross axis of a resolved main axis.
  @inline(__always)
  func crossAxis(for direction: Direction) -> FlexDirection {
    isColumn ? FlexDirection.row.resolved(for: direction) : .column
  }

  /// Whether items start at the right or bottom edge.
  @inline(__always)
  var isReversed: Bool { self == .rowReverse || self == .columnReverse }

  /// The physical edge items start from.
  @inline(__always)
  var startEdge: PhysicalEdge {
    switch self {
    case .column: return .top
    case .columnReverse: return .bottom
    case .row: return .left
    case .rowReverse: return .right
    }
  }

  /// The physical edge items end at.
  @inline(__always)
  var endEdge: PhysicalEdge {
    switch self {
    case .column: return .bottom
    case .columnReverse: return .top
    case .row: return .right
    case .rowReverse: return .left
    }
  }
}

extension Direction {
  /// The direction a node uses: its own unless ``inherit``, else its parent's (never
  /// ``inherit`` for a resolved parent).
  @inline(__always)
  func resolved(inheriting parent: Direction) -> Direction {
    self == .inherit ? (parent == .inherit ? .ltr : parent) : self
  }
}
