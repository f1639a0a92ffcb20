/// One view a ``Mounter`` has mounted, in its place in the mounter's
/// outline (the mounted views in preorder): everything the mounter keeps
/// about the view, so that mounting a tree of the same outline again reads
/// it by slot, with no look-up by id.
struct MountedSlot {
  /// The view.
  let id: ViewID
  /// The slot of the view's parent view in the outline, or -1 for the
  /// mounter's container.
  let parentSlot: Int
  /// The view's kind (it never changes).
  let kind: ViewKind
  /// The node of the shown tree whose description the view shows.
  var node: Int
  /// The view's frame, in its parent view.
  var frame: Rect
  /// The identity of the node the view shows (``RenderedNode/identity``).
  var identity: Int
}
