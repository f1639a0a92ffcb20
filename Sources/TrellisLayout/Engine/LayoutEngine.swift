/// One layout pass over a tree's storage.
///
/// The engine works on pointers into the tree's arrays, so that reading a style or writing
/// a result never copies a record: the hot loops see plain memory. It exists only for the
/// duration of ``LayoutTree/calculateLayout(for:availableWidth:availableHeight:direction:pointScaleFactor:)``,
/// inside the arrays' `withUnsafe…BufferPointer` scopes.
struct LayoutEngine {
  let records: UnsafeBufferPointer<NodeRecord>
  let styles: UnsafeBufferPointer<NodeStyle>
  let layouts: UnsafeMutableBufferPointer<NodeLayout>
  let measureCache: UnsafeMutableBufferPointer<CacheEntry>
  let frames: UnsafeMutableBufferPointer<LayoutFrame>
  /// The tree's `customNodes` (read and written only for nodes with `hasCustomLayout`).
  let customNodes: UnsafeMutablePointer<[Int: CustomNode]>
  /// The number of this pass: a node's caches are valid for the pass that last visited it.
  let generation: UInt32
  /// The root of this pass (it never grows or shrinks).
  let layoutRoot: Int
  /// The rounding scale (0: none).
  let pointScale: Double
  /// See `LayoutTree.reusesCachedResults`.
  let reusesCache: Bool

  /// The style of a node, in place.
  @inline(__always)
  func stylePointer(_ node: Int) -> UnsafePointer<NodeStyle> {
    styles.baseAddress.unsafelyUnwrapped + node
  }
}
