import TrellisLayout

/// Places its children at fixed positions: ComponentKit's static layout
/// component. Position each child with ``Component/position(x:y:)``;
/// children without a position sit at the top-left corner.
///
/// ```swift
/// Absolute {
///   Text("A").position(x: 0, y: 0)
///   Text("B").position(x: 10, y: 2)
/// }
/// .frame(width: 20, height: 4)
/// ```
public struct Absolute<Content: Component>: Component, PrimitiveComponent {
  /// The children.
  public let content: Content

  /// Creates an absolute layout.
  public init(@ComponentBuilder content: () -> Content) {
    self.content = content()
  }

  func reduce(into builder: inout TreeBuilder) {
    builder.openNode(style: Style())
    // Every child leaves the flow; those with `.position` override the
    // offsets, the rest stay at the corner.
    var pinned = Decoration()
    pinned.style.positionType = .absolute
    builder.addEach(content, decoratedWith: pinned)
    builder.closeNode()
  }
}
