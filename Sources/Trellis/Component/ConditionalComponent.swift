/// One of two components, as built by ``ComponentBuilder`` from `if`/`else`
/// and `switch`.
public struct ConditionalComponent<First: Component, Second: Component>: Component,
  PrimitiveComponent
{
  /// Which branch was taken.
  enum Storage: Sendable {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  func reduce(into builder: inout TreeBuilder) {
    switch storage {
    case .first(let first): builder.add(first)
    case .second(let second): builder.add(second)
    }
  }
}

extension Optional: Component where Wrapped: Component {
  /// An optional component renders its value, or nothing.
  public var body: Never { fatalError("Optional is reduced by Trellis and has no body") }
}

extension Optional: PrimitiveComponent where Wrapped: Component {
  func reduce(into builder: inout TreeBuilder) {
    if let self { builder.add(self) }
  }
}
