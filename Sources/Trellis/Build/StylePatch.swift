import TrellisLayout

/// Style properties set by modifiers (`.frame`, `.flex`, …) on whatever node
/// their content produces first. Unset fields leave the node's own style.
struct StylePatch: Sendable {
  var width: Dimension?
  var height: Dimension?
  var minWidth: Dimension?
  var maxWidth: Dimension?
  var minHeight: Dimension?
  var maxHeight: Dimension?
  var flexGrow: Double?
  var flexShrink: Double?
  var flexBasis: Dimension?
  var alignSelf: Align?
  var aspectRatio: Double?
  var margin: EdgeDimensions?
  var positionType: PositionType?
  var position: EdgeDimensions?
  /// Space before and after along the parent stack's axis, added to the
  /// margins there once the parent is known (see ``applySpacing(to:along:)``).
  var spacingBefore: Double?
  var spacingAfter: Double?

  var isEmpty: Bool {
    width == nil && height == nil && minWidth == nil && maxWidth == nil && minHeight == nil
      && maxHeight == nil && flexGrow == nil && flexShrink == nil && flexBasis == nil
      && alignSelf == nil && aspectRatio == nil && margin == nil && positionType == nil
      && position == nil && spacingBefore == nil && spacingAfter == nil
  }

  func apply(to style: inout Style) {
    if let width { style.width = width }
    if let height { style.height = height }
    if let minWidth { style.minWidth = minWidth }
    if let maxWidth { style.maxWidth = maxWidth }
    if let minHeight { style.minHeight = minHeight }
    if let maxHeight { style.maxHeight = maxHeight }
    if let flexGrow { style.flexGrow = flexGrow }
    if let flexShrink { style.flexShrink = flexShrink }
    if let flexBasis { style.flexBasis = flexBasis }
    if let alignSelf { style.alignSelf = alignSelf }
    if let aspectRatio { style.aspectRatio = aspectRatio }
    if let margin { style.margin = margin }
    if let positionType { style.positionType = positionType }
    if let position { style.position = position }
  }

  /// Fills the fields this patch leaves unset from `inner`: the outer
  /// modifier wins, as the component's user has the last word.
  mutating func underlay(_ inner: StylePatch) {
    width = width ?? inner.width
    height = height ?? inner.height
    minWidth = minWidth ?? inner.minWidth
    maxWidth = maxWidth ?? inner.maxWidth
    minHeight = minHeight ?? inner.minHeight
    maxHeight = maxHeight ?? inner.maxHeight
    flexGrow = flexGrow ?? inner.flexGrow
    flexShrink = flexShrink ?? inner.flexShrink
    flexBasis = flexBasis ?? inner.flexBasis
    alignSelf = alignSelf ?? inner.alignSelf
    aspectRatio = aspectRatio ?? inner.aspectRatio
    margin = margin ?? inner.margin
    positionType = positionType ?? inner.positionType
    position = position ?? inner.position
    spacingBefore = spacingBefore ?? inner.spacingBefore
    spacingAfter = spacingAfter ?? inner.spacingAfter
  }

  /// Adds the spacing to the margins on the main-axis edges of a parent laid
  /// out along `direction`; an auto or percentage margin there is kept.
  func applySpacing(to style: inout Style, along direction: FlexDirection) {
    guard spacingBefore != nil || spacingAfter != nil else { return }
    let before: PhysicalEdge
    let after: PhysicalEdge
    switch direction {
    case .column: (before, after) = (.top, .bottom)
    case .columnReverse: (before, after) = (.bottom, .top)
    case .row: (before, after) = (.left, .right)
    case .rowReverse: (before, after) = (.right, .left)
    }
    if let spacingBefore { Self.add(spacingBefore, to: before, of: &style.margin) }
    if let spacingAfter { Self.add(spacingAfter, to: after, of: &style.margin) }
  }

  private static func add(_ space: Double, to edge: PhysicalEdge, of margin: inout EdgeDimensions) {
    guard space != 0, space.isFinite else { return }
    let current = margin.value(for: edge, direction: .ltr) ?? .points(0)
    guard case .points(let value) = current else { return }
    let total = Dimension.points(value + space)
    switch edge {
    case .left:
      margin.left = total
      if margin.start != nil { margin.start = total }
    case .right:
      margin.right = total
      if margin.end != nil { margin.end = total }
    case .top: margin.top = total
    case .bottom: margin.bottom = total
    }
  }
}
