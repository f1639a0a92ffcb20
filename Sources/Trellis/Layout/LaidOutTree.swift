import TrellisLayout

/// A rendered tree with its frames: ready to mount.
struct LaidOutTree: Sendable {
  /// The rendered tree.
  var tree: RenderedTree
  /// Each node's frame relative to its parent node (top-level nodes:
  /// relative to the root's origin).
  var frames: [Rect]
  /// The root's size.
  var size: Size
  /// The flexbox tree, kept so the next layout of a same-shaped tree only
  /// redoes what changed.
  var layout: LayoutTree
  /// Layout node of each rendered node (offset by the synthetic root).
  var layoutNodes: [NodeID]
  var root: NodeID
  var range: SizeRange
}
