/// One line of flex items: a range of the container's layout children and the running
/// totals the later steps need.
struct FlexLine {
  /// The first child (index into the container's layout children).
  var start: Int
  /// One past the last child of the line.
  var end: Int
  /// The line's position among the container's lines.
  var lineIndex = 0
  /// The container's inner main size for this line: the container's, unless a container
  /// sized by its content settled on another one in step 5 (which then also holds for the
  /// following lines, as in Yoga).
  var availableInnerMain: Double
  /// The number of in-flow items in the line.
  var itemCount = 0
  /// The index of the last in-flow item, or -1.
  var lastItem = -1
  /// The sum of the items' outer hypothetical main sizes and the gaps between them.
  var sizeConsumed = 0.0
  var totalFlexGrowFactors = 0.0
  /// The sum of shrink factors weighted by flex basis, negated (Yoga's convention).
  var totalFlexShrinkScaledFactors = 0.0
  var numberOfAutoMargins = 0
  var remainingFreeSpace = 0.0
  /// The line's main size including the container's padding and border (after step 6).
  var mainDim = 0.0
  /// The line's cross size (after step 6).
  var crossDim = 0.0
}

extension LayoutEngine {
  /// Step 4 (§9.3): collects the items of one line, starting at `start`. A wrapping
  /// container breaks the line before the item that would overflow it (never before the
  /// first item).
  func collectFlexLine(
    _ container: FlexContainer, from start: Int, lineIndex: Int, availableInnerMain: Double
  ) -> FlexLine {
    var line = FlexLine(
      start: start, end: start, lineIndex: lineIndex, availableInnerMain: availableInnerMain)
    let gap = stylePointer(container.node).gap(
      along: container.mainAxis, reference: availableInnerMain)
    let direction = container.direction
    var index = start
    while index < container.children.count {
      let child = container.children[index].index
      let style = stylePointer(child)
      if style.pointee.display == .none || style.pointee.positionType == .absolute {
        index += 1
        continue
      }
      let margin = style.marginForAxis(
        isRow: container.isMainAxisRow, direction, container.availableInnerWidth)
      let leadingGap = line.itemCount == 0 ? 0 : gap
      let basis = boundAxisWithinMinAndMax(
        child, isRow: container.isMainAxisRow, layouts[child].computedFlexBasis,
        axisSize: container.mainAxisOwnerSize, widthSize: container.availableInnerWidth)
      if container.isWrap && line.itemCount > 0
        && line.sizeConsumed + basis + margin + leadingGap > availableInnerMain
      {
        break
      }
      addItem(child, at: index, to: &line, container, size: basis + margin, gap: gap)
      index += 1
    }
    line.end = index
    line.finish()
    return line
  }

  /// Adds an in-flow item to a line: its outer hypothetical main size `size` (and the gap
  /// before it), its flex factors and auto margins.
  @inline(__always)
  func addItem(
    _ child: Int, at index: Int, to line: inout FlexLine, _ container: FlexContainer,
    size: Double, gap: Double
  ) {
    let style = stylePointer(child)
    let direction = container.direction
    if style.isMarginAuto(container.mainAxis.startEdge, direction) {
      line.numberOfAutoMargins += 1
    }
    if style.isMarginAuto(container.mainAxis.endEdge, direction) {
      line.numberOfAutoMargins += 1
    }
    if container.performLayout { layouts[child].lineIndex = Int32(line.lineIndex) }
    line.sizeConsumed += size + (line.itemCount == 0 ? 0 : gap)
    let grow = style.resolvedFlexGrow(isRoot: false)
    let shrink = style.resolvedFlexShrink(isRoot: false)
    if grow != 0 || shrink != 0 {
      line.totalFlexGrowFactors += grow
      // Shrinking is weighted by the item's flex basis (§9.7 step 4c).
      line.totalFlexShrinkScaledFactors += -shrink * layouts[child].computedFlexBasis
    }
    line.itemCount += 1
    line.lastItem = index
  }
}

extension FlexLine {
  /// Completes a collected line: a sum of grow factors below 1 distributes only that
  /// fraction of the free space (and likewise for shrinking).
  mutating func finish() {
    if totalFlexGrowFactors > 0 && totalFlexGrowFactors < 1 {
      totalFlexGrowFactors = 1
    }
    if totalFlexShrinkScaledFactors > 0 && totalFlexShrinkScaledFactors < 1 {
      totalFlexShrinkScaledFactors = 1
    }
  }
}
