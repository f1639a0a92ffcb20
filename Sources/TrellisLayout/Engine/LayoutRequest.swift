/// The constraints one node is laid out or measured under.
///
/// `availableWidth`/`availableHeight` include the node's margins (they are the space offered
/// to its margin box); `owner*` are the sizes its percentages resolve against. NaN means
/// undefined.
struct LayoutRequest: Sendable {
  var availableWidth: Double
  var availableHeight: Double
  var widthMode: MeasureMode
  var heightMode: MeasureMode
  var ownerWidth: Double
  var ownerHeight: Double
  var ownerDirection: Direction
  var performLayout: Bool
  /// Whether a container records its content size (the extent of its lines) in
  /// `contentWidth`/`contentHeight` even on axes whose size is exact: how the intrinsic
  /// block size of `min-height`/`max-height` keywords is found.
  var measuresContent = false
}
