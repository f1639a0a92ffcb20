/// A sequence of components of one type, as built by ``ComponentBuilder``
/// from a `for`-`in` loop.
///
/// Its elements are all written at one place and follow the data's order,
/// so give them distinct keys with ``Component/key(_:)`` when they hold
/// state; without keys a ``BuildIssue/duplicateScope(type:key:parent:)`` is
/// reported.
public struct ComponentArray<Element: Component>: Component, PrimitiveComponent {
  /// The components, in order.
  public let elements: [Element]

  /// Creates a sequence of components.
  public init(_ elements: [Element]) {
    self.elements = elements
  }

  func reduce(into builder: inout TreeBuilder) {
    for element in elements {
      builder.add(element)
    }
  }
}

/// Builds one component for each element of a collection.
///
/// ```swift
/// ForEach(posts) { post in PostRow(post: post).key(post.id) }
/// ```
public struct ForEach<Data: RandomAccessCollection & Sendable, Content: Component>: Component,
  PrimitiveComponent
where Data.Element: Sendable {
  /// The elements.
  public let data: Data
  /// Makes the component of one element.
  public let content: @Sendable (Data.Element) -> Content

  /// Creates one component per element of `data`.
  public init(
    _ data: Data, @ComponentBuilder content: @escaping @Sendable (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  func reduce(into builder: inout TreeBuilder) {
    for element in data {
      builder.add(content(element))
    }
  }
}
