import TrellisLayout

/// A component that renders nothing and takes no space — until a modifier
/// gives it some: `EmptyComponent().frame(width: 4, height: 2).tag("gap")`
/// is an empty box of that size, with a view for its tag.
public struct EmptyComponent: Component, PrimitiveComponent {
  /// Creates an empty component.
  public init() {}

  func reduce(into builder: inout TreeBuilder) {
    // Modifiers (a frame, a tag, a background) need a node to apply to:
    // an empty one, with nothing inside.
    guard builder.hasPendingDecoration else { return }
    builder.openNode(style: Style())
    builder.closeNode()
  }
}
