/// Identifies a node of a ``LayoutTree``.
///
/// Identifiers are handed out by ``LayoutTree/addNode(style:)`` and stay valid until the node
/// is removed with ``LayoutTree/removeNode(_:)``. A removed node's storage slot is reused by
/// a later node, which gets a new identifier: the old one keeps naming the removed node, so
/// the tree reports it as unknown instead of confusing it with the new node. An identifier is
/// only meaningful for the tree that created it.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The storage slot (32 bits, so that an identifier fits in 8 bytes).
  let slot: UInt32
  /// How many nodes used the slot before this one.
  let version: UInt32

  /// The node's position in its tree's storage. Slots of removed nodes are reused, so two
  /// identifiers of one tree can share an index; only one of them names a node at a time.
  public var index: Int { Int(slot) }

  /// Creates an identifier for the node at `index` of a tree's storage.
  init(_ index: Int, version: UInt32 = 0) {
    self.slot = UInt32(truncatingIfNeeded: index)
    self.version = version
  }

  /// Orders identifiers by storage slot, then by version.
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
    (lhs.slot, lhs.version) < (rhs.slot, rhs.version)
  }

  /// `#` followed by the index, and `v` and the version for a reused slot.
  public var description: String { version == 0 ? "#\(slot)" : "#\(slot)v\(version)" }
}
