/// A type-erased component: hides the concrete type of the component it
/// wraps, for heterogeneous collections and for returning different
/// component types from one function.
///
/// ```swift
/// func row(for item: Item) -> AnyComponent {
///   item.isHeader ? AnyComponent(Header(item)) : AnyComponent(Row(item))
/// }
/// ```
public struct AnyComponent: Component, PrimitiveComponent {
  /// The wrapped component.
  public let base: any Component

  /// Wraps a component; wrapping an `AnyComponent` does not nest.
  public init<C: Component>(_ component: C) {
    // Compare the types first: casting the value asks the runtime, and
    // every row a list builds comes through here.
    if C.self == AnyComponent.self, let any = component as? AnyComponent {
      self.base = any.base
    } else {
      self.base = component
    }
  }

  func reduce(into builder: inout TreeBuilder) {
    builder.add(base)
  }
}
