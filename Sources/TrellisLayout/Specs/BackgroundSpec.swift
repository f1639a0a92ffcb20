/// A child with a background behind it, sized to the child: ComponentKit's
/// `CKBackgroundLayoutComponent`.
///
/// ```
///  ┌─ background (same frame) ─┐
///  │┌─ child ─────────────────┐│
///  ││                         ││
///  │└─────────────────────────┘│
///  └───────────────────────────┘
/// ```
///
/// The background comes first among the children, so hosts draw it below the child.
public struct BackgroundSpec<Child: LayoutSpec, Background: LayoutSpec>: LayoutSpec {
  /// The child that decides the size.
  public var child: Child
  /// The spec stretched behind the child.
  public var background: Background

  /// Creates a background spec.
  public init(child: () -> Child, background: () -> Background) {
    self.child = child()
    self.background = background()
  }

  /// Adds one node holding the background (absolutely filling it) and the child.
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    let node = builder.addNode(style: Style())
    builder.attachFilling(background, to: node)
    builder.addChild(child, to: node)
    return node
  }
}

extension SpecTreeBuilder {
  /// Builds `spec` and attaches it to `parent` positioned absolutely on all four edges, so
  /// it takes exactly the parent's frame without affecting its size.
  mutating func attachFilling(_ spec: some LayoutSpec, to parent: NodeID) {
    let node = spec.makeNode(in: &self)
    tree.updateStyle(of: node) { style in
      style.positionType = .absolute
      style.position = .all(.points(0))
      style.width = .auto
      style.height = .auto
    }
    attach(node, to: parent)
  }
}
