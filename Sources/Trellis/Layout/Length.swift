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
  /// The insets as flexbox lengths; an infinite inset is 0 (padding cannot
  /// be infinite — ``Inset`` turns it into an auto margin on its content).
  var edges: EdgeDimensions {
    func length(_ value: Double) -> Dimension { value.isInfinite ? .points(0) : .points(value) }
    return EdgeDimensions(
      left: length(leading), right: length(trailing), top: length(top), bottom: length(bottom))
  }

  /// The insets as flexbox margins: an infinite inset is an auto margin,
  /// which takes all the free space on that side and pushes the component
  /// to the opposite edge, as ComponentKit's inset does.
  var marginEdges: EdgeDimensions {
    func length(_ value: Double) -> Dimension { value.isInfinite ? .auto : .points(value) }
    return EdgeDimensions(
      left: length(leading), right: length(trailing), top: length(top), bottom: length(bottom))
  }

  /// Whether any inset is infinite.
  var hasInfiniteEdge: Bool {
    top.isInfinite || leading.isInfinite || bottom.isInfinite || trailing.isInfinite
  }

  /// Auto margins on the infinite edges only, 0 elsewhere.
  var infiniteEdgesAsAutoMargins: EdgeDimensions {
    func length(_ value: Double) -> Dimension { value.isInfinite ? .auto : .points(0) }
    return EdgeDimensions(
      left: length(leading), right: length(trailing), top: length(top), bottom: length(bottom))
  }
}
