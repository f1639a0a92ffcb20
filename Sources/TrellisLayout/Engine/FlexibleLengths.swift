/// Step 5 (CSS Flexbox §9.7): resolving the flexible lengths of a line's items.
extension LayoutEngine {
  /// Grows or shrinks the items of a line to share its free space (§9.7 steps 1–5), then
  /// measures (or lays out) each at its final main size (step 6 of §9.4).
  func resolveFlexibleLengths(
    _ container: FlexContainer, _ line: inout FlexLine, mainAxisOverflows: Bool
  ) {
    let originalFreeSpace = line.remainingFreeSpace
    // Without free space to share, or without a factor to share it by, every item is
    // frozen at its hypothetical main size (§9.7 step 2): no need to visit the items for
    // that first.
    let flexes =
      (originalFreeSpace > 0 && line.totalFlexGrowFactors != 0)
      || (originalFreeSpace < 0 && line.totalFlexShrinkScaledFactors != 0)
    if flexes { resolveTargetMainSizes(container, line) }
    var distributed = 0.0
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let hypothetical = hypotheticalMainSize(of: child, container)
      let target = flexes ? layouts[child].flexTarget : hypothetical
      distributed += target - hypothetical
      layOutFlexedItem(
        child, in: container, mainSize: target, availableInnerMain: line.availableInnerMain,
        mainAxisOverflows: mainAxisOverflows)
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
  /// changes. Without violations (the common case) this is one pass over the items after
  /// the initial one.
  private func resolveTargetMainSizes(_ container: FlexContainer, _ line: FlexLine) {
    let freeSpace = line.remainingFreeSpace
    // Step 1: grow when the hypothetical sizes leave space, shrink when they overflow.
    let growing = freeSpace.isDefined && freeSpace > 0
    let shrinking = freeSpace.isDefined && freeSpace < 0
    // Step 2: inflexible items take their hypothetical size; the others start from their
    // flex base size.
    let (initialSums, unfrozen, sumHypothetical) = freezeInflexibleItems(
      container, line, growing: growing, shrinking: shrinking)
    guard unfrozen > 0 else { return }
    // The container's inner main size less margins and gaps, as the line measured it.
    let available = freeSpace + sumHypothetical
    let initialFree = available - initialSums.used
    // Step 4: share, clamp, freeze; repeat while some items break their limits.
    for round in 0...unfrozen {
      let sums =
        round == 0
        ? initialSums : sumUnfrozenItems(container, line, growing: growing, shrinking: shrinking)
      var remaining = available - sums.used
      // A sum of factors below 1 shares only that fraction of the initial free space.
      if sums.rawFactors < 1 {
        let scaled = initialFree * sums.rawFactors
        if abs(scaled) < abs(remaining) { remaining = scaled }
      }
      guard sums.factors > 0, remaining.isFinite else { return }
      let totalViolation = shareFreeSpace(
        remaining, by: sums.factors, container, line, growing: growing, shrinking: shrinking)
      // No violation: every item has its final size.
      if abs(totalViolation) < 1e-9 { return }
      if !freezeViolators(container, line, totalViolation: totalViolation) { return }
    }
  }

  /// What the unfrozen items of a line add up to in a round of §9.7 step 4: the space
  /// the items use (the frozen ones' targets, the others' flex base sizes), and the
  /// sums of the unfrozen items' scaled and raw flex factors.
  private struct FlexSums {
    var used = 0.0
    var factors = 0.0
    var rawFactors = 0.0
  }

  /// §9.7 step 2: sets every item's target to its hypothetical main size and freezes
  /// the inflexible ones. Returns the first round's sums, the number of unfrozen items
  /// and the sum of the hypothetical sizes.
  @inline(__always)
  private func freezeInflexibleItems(
    _ container: FlexContainer, _ line: FlexLine, growing: Bool, shrinking: Bool
  ) -> (sums: FlexSums, unfrozen: Int, sumHypothetical: Double) {
    var sums = FlexSums()
    var unfrozen = 0
    var sumHypothetical = 0.0
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let base = layouts[child].computedFlexBasis
      let hypothetical = hypotheticalMainSize(of: child, container)
      sumHypothetical += hypothetical
      layouts[child].flexTarget = hypothetical
      let raw = flexFactor(of: child, growing: growing, shrinking: shrinking)
      let factor = growing ? raw : raw * base
      let frozen =
        factor == 0 || !factor.isFinite || (growing && base > hypothetical)
        || (shrinking && base < hypothetical)
      layouts[child].isFrozen = frozen
      if frozen {
        sums.used += hypothetical
      } else {
        unfrozen += 1
        sums.used += base
        sums.factors += factor
        sums.rawFactors += raw
      }
    }
    return (sums, unfrozen, sumHypothetical)
  }

  /// The sums of a later round of §9.7 step 4, after some items were frozen.
  @inline(__always)
  private func sumUnfrozenItems(
    _ container: FlexContainer, _ line: FlexLine, growing: Bool, shrinking: Bool
  ) -> FlexSums {
    var sums = FlexSums()
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      if layouts[child].isFrozen {
        sums.used += layouts[child].flexTarget
      } else {
        let base = layouts[child].computedFlexBasis
        let raw = flexFactor(of: child, growing: growing, shrinking: shrinking)
        sums.used += base
        sums.factors += growing ? raw : raw * base
        sums.rawFactors += raw
      }
    }
    return sums
  }

  /// §9.7 step 4 c–d: gives each unfrozen item its share of `remaining` by its factor
  /// out of `sumFactors`, clamped by its min and max sizes; records each clamp as the
  /// item's violation and returns their total.
  @inline(__always)
  private func shareFreeSpace(
    _ remaining: Double, by sumFactors: Double, _ container: FlexContainer, _ line: FlexLine,
    growing: Bool, shrinking: Bool
  ) -> Double {
    var totalViolation = 0.0
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child), !layouts[child].isFrozen else { continue }
      let base = layouts[child].computedFlexBasis
      let raw = flexFactor(of: child, growing: growing, shrinking: shrinking)
      let target = base + remaining * (growing ? raw : raw * base) / sumFactors
      let clamped = boundAxis(
        child, isRow: container.isMainAxisRow, target, axisSize: line.availableInnerMain,
        widthSize: container.availableInnerWidth)
      layouts[child].flexTarget = clamped
      layouts[child].flexViolation = clamped - target
      totalViolation += clamped - target
    }
    return totalViolation
  }

  /// §9.7 step 4 e: freezes the min violators (positive total) or the max violators
  /// (negative total). Whether any item is left unfrozen.
  @inline(__always)
  private func freezeViolators(
    _ container: FlexContainer, _ line: FlexLine, totalViolation: Double
  ) -> Bool {
    var anyUnfrozen = false
    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child), !layouts[child].isFrozen else { continue }
      let violation = layouts[child].flexViolation
      if (totalViolation > 0 && violation > 0) || (totalViolation < 0 && violation < 0) {
        layouts[child].isFrozen = true
      } else {
        anyUnfrozen = true
      }
    }
    return anyUnfrozen
  }

  /// The grow factor when growing, the shrink factor when shrinking, else 0.
  @inline(__always)
  private func flexFactor(of child: Int, growing: Bool, shrinking: Bool) -> Double {
    let style = stylePointer(child)
    if growing { return style.resolvedFlexGrow(isRoot: false) }
    if shrinking { return style.resolvedFlexShrink(isRoot: false) }
    return 0
  }

  /// Measures or lays out an item at its resolved main size (§9.7 step 6 and §9.4 step 7's
  /// hypothetical cross size).
  private func layOutFlexedItem(
    _ child: Int, in container: FlexContainer, mainSize: Double, availableInnerMain: Double,
    mainAxisOverflows: Bool
  ) {
    let style = stylePointer(child)
    let direction = container.direction
    let isRow = container.isMainAxisRow
    let marginMain = style.marginForAxis(
      isRow: container.isMainAxisRow, direction, container.availableInnerWidth)
    var childMainSize = mainSize + marginMain
    var childMainMode = MeasureMode.exactly
    let crossDefinite = style.hasDefiniteSize(
      isRow: !isRow, reference: container.availableInnerCross)
    let crossAutoMargins =
      style.isMarginAuto(container.crossAxis.startEdge, direction)
      || style.isMarginAuto(container.crossAxis.endEdge, direction)
    let stretches = alignment(of: child, in: container.node) == .stretch && !crossAutoMargins
    var cross = flexedItemCrossSize(
      child, style, in: container, mainSize: childMainSize, marginMain: marginMain,
      crossDefinite: crossDefinite,
      stretches: stretches, mainAxisOverflows: mainAxisOverflows)
    constrainToMaxSize(
      child, isRow: isRow, ownerAxisSize: availableInnerMain,
      ownerWidth: container.availableInnerWidth, mode: &childMainMode, size: &childMainSize)
    constrainToMaxSize(
      child, isRow: !isRow, ownerAxisSize: container.availableInnerCross,
      ownerWidth: container.availableInnerWidth, mode: &cross.mode, size: &cross.size)

    // A stretched item is laid out again in step 7 once the line's cross size is known —
    // unless it is the single line of a container with a definite cross size: the line is
    // then that size, so laying the item out now makes step 7 find it in its cache (one
    // computation instead of a measurement and a layout).
    let requiresStretchLayout =
      !crossDefinite && stretches && !(cross.stretchedToContainer && !container.isWrap)
    let isLayoutPass = container.performLayout && !requiresStretchLayout
    layoutNode(
      child,
      LayoutRequest(
        availableWidth: isRow ? childMainSize : cross.size,
        availableHeight: isRow ? cross.size : childMainSize,
        widthMode: isRow ? childMainMode : cross.mode,
        heightMode: isRow ? cross.mode : childMainMode,
        ownerWidth: container.availableInnerWidth, ownerHeight: container.availableInnerHeight,
        ownerDirection: direction, performLayout: isLayoutPass))
    if layouts[child].hadOverflow { layouts[container.node].hadOverflow = true }
  }

  /// The cross size (margins included) and mode a flexed item is measured or laid out
  /// with at its main size (margins included, `marginMain` of it): stretched to the
  /// container's definite cross size, derived from the aspect ratio, bounded by the
  /// container, or its own definite size. `stretchedToContainer` says whether it was
  /// stretched already here.
  @inline(__always)
  private func flexedItemCrossSize(
    _ child: Int, _ style: UnsafePointer<NodeStyle>, in container: FlexContainer,
    mainSize: Double, marginMain: Double, crossDefinite: Bool, stretches: Bool,
    mainAxisOverflows: Bool
  ) -> (size: Double, mode: MeasureMode, stretchedToContainer: Bool) {
    let direction = container.direction
    let isRow = container.isMainAxisRow
    let marginCross = style.marginForAxis(
      isRow: !container.isMainAxisRow, direction, container.availableInnerWidth)
    let aspectRatio = style.resolvedAspectRatio
    if container.availableInnerCross.isDefined && !crossDefinite
      && container.crossMode == .exactly && !(container.isWrap && mainAxisOverflows)
      && stretches
    {
      return (container.availableInnerCross, .exactly, true)
    } else if aspectRatio.isDefined {
      let size =
        isRow ? (mainSize - marginMain) / aspectRatio : (mainSize - marginMain) * aspectRatio
      return (size + marginCross, .exactly, false)
    } else if !crossDefinite {
      let size = container.availableInnerCross
      return (size, size.isNaN ? .undefined : .atMost, false)
    }
    let size =
      style.resolvedSize(
        isRow: !isRow, reference: container.availableInnerCross, direction,
        container.availableInnerWidth) + marginCross
    let isLoosePercentage: Bool
    if case .percent = style.size(isRow: !isRow) {
      isLoosePercentage = container.crossMode != .exactly
    } else {
      isLoosePercentage = false
    }
    return (size, size.isNaN || isLoosePercentage ? .undefined : .exactly, false)
  }
}
