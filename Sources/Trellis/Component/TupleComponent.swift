/// Several components side by side, as built by ``ComponentBuilder`` from
/// the statements of a block; its parent lays them out.
public struct TupleComponent<each C: Component>: Component, PrimitiveComponent {
  /// The components, in order.
  public let content: (repeat each C)

  /// Creates a group of components.
  public init(_ content: repeat each C) {
    self.content = (repeat each content)
  }

  func reduce(into builder: inout TreeBuilder) {
    for child in repeat each content {
      builder.add(child)
    }
  }
}
