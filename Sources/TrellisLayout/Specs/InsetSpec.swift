/// A child with space around it, ComponentKit's `CKInsetComponent`.
///
/// ```
///  ┌───────────────┐
///  │   top         │
///  │ s ┌───────┐ e │
///  │   │ child │   │
///  │   └───────┘   │
///  │   bottom      │
///  └───────────────┘
/// ```
///
/// An infinite inset (`.infinity`) keeps the child at its intrinsic size on that axis and
/// pushes it away from that edge: infinite on both sides of an axis centres it; on one side
/// moves it to the other. With no space to spare, an infinite inset counts as `0`. A NaN or
/// negative finite inset counts as `0`.
public struct InsetSpec<Child: LayoutSpec>: LayoutSpec {
  /// The space around the child.
  public var insets: SpecInsets
  /// The inset child.
  public var child: Child

  /// Creates an inset spec.
  public init(_ insets: SpecInsets, child: () -> Child) {
    self.insets = insets
    self.child = child()
  }

  /// Adds one node for the inset with the child inside it.
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    var style = Style()
    style.flexDirection = .column
    let node = builder.addNode(style: style)
    let childNode = child.makeNode(in: &builder)
    builder.tree.updateStyle(of: childNode) { childStyle in
      // Auto margins absorb free space: exactly the "infinite inset" behaviour, and they
      // stop the cross-axis stretch so the child keeps its intrinsic size.
      childStyle.margin.top = Self.margin(insets.top)
      childStyle.margin.bottom = Self.margin(insets.bottom)
      childStyle.margin.start = Self.margin(insets.start)
      childStyle.margin.end = Self.margin(insets.end)
    }
    builder.attach(childNode, to: node)
    return node
  }

  private static func margin(_ inset: Double) -> Dimension {
    if inset == .infinity { return .auto }
    return inset.isFinite && inset > 0 ? .points(inset) : .points(0)
  }
}
