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
    let mainSize = finalOpenSize(
      node, mode: container.mainMode, scrolls: scrolls, isRow: container.isMainAxisRow,
      content: maxLineMainDim, availableInner: availableInnerMain,
      paddingAndBorder: container.paddingAndBorderMain, axisSize: container.mainAxisOwnerSize,
      ownerWidth: container.ownerWidth)
    let contentCross = contentCross + container.paddingAndBorderCross
    let crossSize = finalOpenSize(
      node, mode: container.crossMode, scrolls: scrolls, isRow: container.crossAxis.isRow,
      content: contentCross, availableInner: container.availableInnerCross,
      paddingAndBorder: container.paddingAndBorderCross, axisSize: container.crossAxisOwnerSize,
      ownerWidth: container.ownerWidth)
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

  /// The container's final size along an axis that was open (undefined, or "at most"),
  /// from its `content` size clamped to min/max; a scrolling container sized "at most"
  /// keeps within what was available. `nan` when the axis was not open (its size stays).
  @inline(__always)
  private func finalOpenSize(
    _ node: Int, mode: MeasureMode, scrolls: Bool, isRow: Bool, content: Double,
    availableInner: Double, paddingAndBorder: Double, axisSize: Double, ownerWidth: Double
  ) -> Double {
    if mode == .undefined || (!scrolls && mode == .atMost) {
      return boundAxis(node, isRow: isRow, content, axisSize: axisSize, widthSize: ownerWidth)
    }
    if mode == .atMost && scrolls {
      return Swift.max(
        Swift.min(
          availableInner + paddingAndBorder,
          boundAxisWithinMinAndMax(
            node, isRow: isRow, content, axisSize: axisSize, widthSize: ownerWidth)),
        paddingAndBorder)
    }
    return .nan
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
