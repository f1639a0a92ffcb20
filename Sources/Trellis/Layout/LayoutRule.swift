import TrellisLayout

/// How a ComponentKit layout component lays out its one child, when ComponentKit's rule is
/// not flexbox's: the node's children are then laid out by the rule (see
/// `CustomLayoutFunction`) instead of the flex algorithm. Each case holds only what the
/// node's style does not: an inset's finite insets are its padding.
enum LayoutRule: Sendable, Hashable {
  /// `CKInsetComponent`: the edges whose inset is infinite (see ``InsetRule``).
  case inset(infiniteEdges: InfiniteEdges)
  /// `CKCenterLayoutComponent` (see ``CenterRule``).
  case center(CenterAxes, CenterSizing)
  /// `CKRatioLayoutComponent`, height ÷ width (see ``RatioRule``).
  case ratio(heightToWidth: Double)
  /// `CKBackgroundLayoutComponent` and `CKOverlayLayoutComponent`: the content is laid out
  /// in the node's own range and the node takes its size; the layer behind or in front is
  /// absolutely positioned, so it fills that size and never moves the content.
  case layers

  /// The edges of an inset that are infinite.
  struct InfiniteEdges: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let top = InfiniteEdges(rawValue: 1)
    static let leading = InfiniteEdges(rawValue: 2)
    static let bottom = InfiniteEdges(rawValue: 4)
    static let trailing = InfiniteEdges(rawValue: 8)

    init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    init(_ insets: EdgeInsets) {
      var edges: InfiniteEdges = []
      if insets.top.isInfinite { edges.insert(.top) }
      if insets.leading.isInfinite { edges.insert(.leading) }
      if insets.bottom.isInfinite { edges.insert(.bottom) }
      if insets.trailing.isInfinite { edges.insert(.trailing) }
      self = edges
    }
  }

  /// The rule as the layout engine runs it.
  var function: CustomLayoutFunction {
    switch self {
    case .inset(let edges):
      return { InsetRule.layout(&$0, infiniteEdges: edges) }
    case .center(let axes, let sizing):
      return { CenterRule.layout(&$0, axes: axes, sizing: sizing) }
    case .ratio(let ratio):
      return { RatioRule.layout(&$0, heightToWidth: ratio) }
    case .layers:
      return { Self.layOutLayers(&$0) }
    }
  }

  /// The content takes the node's range; the node takes the content's size, even one that
  /// overflows the range (`CKBackgroundLayoutComponent` returns its content's size as is), so
  /// the layers always cover the content exactly.
  private static func layOutLayers(_ context: inout CustomLayoutContext) -> LayoutSize {
    context.keepsSizeOutsideRange = true
    var size = LayoutSize.zero
    for child in 0..<context.childCount {
      let childSize = context.measure(child: child, in: context.range)
      context.place(child: child, x: 0, y: 0, size: childSize)
      size.width = max(size.width, childSize.width)
      size.height = max(size.height, childSize.height)
    }
    return size
  }
}
