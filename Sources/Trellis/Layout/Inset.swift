import TrellisLayout

/// Surrounds its content with space: ComponentKit's inset component.
///
/// ```
/// ┌─────────────┐
/// │   top       │
/// │ ┌─────────┐ │
/// │ │ content │ │
/// │ └─────────┘ │
/// └─────────────┘
/// ```
///
/// `content.padding(…)` is CSS's padding instead (``Padding``): the content is
/// laid out by flexbox inside, and not stretched to an exact range's height.
///
/// The insets follow ComponentKit's rule (`CKInsetComponent`):
///
/// - The content may be as large as the inset's range less the finite insets;
///   on an axis whose two insets are finite it is also at least the range's
///   minimum less the insets, so in an exact range it fills the inside (a
///   10×10 block in `Inset(EdgeInsets(top: 10, bottom: 10))` exactly 300×300
///   is 280 high).
/// - An infinite inset pushes the content to the opposite edge, and the inset
///   takes the largest size its range allows on that axis:
///   `Inset(EdgeInsets(leading: .infinity, trailing: 10))` puts a 40-wide
///   child of a 200-wide inset at x = 150, and in the range 0…300 the inset is
///   300 wide. Infinite insets on both sides centre the content, and the
///   content keeps its own size on that axis.
///
/// Content made of several components (a block of statements) is laid out as
/// a vertical stack inside the insets, with flexbox.
public struct Inset<Content: Component>: Component, PrimitiveComponent {
  /// The space around the content.
  public let insets: EdgeInsets
  /// The content.
  public let content: Content

  /// Creates an inset component.
  public init(_ insets: EdgeInsets, @ComponentBuilder content: () -> Content) {
    self.insets = insets
    self.content = content()
  }

  func reduce(into builder: inout TreeBuilder) {
    // The finite insets are the node's padding; the rule places the content. With several
    // components inside, flexbox lays them out as a vertical stack, with the infinite
    // insets as auto margins.
    builder.openInsetNode(insets, around: content)
    builder.closeNode(layoutRule: .inset(infiniteEdges: .init(insets)))
  }
}

extension TreeBuilder {
  /// Opens a node whose padding is `insets`' finite edges and adds `content` to it; an
  /// infinite edge becomes an auto margin on each child, which takes all the free space on
  /// that side (weaker than the content's own margins). The caller closes the node: an
  /// ``Inset`` with ComponentKit's rule, a ``Padding`` as CSS padding.
  mutating func openInsetNode(
    _ insets: EdgeInsets, around content: some Component, metricStyle: MetricStyle? = nil
  ) {
    var style = Style()
    style.padding = insets.edges
    openNode(style: style, metricStyle: metricStyle)
    if insets.hasInfiniteEdge {
      var decoration = Decoration()
      decoration.style.margin = insets.infiniteEdgesAsAutoMargins
      addEach(content, decoratedWith: decoration)
    } else {
      add(content)
    }
  }
}
