/// Step 5 (CSS Flexbox §9.7): resolving the flexible lengths of a line's items.
extension LayoutEngine {
  /// Grows or shrinks the items of a line to share its free space (§9.7 steps 1–5), then
  /// measures (or lays out) each at its final main size (step 6 of §9.4).
  func resolveFlexibleLengths(
    _ container: FlexContainer, _ line: inout FlexLine, mainAxisOverflows: Bool
  ) {
    let originalFreeSpace = line.remainingFreeSpace
    resolveTargetMainSizes(container, line)
    var distributed = 0.0
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let target = layouts[child].flexTarget
      distributed += target - hypotheticalMainSize(of: child, container)
      layOutFlexedItem(
        child, in: container, mainSize: target, mainAxisOverflows: mainAxisOverflows)
    }
    line.remainingFreeSpace = originalFreeSpace - distributed
  }

  /// An item's flex base size clamped by its min and max sizes.
  @inline(__always)
  func hypotheticalMainSize(of child: Int, _ container: FlexContainer) -> Double {
    boundAxisWithinMinAndMax(
      child, isRow: container.isMainAxisRow, layouts[child].computedFlexBasis,
      axisSize: container.mainAxisOwnerSize, widthSize: container.availableInnerWidth)
  }

  /// The target main size of every item of the line, in `flexTarget` (§9.7 steps 1–5).
  ///
  /// Free space is shared from the items' flex base sizes; items whose share breaks their
  /// min or max size are frozen at the limit and the rest is shared again, until nothing
  /// changes.
  private func resolveTargetMainSizes(_ container: FlexContainer, _ line: FlexLine) {
    let freeSpace = line.remainingFreeSpace
    // Step 1: grow when the hypothetical sizes leave space, shrink when they overflow.
    let growing = freeSpace.isDefined && freeSpace > 0
    let shrinking = freeSpace.isDefined && freeSpace < 0
    // Step 2: inflexible items take their hypothetical size.
    var unfrozen = 0
    var sumHypothetical = 0.0
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let style = stylePointer(child)
      let base = layouts[child].computedFlexBasis
      let hypothetical = hypotheticalMainSize(of: child, container)
      sumHypothetical += hypothetical
      let factor =
        growing
        ? style.resolvedFlexGrow(isRoot: false)
        : shrinking ? style.resolvedFlexShrink(isRoot: false) * base : 0
      let frozen =
        factor == 0 || !factor.isFinite || (growing && base > hypothetical)
        || (shrinking && base < hypothetical)
      layouts[child].isFrozen = frozen
      layouts[child].flexTarget = hypothetical
      if !frozen { unfrozen += 1 }
    }
    guard unfrozen > 0 else { return }
    // The container's inner main size, less margins and gaps, as the lines measured it.
    let available = freeSpace + sumHypothetical
    var initialFree = Double.nan
    // Step 4: loop until every item is frozen.
    for _ in 0...unfrozen {
      var used = 0.0
      var sumFactors = 0.0
      var sumGrow = 0.0
      for index in line.start..<line.end {
        let child = container.children[index].index
        guard isInFlow(child) else { continue }
        if layouts[child].isFrozen {
          used += layouts[child].flexTarget
        } else {
          let base = layouts[child].computedFlexBasis
          used += base
          let style = stylePointer(child)
          if growing {
            let grow = style.resolvedFlexGrow(isRoot: false)
            sumFactors += grow
            sumGrow += grow
          } else {
            sumFactors += style.resolvedFlexShrink(isRoot: false) * base
            sumGrow += style.resolvedFlexShrink(isRoot: false)
          }
        }
      }
      var remaining = available - used
      if initialFree.isNaN { initialFree = remaining }
      // A sum of factors below 1 shares only that fraction of the initial free space.
      if sumGrow < 1 {
        let scaled = initialFree * sumGrow
        if abs(scaled) < abs(remaining) { remaining = scaled }
      }
      guard sumFactors > 0, remaining.isFinite else { break }
      // Distribute and find the violations.
      var totalViolation = 0.0
      for index in line.start..<line.end {
        let child = container.children[index].index
        guard isInFlow(child), !layouts[child].isFrozen else { continue }
        let style = stylePointer(child)
        let base = layouts[child].computedFlexBasis
        let factor =
          growing
          ? style.resolvedFlexGrow(isRoot: false)
          : style.resolvedFlexShrink(isRoot: false) * base
        let target = base + remaining * factor / sumFactors
        let clamped = boundAxis(
          child, isRow: container.isMainAxisRow, target, axisSize: container.availableInnerMain,
          widthSize: container.availableInnerWidth)
        layouts[child].flexTarget = clamped
        totalViolation += clamped - target
      }
      // Step 4d: freeze all items (no violation), the min violators, or the max violators.
      var anyUnfrozen = false
      for index in line.start..<line.end {
        let child = container.children[index].index
        guard isInFlow(child), !layouts[child].isFrozen else { continue }
        let style = stylePointer(child)
        let base = layouts[child].computedFlexBasis
        let factor =
          growing
          ? style.resolvedFlexGrow(isRoot: false)
          : style.resolvedFlexShrink(isRoot: false) * base
        let target = base + remaining * factor / sumFactors
        let violation = layouts[child].flexTarget - target
        let freeze =
          abs(totalViolation) < 1e-9 || (totalViolation > 0 && violation > 0)
          || (totalViolation < 0 && violation < 0)
        if freeze {
          layouts[child].isFrozen = true
        } else {
          anyUnfrozen = true
        }
      }
      if !anyUnfrozen { break }
    }
  }

  /// Measures or lays out an item at its resolved main size (§9.7 step 6 and §9.4 step 7's
  /// hypothetical cross size).
  private func layOutFlexedItem(
    _ child: Int, in container: FlexContainer, mainSize: Double, mainAxisOverflows: Bool
  ) {
    let style = stylePointer(child)
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
        isRow
        ? (childMainSize - marginMain) / aspectRatio
        : (childMainSize - marginMain)
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
