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
    // Each statement's position is part of the identity of the stateful
    // components it holds, so written siblings need no keys.
    var position = 0
    for child in repeat each content {
      builder.add(child, atPosition: position)
      position += 1
    }
  }
}
