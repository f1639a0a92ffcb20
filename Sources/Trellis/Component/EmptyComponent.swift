/// A component that renders nothing and takes no space.
public struct EmptyComponent: Component, PrimitiveComponent {
  /// Creates an empty component.
  public init() {}

  func reduce(into builder: inout TreeBuilder) {}
}
