import TrellisLayout

/// A rendered tree with its frames: ready to mount.
///
/// A class, and immutable: a build hands it to the mounter of every cell
/// that shows it, and each keeps it, so passing it on is one reference
/// instead of a copy of its parts.
final class LaidOutTree: Sendable {
  /// The rendered tree.
  let tree: RenderedTree
  /// Where the tree's nodes are; shared by trees laid out alike (see
  /// ``LayoutMemo``).
  let geometry: LayoutGeometry
  let range: SizeRange
  /// Whether `geometry` was made for this tree. One taken from the
  /// ``LayoutMemo`` holds measure functions of another tree's leaves, so
  /// the next layout of this item starts afresh rather than from it.
  let ownsGeometry: Bool

  /// Each node's frame relative to its parent node (top-level nodes:
  /// relative to the root's origin).
  var frames: [Rect] { geometry.frames }
  /// The root's size.
  var size: Size { geometry.size }
  /// The flexbox tree, kept so the next layout of a same-shaped tree only
  /// redoes what changed.
  var layout: LayoutTree { geometry.layout }
  /// Layout node of each rendered node (offset by the synthetic root).
  var layoutNodes: [NodeID] { geometry.layoutNodes }
  var root: NodeID { geometry.root }

  init(tree: RenderedTree, geometry: LayoutGeometry, range: SizeRange, ownsGeometry: Bool = true) {
    self.tree = tree
    self.geometry = geometry
    self.range = range
    self.ownsGeometry = ownsGeometry
  }
}

/// A layout's results: frames, size and the flexbox tree they came from.
///
/// A class, so that the rows of a table, which share one layout, share it
/// by one reference: copying its arrays into each row would retain each of
/// them, from every thread building rows at once.
final class LayoutGeometry: Sendable {
  let frames: [Rect]
  let size: Size
  let layout: LayoutTree
  let layoutNodes: [NodeID]
  let root: NodeID

  init(frames: [Rect], size: Size, layout: LayoutTree, layoutNodes: [NodeID], root: NodeID) {
    self.frames = frames
    self.size = size
    self.layout = layout
    self.layoutNodes = layoutNodes
    self.root = root
  }
}
