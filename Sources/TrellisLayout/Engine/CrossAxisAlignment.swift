/// Step 7 (CSS Flexbox §9.4 step 11 and §9.6 step 14): stretching and aligning each item of
/// a line on the cross axis.
extension LayoutEngine {
  func alignItemsInLine(
    _ container: FlexContainer, _ line: FlexLine, containerCrossAxis: Double,
    totalLineCrossDim: Double
  ) {
    let direction = container.direction
    let ownerWidth = container.availableInnerWidth
    let crossStart = container.crossAxis.startEdge
    let crossEnd = container.crossAxis.endEdge
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let style = stylePointer(child)
      var leadingCrossDim = container.leadingPaddingAndBorderCross
      let align = alignment(of: child, in: container.node)
      let startAuto = style.isMarginAuto(crossStart, direction)
      let endAuto = style.isMarginAuto(crossEnd, direction)
      if align == .stretch && !startAuto && !endAuto {
        // An item without a definite cross size is laid out again at the line's size.
        if !style.hasDefiniteSize(
          isRow: container.crossAxis.isRow, reference: container.availableInnerCross)
        {
          stretchItem(child, container, lineCrossDim: line.crossDim)
        }
      } else {
        let remainingCrossDim =
          containerCrossAxis - crossSize(of: child, container)
          - style.marginForAxis(container.crossAxis, direction, ownerWidth)
        if startAuto && endAuto {
          leadingCrossDim += Swift.max(0, remainingCrossDim / 2)
        } else if endAuto {
          // Packed at the start.
        } else if startAuto {
          leadingCrossDim += Swift.max(0, remainingCrossDim)
        } else if align == .flexStart {
          // Packed at the start.
        } else if align == .center {
          leadingCrossDim += remainingCrossDim / 2
        } else {
          leadingCrossDim += remainingCrossDim
        }
      }
      layouts[child].crossPosition =
        style.margin(crossStart, direction, ownerWidth) + totalLineCrossDim + leadingCrossDim
    }
  }

  /// Lays out a stretched item with its cross size fixed to the line's (or derived from its
  /// aspect ratio).
  private func stretchItem(_ child: Int, _ container: FlexContainer, lineCrossDim: Double) {
    let style = stylePointer(child)
    let direction = container.direction
    let ownerWidth = container.availableInnerWidth
    let isRow = container.isMainAxisRow
    var childMainSize = mainSize(of: child, container)
    let aspectRatio = style.resolvedAspectRatio
    var childCrossSize =
      aspectRatio.isDefined
      ? style.marginForAxis(container.crossAxis, direction, ownerWidth)
        + (isRow ? childMainSize / aspectRatio : childMainSize * aspectRatio)
      : lineCrossDim
    childMainSize += style.marginForAxis(container.mainAxis, direction, ownerWidth)
    var mainMode = MeasureMode.exactly
    var crossMode = MeasureMode.exactly
    constrainToMaxSize(
      child, isRow: isRow, ownerAxisSize: container.availableInnerMain, ownerWidth: ownerWidth,
      mode: &mainMode, size: &childMainSize)
    constrainToMaxSize(
      child, isRow: !isRow, ownerAxisSize: container.availableInnerCross,
      ownerWidth: ownerWidth, mode: &crossMode, size: &childCrossSize)
    let childWidth = isRow ? childMainSize : childCrossSize
    let childHeight = isRow ? childCrossSize : childMainSize
    let crossAxisDoesNotGrow =
      stylePointer(container.node).pointee.alignContent != .stretch && container.isWrap
    let widthMode: MeasureMode =
      childWidth.isNaN || (!isRow && crossAxisDoesNotGrow) ? .undefined : .exactly
    let heightMode: MeasureMode =
      childHeight.isNaN || (isRow && crossAxisDoesNotGrow) ? .undefined : .exactly
    layoutNode(
      child,
      LayoutRequest(
        availableWidth: childWidth, availableHeight: childHeight, widthMode: widthMode,
        heightMode: heightMode, ownerWidth: ownerWidth,
        ownerHeight: container.availableInnerHeight, ownerDirection: direction,
        performLayout: true))
  }
}
