/// Step 8 (CSS Flexbox §9.4 step 15 and §9.6 step 16): distributing the lines of a
/// multi-line (or baseline-aligned) container with `alignContent`, and placing items within
/// their line.
extension LayoutEngine {
  func alignLines(
    _ container: FlexContainer, lineCount: Int, totalLineCrossDim: Double,
    contentCross: Double, crossGap: Double
  ) {
    let spacing = distributeLines(
      container, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim,
      contentCross: contentCross)
    var currentLead = spacing.lead
    var endIndex = 0
    let columnBaselines = isColumnBaselineLayout(container.node)
    let startIsLeft = synthesizedBaselineStartIsLeft(container)
    for lineIndex in 0..<lineCount {
      let startIndex = endIndex
      let metrics = lineMetrics(container, from: startIndex, lineIndex: lineIndex)
      endIndex = metrics.end
      if lineIndex != 0 { currentLead += crossGap }
      let lineHeight = metrics.height + spacing.extraPerLine
      let columnAscent =
        columnBaselines
        ? maxSynthesizedAscent(
          container,
          FlexLine(
            start: startIndex, end: endIndex, availableInnerMain: container.availableInnerMain),
          startIsLeft: startIsLeft) : 0
      placeLineItems(
        container, startIndex..<endIndex, lineLead: currentLead, lineHeight: lineHeight,
        maxAscent: metrics.maxAscent, columnAscent: columnAscent, startIsLeft: startIsLeft)
      currentLead += lineHeight + spacing.betweenLines
    }
  }

  /// How `alignContent` shares the container's final inner cross size (its content size
  /// when that was open, clamped to min/max) among the lines: where the first line
  /// starts, the extra cross size each line gets (stretch), and the space between lines
  /// (distributed values).
  @inline(__always)
  private func distributeLines(
    _ container: FlexContainer, lineCount: Int, totalLineCrossDim: Double, contentCross: Double
  ) -> (lead: Double, extraPerLine: Double, betweenLines: Double) {
    let unclampedCross =
      container.crossMode == .exactly
      ? container.availableInnerCross + container.paddingAndBorderCross
      : contentCross + container.paddingAndBorderCross
    let innerCross =
      boundAxis(
        container.node, isRow: container.crossAxis.isRow, unclampedCross,
        axisSize: container.crossAxisOwnerSize, widthSize: container.ownerWidth)
      - container.paddingAndBorderCross
    var lead = container.leadingPaddingAndBorderCross
    var extraPerLine = 0.0
    var spaceBetweenLines = 0.0
    let remaining = innerCross - totalLineCrossDim
    guard remaining.isDefined else { return (lead, extraPerLine, spaceBetweenLines) }
    let lines = Double(lineCount)
    switch stylePointer(container.node).pointee.alignContent {
    case .flexEnd:
      lead += remaining
    case .center:
      lead += remaining / 2
    case .stretch:
      if remaining > 0 { extraPerLine = remaining / lines }
    case .spaceAround:
      // Overflowing lines fall back to the start (CSS Box Alignment: safe center).
      if remaining > 0 {
        lead += remaining / (2 * lines)
        spaceBetweenLines = remaining / lines
      }
    case .spaceEvenly:
      if remaining > 0 {
        lead += remaining / (lines + 1)
        spaceBetweenLines = remaining / (lines + 1)
      }
    case .spaceBetween:
      if remaining > 0 && lineCount > 1 { spaceBetweenLines = remaining / (lines - 1) }
    case .auto, .flexStart, .baseline:
      break
    }
    return (lead, extraPerLine, spaceBetweenLines)
  }

  /// Places the in-flow items `indices` of a line starting at `lineLead` on the cross
  /// axis: baseline-aligned items of a column by their synthesized baselines
  /// (`columnAscent` above 0), the rest by ``placeInLine(_:_:lineLead:lineHeight:maxAscent:)``.
  @inline(__always)
  private func placeLineItems(
    _ container: FlexContainer, _ indices: Range<Int>, lineLead: Double, lineHeight: Double,
    maxAscent: Double, columnAscent: Double, startIsLeft: Bool
  ) {
    for index in indices {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      if columnAscent > 0 && requestedAlignment(of: child, in: container.node) == .baseline
        && !stylePointer(child).isMarginAuto(.left, container.direction)
        && !stylePointer(child).isMarginAuto(.right, container.direction)
      {
        // Synthesized baselines of a column's items (see `synthesizedAscent`).
        layouts[child].crossPosition =
          lineLead + columnAscent
          - synthesizedAscent(child, container, startIsLeft: startIsLeft)
          + stylePointer(child).margin(
            container.crossAxis.startEdge, container.direction, container.availableInnerWidth)
        continue
      }
      placeInLine(
        child, container, lineLead: lineLead, lineHeight: lineHeight, maxAscent: maxAscent)
    }
  }

  /// The extent of line `lineIndex` starting at child `start`: where it ends, its cross
  /// size, and its largest baseline ascent.
  private func lineMetrics(_ container: FlexContainer, from start: Int, lineIndex: Int)
    -> (
      end: Int, height: Double, maxAscent: Double
    )
  {
    let direction = container.direction
    let ownerWidth = container.availableInnerWidth
    var lineHeight = 0.0
    var maxAscent = 0.0
    var maxDescent = 0.0
    var index = start
    while index < container.children.count {
      let child = container.children[index].index
      if isInFlow(child) {
        if layouts[child].lineIndex != Int32(lineIndex) { break }
        let style = stylePointer(child)
        lineHeight = Swift.max(
          lineHeight,
          crossSize(of: child, container)
            + style.marginForAxis(isRow: !container.isMainAxisRow, direction, ownerWidth))
        if alignment(of: child, in: container.node) == .baseline {
          let ascent =
            baseline(of: child, in: container) + style.margin(.top, direction, ownerWidth)
          let descent =
            layouts[child].measuredHeight + style.marginForAxis(.column, direction, ownerWidth)
            - ascent
          maxAscent = Swift.max(maxAscent, ascent)
          maxDescent = Swift.max(maxDescent, descent)
        }
      }
      index += 1
    }
    return (index, Swift.max(lineHeight, maxAscent + maxDescent), maxAscent)
  }

  /// Places one item within its line (and re-stretches it to the line's final size).
  private func placeInLine(
    _ child: Int, _ container: FlexContainer, lineLead: Double, lineHeight: Double,
    maxAscent: Double
  ) {
    let style = stylePointer(child)
    let direction = container.direction
    let ownerWidth = container.availableInnerWidth
    let crossStart = container.crossAxis.startEdge
    switch alignment(of: child, in: container.node) {
    case .flexStart:
      layouts[child].crossPosition = lineLead + style.margin(crossStart, direction, ownerWidth)
    case .flexEnd:
      layouts[child].crossPosition =
        lineLead + lineHeight - style.margin(container.crossAxis.endEdge, direction, ownerWidth)
        - crossSize(of: child, container)
    case .center:
      layouts[child].crossPosition = lineLead + (lineHeight - crossSize(of: child, container)) / 2
    case .stretch:
      layouts[child].crossPosition = lineLead + style.margin(crossStart, direction, ownerWidth)
      // Items were stretched to the container, not to their line: lay them out again.
      if !style.hasDefiniteSize(
        isRow: container.crossAxis.isRow, reference: container.availableInnerCross)
      {
        let isRow = container.isMainAxisRow
        let childWidth =
          isRow
          ? layouts[child].measuredWidth
            + style.marginForAxis(isRow: container.isMainAxisRow, direction, ownerWidth)
          : lineHeight
        let childHeight =
          isRow
          ? lineHeight
          : layouts[child].measuredHeight
            + style.marginForAxis(isRow: container.isMainAxisRow, direction, ownerWidth)
        if !(inexactEquals(childWidth, layouts[child].measuredWidth)
          && inexactEquals(childHeight, layouts[child].measuredHeight))
        {
          layoutNode(
            child,
            LayoutRequest(
              availableWidth: childWidth, availableHeight: childHeight, widthMode: .exactly,
              heightMode: .exactly, ownerWidth: ownerWidth,
              ownerHeight: container.availableInnerHeight, ownerDirection: direction,
              performLayout: true))
        }
      }
    case .baseline:
      // The ascent counted the top margin; the border box starts below it.
      layouts[child].crossPosition = lineLead + maxAscent - baseline(of: child, in: container)
    case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
      break
    }
  }
}
