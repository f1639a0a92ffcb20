/// A spec whose root node carries a name; made by ``LayoutSpec/named(_:)``.
public struct NamedSpec<Content: LayoutSpec>: LayoutSpec {
  /// The name to read the frame by.
  public var name: String
  /// The named spec.
  public var content: Content

  /// Creates a named spec.
  public init(name: String, content: Content) {
    self.name = name
    self.content = content
  }

  /// Builds the content and names its root.
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    let node = content.makeNode(in: &builder)
    builder.name(node, name)
    return node
  }
}
