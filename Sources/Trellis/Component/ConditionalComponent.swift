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
    // The branch is part of the position: state in one branch is never
    // handed to a component of the other.
    case .first(let first): builder.add(first, atPosition: 0)
    case .second(let second): builder.add(second, atPosition: 1)
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
