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
    let baselineStartIsLeft = synthesizedBaselineStartIsLeft(container)
    let maxColumnAscent =
      isColumnBaselineLayout(container.node)
      ? maxSynthesizedAscent(container, line, startIsLeft: baselineStartIsLeft) : 0
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let style = stylePointer(child)
      var leadingCrossDim = container.leadingPaddingAndBorderCross
      let align = alignment(of: child, in: container.node)
      let startAuto = style.isMarginAuto(crossStart, direction)
      let endAuto = style.isMarginAuto(crossEnd, direction)
      if maxColumnAscent > 0 && !startAuto && !endAuto
        && requestedAlignment(of: child, in: container.node) == .baseline
      {
        // Line up the synthesized baselines (see `synthesizedAscent`).
        leadingCrossDim +=
          maxColumnAscent
          - synthesizedAscent(child, container, startIsLeft: baselineStartIsLeft)
      } else if align == .stretch && !startAuto && !endAuto {
        // An item without a definite cross size is laid out again at the line's size.
        if !style.hasDefiniteSize(
          isRow: container.crossAxis.isRow, reference: container.availableInnerCross)
        {
          stretchItem(
            child, container, lineCrossDim: line.crossDim,
            availableInnerMain: line.availableInnerMain)
        }
      } else {
        let remainingCrossDim =
          containerCrossAxis - crossSize(of: child, container)
          - style.marginForAxis(isRow: !container.isMainAxisRow, direction, ownerWidth)
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

  /// The item's own `alignSelf`, or its parent's `alignItems` (baseline kept as it is).
  @inline(__always)
  func requestedAlignment(of child: Int, in parent: Int) -> Align {
    let own = stylePointer(child).pointee.alignSelf
    return own == .auto ? stylePointer(parent).pointee.alignItems : own
  }

  /// Whether the cross axis starts at the physical left edge (after `wrap-reverse`).
  func synthesizedBaselineStartIsLeft(_ container: FlexContainer) -> Bool {
    (container.crossAxis.startEdge == .left)
      != (stylePointer(container.node).pointee.flexWrap == .wrapReverse)
  }

  /// Whether a column container has items aligned by baseline.
  func isColumnBaselineLayout(_ node: Int) -> Bool {
    let style = stylePointer(node)
    guard style.pointee.flexDirection.isColumn else { return false }
    return style.pointee.alignItems == .baseline || records[node].baselineChildCount > 0
      || records[node].contentsChildCount > 0
  }

  /// An item of a column has no baseline along the (horizontal) cross axis, so one is
  /// synthesized from its border box (CSS Box Alignment §9.1): its line-under edge, which for
  /// horizontal text is the physical left edge whatever the direction. The ascent is the
  /// distance from the line's cross-start edge (after `wrap-reverse`) to that edge, across
  /// the start margin: the margin alone when the cross axis starts on the left, margin and
  /// width when it starts on the right (RTL). Items then line those edges up, as row items
  /// line up their baselines.
  func synthesizedAscent(_ child: Int, _ container: FlexContainer, startIsLeft: Bool)
    -> Double
  {
    let margin = stylePointer(child).margin(
      startIsLeft ? .left : .right, container.direction, container.availableInnerWidth)
    return margin + (startIsLeft ? 0 : layouts[child].measuredWidth)
  }

  /// The largest synthesized ascent of the line's baseline-aligned items (0 when none, or
  /// when all line up at the cross-start edge anyway).
  func maxSynthesizedAscent(_ container: FlexContainer, _ line: FlexLine, startIsLeft: Bool)
    -> Double
  {
    var result = 0.0
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child), requestedAlignment(of: child, in: container.node) == .baseline
      else { continue }
      let style = stylePointer(child)
      if style.isMarginAuto(.left, container.direction)
        || style.isMarginAuto(.right, container.direction)
      {
        continue
      }
      result = Swift.max(result, synthesizedAscent(child, container, startIsLeft: startIsLeft))
    }
    return result
  }

  /// Lays out a stretched item with its cross size fixed to the line's. An aspect ratio does
  /// not change that: it gave the item's hypothetical cross size, which the line's cross size
  /// already accounts for (CSS Flexbox §9.4 step 11).
  private func stretchItem(
    _ child: Int, _ container: FlexContainer, lineCrossDim: Double, availableInnerMain: Double
  ) {
    let style = stylePointer(child)
    let direction = container.direction
    let ownerWidth = container.availableInnerWidth
    let isRow = container.isMainAxisRow
    var childMainSize = mainSize(of: child, container)
    var childCrossSize = lineCrossDim
    childMainSize += style.marginForAxis(isRow: container.isMainAxisRow, direction, ownerWidth)
    var mainMode = MeasureMode.exactly
    var crossMode = MeasureMode.exactly
    constrainToMaxSize(
      child, isRow: isRow, ownerAxisSize: availableInnerMain, ownerWidth: ownerWidth,
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
    let request = LayoutRequest(
      availableWidth: childWidth, availableHeight: childHeight, widthMode: widthMode,
      heightMode: heightMode, ownerWidth: ownerWidth,
      ownerHeight: container.availableInnerHeight, ownerDirection: direction,
      performLayout: true)
    if isLaidOut(child, under: request) { return }
    layoutNode(child, request)
  }

  /// Whether an item was laid out in this pass under `request` (or constraints its cache
  /// treats as the same), with nothing measured since: ``layoutNode(_:_:)`` would find that
  /// layout in its cache and change nothing (step 5 lays out the stretched items of a
  /// single line this way). Childless nodes without measure function keep no cached layout
  /// and are left to `layoutNode`.
  @inline(__always)
  private func isLaidOut(_ child: Int, under request: LayoutRequest) -> Bool {
    let layout = layouts.baseAddress.unsafelyUnwrapped + child
    guard layout.pointee.positionedGeneration == generation,
      layout.pointee.lastOwnerDirection == request.ownerDirection
    else { return false }
    let entry = layout.pointer(to: \.cachedLayout).unsafelyUnwrapped
    if records[child].measure != nil {
      // `layoutNode` would accept a compatible cached layout and copy its sizes: nothing
      // changes when they are the sizes the leaf has.
      let style = stylePointer(child)
      return entry.pointee.isCompatible(
        with: request, marginRow: style.marginForAxis(.row, .ltr, request.ownerWidth),
        marginColumn: style.marginForAxis(.column, .ltr, request.ownerWidth))
        && layout.pointee.measuredWidth == entry.pointee.computedWidth
        && layout.pointee.measuredHeight == entry.pointee.computedHeight
        && layout.pointee.contentWidth == entry.pointee.contentWidth
        && layout.pointee.contentHeight == entry.pointee.contentHeight
    }
    return !records[child].children.isEmpty && entry.pointee.matchesExactly(request)
  }
}
