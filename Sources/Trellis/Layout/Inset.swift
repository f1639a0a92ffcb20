import TrellisLayout

/// Surrounds its content with space: ComponentKit's inset component.
///
/// ```
/// ┌─────────────┐
/// │   top       │
/// │ ┌─────────┐ │
/// │ │ content │ │
/// │ └─────────┘ │
/// └─────────────┘
/// ```
///
/// `content.padding(1)` is the same as `Inset(.init(all: 1)) { content }`.
///
/// An infinite inset pushes the content to the opposite edge, as in
/// ComponentKit: `Inset(EdgeInsets(leading: .infinity, trailing: 10))`
/// puts a 40-wide child of a 200-wide inset at x = 150.
public struct Inset<Content: Component>: Component, PrimitiveComponent {
  /// The space around the content.
  public let insets: EdgeInsets
  /// The content.
  public let content: Content

  /// Creates an inset component.
  public init(_ insets: EdgeInsets, @ComponentBuilder content: () -> Content) {
    self.insets = insets
    self.content = content()
  }

  init(insets: EdgeInsets, content: Content) {
    self.insets = insets
    self.content = content
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    style.padding = insets.edges
    builder.openNode(style: style)
    if insets.hasInfiniteEdge {
      // An infinite inset pushes the content to the opposite edge: an auto
      // margin on that side takes all the free space (ComponentKit's
      // semantics), weaker than the content's own margins.
      var decoration = Decoration()
      decoration.style.margin = insets.infiniteEdgesAsAutoMargins
      builder.addEach(content, decoratedWith: decoration)
    } else {
      builder.add(content)
    }
    builder.closeNode()
  }
}

extension Component {
  /// Adds space around the component.
  public func padding(_ insets: EdgeInsets) -> Inset<Self> {
    Inset(insets: insets, content: self)
  }

  /// Adds the same space on every side.
  public func padding(_ all: Double) -> Inset<Self> {
    Inset(insets: EdgeInsets(all: all), content: self)
  }

  /// Adds space horizontally and vertically.
  public func padding(horizontal: Double = 0, vertical: Double = 0) -> Inset<Self> {
    Inset(insets: EdgeInsets(horizontal: horizontal, vertical: vertical), content: self)
  }
}
