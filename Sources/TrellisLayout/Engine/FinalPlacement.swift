/// Steps 9–10: the container's own size, then its in-flow children's positions as
/// left/top offsets.
extension LayoutEngine {
  /// Step 9 (§9.4 step 9 and §9.6): the container's size. Open sizes come from the lines,
  /// clamped to min/max and never below padding and border.
  func computeFinalSize(
    _ container: FlexContainer, maxLineMainDim: Double, contentCross: Double,
    availableInnerMain: Double
  ) {
    let node = container.node
    let style = stylePointer(node)
    layouts[node].measuredWidth = boundAxis(
      node, isRow: true, container.availableWidth - container.marginRow,
      axisSize: container.ownerWidth, widthSize: container.ownerWidth)
    layouts[node].measuredHeight = boundAxis(
      node, isRow: false, container.availableHeight - container.marginColumn,
      axisSize: container.ownerHeight, widthSize: container.ownerWidth)

    let paddingAndBorderRow =
      container.isMainAxisRow ? container.paddingAndBorderMain : container.paddingAndBorderCross
    let paddingAndBorderColumn =
      container.isMainAxisRow ? container.paddingAndBorderCross : container.paddingAndBorderMain
    layouts[node].contentWidth = maxOrDefined(
      container.availableWidth - container.marginRow, paddingAndBorderRow)
    layouts[node].contentHeight = maxOrDefined(
      container.availableHeight - container.marginColumn, paddingAndBorderColumn)
    let scrolls = style.pointee.overflow == .scroll
    var mainSize = Double.nan
    if container.mainMode == .undefined || (!scrolls && container.mainMode == .atMost) {
      mainSize = boundAxis(
        node, isRow: container.isMainAxisRow, maxLineMainDim,
        axisSize: container.mainAxisOwnerSize, widthSize: container.ownerWidth)
    } else if container.mainMode == .atMost && scrolls {
      mainSize = Swift.max(
        Swift.min(
          availableInnerMain + container.paddingAndBorderMain,
          boundAxisWithinMinAndMax(
            node, isRow: container.isMainAxisRow, maxLineMainDim,
            axisSize: container.mainAxisOwnerSize, widthSize: container.ownerWidth)),
        container.paddingAndBorderMain)
    }
    var crossSize = Double.nan
    let contentCross = contentCross + container.paddingAndBorderCross
    if container.crossMode == .undefined || (!scrolls && container.crossMode == .atMost) {
      crossSize = boundAxis(
        node, isRow: container.crossAxis.isRow, contentCross,
        axisSize: container.crossAxisOwnerSize, widthSize: container.ownerWidth)
    } else if container.crossMode == .atMost && scrolls {
      crossSize = Swift.max(
        Swift.min(
          container.availableInnerCross + container.paddingAndBorderCross,
          boundAxisWithinMinAndMax(
            node, isRow: container.crossAxis.isRow, contentCross,
            axisSize: container.crossAxisOwnerSize, widthSize: container.ownerWidth)),
        container.paddingAndBorderCross)
    }
    if mainSize.isDefined {
      let content = maxOrDefined(maxLineMainDim, container.paddingAndBorderMain)
      if container.isMainAxisRow {
        layouts[node].measuredWidth = mainSize
        layouts[node].contentWidth = content
      } else {
        layouts[node].measuredHeight = mainSize
        layouts[node].contentHeight = content
      }
    }
    if container.measuresContent {
      let content = maxOrDefined(maxLineMainDim, container.paddingAndBorderMain)
      if container.isMainAxisRow {
        layouts[node].contentWidth = content
        layouts[node].contentHeight = contentCross
      } else {
        layouts[node].contentHeight = content
        layouts[node].contentWidth = contentCross
      }
    }
    if crossSize.isDefined {
      if container.isMainAxisRow {
        layouts[node].measuredHeight = crossSize
        layouts[node].contentHeight = contentCross
      } else {
        layouts[node].measuredWidth = crossSize
        layouts[node].contentWidth = contentCross
      }
    }
  }

  /// Step 10: flex-relative positions become offsets from the container's left and top
  /// border edges (reversed axes and `wrap-reverse` count from the far edge), then
  /// relatively positioned items move by their insets.
  func placeChildren(_ container: FlexContainer, wrapReverse: Bool) {
    let node = container.node
    let isRow = container.isMainAxisRow
    let containerMain = isRow ? layouts[node].measuredWidth : layouts[node].measuredHeight
    let containerCross = isRow ? layouts[node].measuredHeight : layouts[node].measuredWidth
    let mainReversed = container.mainAxis.isReversed
    let crossReversed = container.crossAxis.isReversed
    for id in container.children {
      let child = id.index
      guard isInFlow(child) else { continue }
      let childMain = mainSize(of: child, container)
      let childCross = crossSize(of: child, container)
      var main = layouts[child].mainPosition
      var cross = layouts[child].crossPosition
      if wrapReverse { cross = containerCross - cross - childCross }
      if mainReversed { main = containerMain - childMain - main }
      if crossReversed { cross = containerCross - childCross - cross }
      layouts[child].left = isRow ? main : cross
      layouts[child].top = isRow ? cross : main
      applyRelativeOffset(
        child, referenceWidth: container.availableInnerWidth,
        referenceHeight: container.availableInnerHeight)
    }
  }

  /// Moves a relatively positioned node by its insets: the inline-start inset wins over
  /// the inline-end one, `top` over `bottom`. Percentages of an undefined size count as 0.
  func applyRelativeOffset(_ node: Int, referenceWidth: Double, referenceHeight: Double) {
    let style = stylePointer(node)
    guard style.pointee.positionType != .static, style.pointee.boxes.hasInsets else { return }
    let direction = layouts[node].direction
    let start: PhysicalEdge = direction == .rtl ? .right : .left
    let end: PhysicalEdge = direction == .rtl ? .left : .right
    var dx = 0.0
    if style.isInsetDefined(start, direction) {
      let value = style.inset(start, direction, referenceWidth)
      dx = start == .left ? value : -value
    } else if style.isInsetDefined(end, direction) {
      let value = style.inset(end, direction, referenceWidth)
      dx = end == .left ? value : -value
    }
    var dy = 0.0
    if style.isInsetDefined(.top, direction) {
      dy = style.inset(.top, direction, referenceHeight)
    } else if style.isInsetDefined(.bottom, direction) {
      dy = -style.inset(.bottom, direction, referenceHeight)
    }
    if dx.isDefined { layouts[node].left += dx }
    if dy.isDefined { layouts[node].top += dy }
  }
}
