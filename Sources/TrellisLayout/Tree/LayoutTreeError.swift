/// Why a change to a ``LayoutTree``'s structure was refused. The tree is left unchanged.
public enum LayoutTreeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The identifier does not name a node of this tree.
  case unknownNode(NodeID)
  /// The child already has a parent; remove it from there first.
  case alreadyHasParent(child: NodeID, parent: NodeID)
  /// Adding the child would make a node its own ancestor.
  case cycle(child: NodeID, parent: NodeID)
  /// The node is not a child of the given parent.
  case notAChild(child: NodeID, parent: NodeID)
  /// An insertion or move index outside `0...childCount`.
  case indexOutOfRange(index: Int, childCount: Int)
  /// A node with a measure function is a leaf and cannot take children, and a node with
  /// children cannot take a measure function.
  case measuredNodeCannotHaveChildren(NodeID)

  /// A sentence saying what was wrong.
  public var description: String {
    switch self {
    case .unknownNode(let node):
      return "node \(node) does not belong to this tree"
    case .alreadyHasParent(let child, let parent):
      return "node \(child) already has parent \(parent)"
    case .cycle(let child, let parent):
      return "adding \(child) to \(parent) would create a cycle"
    case .notAChild(let child, let parent):
      return "node \(child) is not a child of \(parent)"
    case .indexOutOfRange(let index, let count):
      return "index \(index) is outside 0...\(count)"
    case .measuredNodeCannotHaveChildren(let node):
      return "node \(node) has a measure function and cannot have children"
    }
  }
}
