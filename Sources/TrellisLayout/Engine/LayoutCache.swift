/// One remembered result: the constraints a node was measured or laid out under, and the
/// border-box size that came out.
struct CacheEntry: Sendable {
  var availableWidth: Double
  var availableHeight: Double
  var ownerWidth: Double
  var ownerHeight: Double
  var widthMode: MeasureMode
  var heightMode: MeasureMode
  var computedWidth: Double
  var computedHeight: Double
  /// The sizes before the node's own min and max (see `NodeLayout.contentWidth`).
  var contentWidth: Double
  var contentHeight: Double

  /// Measurement slots per node (Yoga's empirical 8: almost no layout needs more).
  static let slotsPerNode = 8

  /// An entry that matches nothing.
  static let empty = CacheEntry(
    availableWidth: -1, availableHeight: -1, ownerWidth: .nan, ownerHeight: .nan,
    widthMode: .undefined, heightMode: .undefined, computedWidth: -1, computedHeight: -1,
    contentWidth: 0, contentHeight: 0)

  /// Whether the entry was made for exactly this request.
  @inline(__always)
  func matchesExactly(_ request: LayoutRequest) -> Bool {
    widthMode == request.widthMode && heightMode == request.heightMode
      && inexactEquals(availableWidth, request.availableWidth)
      && inexactEquals(availableHeight, request.availableHeight)
      && inexactEquals(ownerWidth, request.ownerWidth)
      && inexactEquals(ownerHeight, request.ownerHeight)
  }

  /// Whether a measure function's result under this entry's constraints is also its result
  /// under `request`'s (Yoga's `canUseCachedMeasurement`): the same constraints, an exact
  /// size equal to the old result, an old unconstrained result that fits the new limit, or
  /// a tighter limit the old result still fits; the last three only for an axis whose old
  /// result no min or max size changed.
  func isCompatible(
    with request: LayoutRequest, marginRow: Double, marginColumn: Double
  ) -> Bool {
    if (computedWidth.isDefined && computedWidth < 0)
      || (computedHeight.isDefined && computedHeight < 0)
    {
      return false
    }
    guard inexactEquals(ownerWidth, request.ownerWidth),
      inexactEquals(ownerHeight, request.ownerHeight)
    else { return false }
    let widthFits = Self.isCompatible(
      mode: request.widthMode, size: request.availableWidth, margin: marginRow,
      lastMode: widthMode, lastSize: availableWidth, lastComputed: computedWidth,
      lastContent: contentWidth)
    return widthFits
      && Self.isCompatible(
        mode: request.heightMode, size: request.availableHeight, margin: marginColumn,
        lastMode: heightMode, lastSize: availableHeight, lastComputed: computedHeight,
        lastContent: contentHeight)
  }

  // swift-format-ignore: FunctionParameterCount
  private static func isCompatible(
    mode: MeasureMode, size: Double, margin: Double, lastMode: MeasureMode, lastSize: Double,
    lastComputed: Double, lastContent: Double
  ) -> Bool {
    // Yoga also treats sizes that round to the same pixel as equal; we do not, because a
    // reused result would then differ from a fresh layout's by up to a pixel.
    if lastMode == mode && inexactEquals(lastSize, size) { return true }
    // A result the node's min or max size changed is not what its measure function gives at
    // that size (a text clamped to a min width 72 was wrapped at the old width): only the
    // same constraint may reuse it. Yoga reuses it, and keeps the height of the old width.
    guard inexactEquals(lastComputed, lastContent) else { return false }
    let inner = size - margin
    // An exact size equal to the old result.
    if mode == .exactly && inexactEquals(inner, lastComputed) { return true }
    // The old result was measured without a limit and fits the new one.
    if mode == .atMost && lastMode == .undefined
      && (inner >= lastComputed || inexactEquals(inner, lastComputed))
    {
      return true
    }
    // The new limit is tighter than the old one, and the old result still fits.
    return lastMode == .atMost && mode == .atMost && lastSize.isDefined && inner.isDefined
      && lastComputed.isDefined && lastSize > inner
      && (lastComputed <= inner || inexactEquals(inner, lastComputed))
  }
}
