/// The result of laying out a ``LayoutSpec``: the laid-out tree and the named nodes' frames.
public struct SpecLayout: Sendable {
  /// The laid-out tree (mutate it and lay it out again for incremental updates).
  public var tree: LayoutTree
  /// The spec's root node.
  public let root: NodeID
  /// Nodes named with ``LayoutSpec/named(_:)``.
  public let names: [String: NodeID]
  /// Problems met while building the tree (see ``SpecTreeBuilder``).
  public let issues: [LayoutTreeError]

  /// Creates a result; ``LayoutSpec/layout(width:height:direction:pointScaleFactor:)`` makes
  /// these.
  public init(
    tree: LayoutTree, root: NodeID, names: [String: NodeID], issues: [LayoutTreeError] = []
  ) {
    self.tree = tree
    self.root = root
    self.names = names
    self.issues = issues
  }

  /// The size of the whole layout.
  public var size: LayoutSize { tree.frame(of: root).size }

  /// The frame of the node named `name`, relative to the root's origin, or `nil` for an
  /// unknown name.
  public func frame(named name: String) -> LayoutFrame? {
    guard let node = names[name] else { return nil }
    return tree.absoluteFrame(of: node)
  }
}
