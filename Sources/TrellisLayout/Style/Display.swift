/// Whether and how a node takes part in layout (CSS `display`).
public enum Display: Sendable, Hashable, CaseIterable {
  /// A flex container (every node is one).
  case flex
  /// Removed from layout together with its subtree; every frame in it is zero.
  case none
  /// The node itself generates no box: its children take part in its parent's layout as if
  /// they were the parent's own children. The node's frame is zero.
  case contents
}
