import TrellisLayout

/// A length for sizes and positions: automatic, in the host's units, or a
/// percentage of the parent.
///
/// Integer and floating-point literals are lengths in the host's units:
/// `.frame(width: 20)`.
public enum Length: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// Determined by content and flexbox.
  case auto
  /// A fixed length in the host's units (cells, points).
  case points(Double)
  /// A percentage of the parent's size along the same axis.
  case percent(Double)

  /// A length in the host's units.
  public init(integerLiteral value: Int) {
    self = .points(Double(value))
  }

  /// A length in the host's units.
  public init(floatLiteral value: Double) {
    self = .points(value)
  }

  var dimension: Dimension {
    switch self {
    case .auto: .auto
    case .points(let value): .points(value)
    case .percent(let value): .percent(value)
    }
  }
}

extension EdgeInsets {
  var edges: Edges {
    Edges(
      left: .points(leading), right: .points(trailing), top: .points(top),
      bottom: .points(bottom))
  }
}
