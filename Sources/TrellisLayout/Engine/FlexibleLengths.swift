/// Step 5 (CSS Flexbox §9.7): resolving the flexible lengths of a line's items.
extension LayoutTree {
  /// Grows or shrinks the items of a line to share its free space, then measures (or lays
  /// out) each at its final main size.
  mutating func resolveFlexibleLengths(
    _ container: FlexContainer, _ line: inout FlexLine, mainAxisOverflows: Bool
  ) {
    let originalFreeSpace = line.remainingFreeSpace
    // First pass: freeze the items whose min or max size would be violated.
    freezeViolatingItems(container, &line)
    // Second pass: size every item.
    let distributed = distributeFreeSpace(container, &line, mainAxisOverflows: mainAxisOverflows)
    line.remainingFreeSpace = originalFreeSpace - distributed
  }

  /// Items whose flexed size is clamped by min/max take their clamped size; their factors
  /// and space are removed from what the others share (§9.7 steps 4–5, one round as Yoga).
  private func freezeViolatingItems(_ container: FlexContainer, _ line: inout FlexLine) {
    var deltaFreeSpace = 0.0
    let isRow = container.isMainAxisRow
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let style = records[child].style
      let flexBasis = boundAxisWithinMinAndMax(
        child, isRow: isRow, layouts[child].computedFlexBasis,
        axisSize: container.mainAxisOwnerSize, widthSize: container.availableInnerWidth)
      if line.remainingFreeSpace < 0 {
        let scaledShrink = -style.resolvedFlexShrink(isRoot: false) * flexBasis
        guard scaledShrink.isDefined && scaledShrink != 0 else { continue }
        let baseSize =
          flexBasis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaledShrink
        let boundSize = boundAxis(
          child, isRow: isRow, baseSize, axisSize: container.availableInnerMain,
          widthSize: container.availableInnerWidth)
        if baseSize.isDefined && boundSize.isDefined && baseSize != boundSize {
          deltaFreeSpace += boundSize - flexBasis
          line.totalFlexShrinkScaledFactors -=
            -style.resolvedFlexShrink(isRoot: false) * layouts[child].computedFlexBasis
        }
      } else if line.remainingFreeSpace.isDefined && line.remainingFreeSpace > 0 {
        let grow = style.resolvedFlexGrow(isRoot: false)
        guard grow != 0 else { continue }
        let baseSize = flexBasis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
        let boundSize = boundAxis(
          child, isRow: isRow, baseSize, axisSize: container.availableInnerMain,
          widthSize: container.availableInnerWidth)
        if baseSize.isDefined && boundSize.isDefined && baseSize != boundSize {
          deltaFreeSpace += boundSize - flexBasis
          line.totalFlexGrowFactors -= grow
        }
      }
    }
    line.remainingFreeSpace -= deltaFreeSpace
  }

  /// Sizes each item: basis plus its share of the free space, clamped; then lays it out at
  /// that main size with the cross size it will have. Returns the space distributed.
  private mutating func distributeFreeSpace(
    _ container: FlexContainer, _ line: inout FlexLine, mainAxisOverflows: Bool
  ) -> Double {
    var deltaFreeSpace = 0.0
    let isRow = container.isMainAxisRow
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let style = records[child].style
      let flexBasis = boundAxisWithinMinAndMax(
        child, isRow: isRow, layouts[child].computedFlexBasis,
        axisSize: container.mainAxisOwnerSize, widthSize: container.availableInnerWidth)
      var updatedMainSize = flexBasis
      if line.remainingFreeSpace.isDefined && line.remainingFreeSpace < 0 {
        let scaledShrink = -style.resolvedFlexShrink(isRoot: false) * flexBasis
        if scaledShrink != 0 {
          let childSize: Double
          if line.totalFlexShrinkScaledFactors == 0 {
            childSize = flexBasis + scaledShrink
          } else {
            childSize =
              flexBasis + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors)
              * scaledShrink
          }
          updatedMainSize = boundAxis(
            child, isRow: isRow, childSize, axisSize: container.availableInnerMain,
            widthSize: container.availableInnerWidth)
        }
      } else if line.remainingFreeSpace.isDefined && line.remainingFreeSpace > 0 {
        let grow = style.resolvedFlexGrow(isRoot: false)
        if grow != 0 {
          updatedMainSize = boundAxis(
            child, isRow: isRow,
            flexBasis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
            axisSize: container.availableInnerMain, widthSize: container.availableInnerWidth)
        }
      }
      deltaFreeSpace += updatedMainSize - flexBasis
      layOutFlexedItem(
        child, in: container, mainSize: updatedMainSize, mainAxisOverflows: mainAxisOverflows)
    }
    return deltaFreeSpace
  }

  /// Measures or lays out an item at its resolved main size (§9.7 step 6 and §9.4 step 7's
  /// hypothetical cross size).
  private mutating func layOutFlexedItem(
    _ child: Int, in container: FlexContainer, mainSize: Double, mainAxisOverflows: Bool
  ) {
    let style = records[child].style
    let direction = container.direction
    let isRow = container.isMainAxisRow
    let marginMain = style.marginForAxis(
      container.mainAxis, direction, container.availableInnerWidth)
    let marginCross = style.marginForAxis(
      container.crossAxis, direction, container.availableInnerWidth)
    var childMainSize = mainSize + marginMain
    var childMainMode = MeasureMode.exactly
    var childCrossSize = Double.nan
    var childCrossMode = MeasureMode.undefined
    let crossDefinite = style.hasDefiniteSize(
      isRow: !isRow, reference: container.availableInnerCross)
    let crossAutoMargins =
      style.isMarginAuto(container.crossAxis.startEdge, direction)
      || style.isMarginAuto(container.crossAxis.endEdge, direction)
    let stretches = alignment(of: child, in: container.node) == .stretch && !crossAutoMargins
    let aspectRatio = style.resolvedAspectRatio

    if aspectRatio.isDefined {
      childCrossSize =
        isRow ? (childMainSize - marginMain) / aspectRatio : (childMainSize - marginMain)
        * aspectRatio
      childCrossMode = .exactly
      childCrossSize += marginCross
    } else if container.availableInnerCross.isDefined && !crossDefinite
      && container.crossMode == .exactly && !(container.isWrap && mainAxisOverflows)
      && stretches
    {
      childCrossSize = container.availableInnerCross
      childCrossMode = .exactly
    } else if !crossDefinite {
      childCrossSize = container.availableInnerCross
      childCrossMode = childCrossSize.isNaN ? .undefined : .atMost
    } else {
      childCrossSize =
        style.resolvedSize(
          isRow: !isRow, reference: container.availableInnerCross, direction,
          container.availableInnerWidth) + marginCross
      let isLoosePercentage: Bool
      if case .percent = style.size(isRow: !isRow) {
        isLoosePercentage = container.crossMode != .exactly
      } else {
        isLoosePercentage = false
      }
      childCrossMode = childCrossSize.isNaN || isLoosePercentage ? .undefined : .exactly
    }
    constrainToMaxSize(
      child, isRow: isRow, ownerAxisSize: container.availableInnerMain,
      ownerWidth: container.availableInnerWidth, mode: &childMainMode, size: &childMainSize)
    constrainToMaxSize(
      child, isRow: !isRow, ownerAxisSize: container.availableInnerCross,
      ownerWidth: container.availableInnerWidth, mode: &childCrossMode, size: &childCrossSize)

    // A stretched item is laid out again in step 7 once the line's cross size is known.
    let requiresStretchLayout = !crossDefinite && stretches
    let isLayoutPass = container.performLayout && !requiresStretchLayout
    layoutNode(
      child,
      LayoutRequest(
        availableWidth: isRow ? childMainSize : childCrossSize,
        availableHeight: isRow ? childCrossSize : childMainSize,
        widthMode: isRow ? childMainMode : childCrossMode,
        heightMode: isRow ? childCrossMode : childMainMode,
        ownerWidth: container.availableInnerWidth, ownerHeight: container.availableInnerHeight,
        ownerDirection: direction, performLayout: isLayoutPass))
    if layouts[child].hadOverflow { layouts[container.node].hadOverflow = true }
  }
}
