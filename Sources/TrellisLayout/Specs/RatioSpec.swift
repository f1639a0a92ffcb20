/// A child with a fixed height-to-width ratio, ComponentKit's `CKRatioLayoutComponent`.
///
/// ```
///  ratio 0.5 at width 200      ratio 2 at width 100
///  ┌──────────────────┐        ┌────────┐
///  │                  │ 100    │        │
///  └──────────────────┘        │        │ 200
///                              │        │
///                              └────────┘
/// ```
///
/// The ratio is height ÷ width, as in ComponentKit (CSS's `aspect-ratio` is the inverse).
/// The spec takes the width it is offered (or its child's) and derives the height; the child
/// fills it. A ratio that is not a positive finite number is ignored: the spec then sizes to
/// its child. Stretching wins over the ratio, as in CSS: in a horizontal stack that stretches
/// its items (the default), the spec takes the line's height; give it another alignment
/// (`.alignSelf(.flexStart)`) to keep the ratio there.
public struct RatioSpec<Child: LayoutSpec>: LayoutSpec {
  /// Height divided by width.
  public var ratio: Double
  /// The child that fills the spec.
  public var child: Child

  /// Creates a ratio spec.
  public init(_ ratio: Double, child: () -> Child) {
    self.ratio = ratio
    self.child = child()
  }

  /// Adds one node with the aspect ratio; the child stretches to fill it.
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    var style = Style()
    style.flexDirection = .column
    if ratio.isFinite && ratio > 0 { style.aspectRatio = 1 / ratio }
    let node = builder.addNode(style: style)
    let childNode = child.makeNode(in: &builder)
    builder.tree.updateStyle(of: childNode) { $0.flexGrow = 1 }
    builder.attach(childNode, to: node)
    return node
  }
}
