/// A child with an overlay on top of it, sized to the child: ComponentKit's
/// `CKOverlayLayoutComponent`.
///
/// ```
///  ┌─ overlay (same frame) ────┐
///  │┌─ child ─────────────────┐│
///  ││                         ││
///  │└─────────────────────────┘│
///  └───────────────────────────┘
/// ```
///
/// The overlay comes last among the children, so hosts draw it above the child.
public struct OverlaySpec<Child: LayoutSpec, Overlay: LayoutSpec>: LayoutSpec {
  /// The child that decides the size.
  public var child: Child
  /// The spec stretched over the child.
  public var overlay: Overlay

  /// Creates an overlay spec.
  public init(child: () -> Child, overlay: () -> Overlay) {
    self.child = child()
    self.overlay = overlay()
  }

  /// Adds one node holding the child and the overlay (absolutely filling it).
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    let node = builder.addNode(style: Style())
    builder.addChild(child, to: node)
    builder.attachFilling(overlay, to: node)
    return node
  }
}
