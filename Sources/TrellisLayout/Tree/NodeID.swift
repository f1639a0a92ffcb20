/// Identifies a node of a ``LayoutTree``.
///
/// Identifiers are handed out by ``LayoutTree/addNode(style:)`` and stay valid for the life
/// of the tree (nodes are never renumbered). An identifier is only meaningful for the tree
/// that created it.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The node's position in its tree's storage, in creation order.
  public let index: Int

  /// Creates an identifier for the node at `index` of a tree's storage.
  init(_ index: Int) {
    self.index = index
  }

  /// Orders identifiers by creation.
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }

  /// `#` followed by the index.
  public var description: String { "#\(index)" }
}
