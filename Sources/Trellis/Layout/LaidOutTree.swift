import TrellisLayout

/// A rendered tree with its frames: ready to mount.
///
/// A class, and immutable: a build hands it to the mounter of every cell
/// that shows it, and each keeps it, so passing it on is one reference
/// instead of a copy of its seven parts.
final class LaidOutTree: Sendable {
  /// The rendered tree.
  let tree: RenderedTree
  /// Each node's frame relative to its parent node (top-level nodes:
  /// relative to the root's origin).
  let frames: [Rect]
  /// The root's size.
  let size: Size
  /// The flexbox tree, kept so the next layout of a same-shaped tree only
  /// redoes what changed.
  let layout: LayoutTree
  /// Layout node of each rendered node (offset by the synthetic root).
  let layoutNodes: [NodeID]
  let root: NodeID
  let range: SizeRange

  init(
    tree: RenderedTree, frames: [Rect], size: Size, layout: LayoutTree, layoutNodes: [NodeID],
    root: NodeID, range: SizeRange
  ) {
    self.tree = tree
    self.frames = frames
    self.size = size
    self.layout = layout
    self.layoutNodes = layoutNodes
    self.root = root
    self.range = range
  }
}
