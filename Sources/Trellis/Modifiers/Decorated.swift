/// A component with modifiers that decorate the first node it produces
/// (size, flex, tags, handlers), without adding a node of their own.
public struct Decorated<Content: Component>: Component, PrimitiveComponent {
  let content: Content
  let decoration: Decoration

  func reduce(into builder: inout TreeBuilder) {
    builder.decorate(decoration)
    builder.add(content)
  }
}

extension Component {
  /// This component with `change` applied to a fresh decoration.
  func decorated(_ change: (inout Decoration) -> Void) -> Decorated<Self> {
    var decoration = Decoration()
    change(&decoration)
    return Decorated(content: self, decoration: decoration)
  }
}
