/// The flex layout algorithm of CSS Flexbox §9 for one container, in the order of the
/// specification's steps, with Yoga's semantics. Each step lives in its own file.
extension LayoutEngine {
  ///
  /// The context is passed by value and changed only in a local copy (the main mode once,
  /// the available main size per line): the steps read it through `let` copies, since
  /// passing an `inout` or `var` value to a by-value parameter copies all of it.
  func layOutFlexContainer(_ initial: FlexContainer) {
    let style = stylePointer(initial.node)

    // Step 3: the flex basis of each item.
    let totalOuterFlexBasis = computeFlexBasisForChildren(initial)
    let mainAxisOverflows =
      initial.mainMode != .undefined && totalOuterFlexBasis > initial.availableInnerMain
    var container = initial
    if container.isWrap && mainAxisOverflows && container.mainMode == .atMost {
      container.mainMode = .exactly
    }

    // Step 4: collect the items into lines, and lay out each line (steps 5–7).
    let crossGap = style.gap(along: container.crossAxis, reference: container.availableInnerCross)
    var lineStart = 0
    var lineCount = 0
    var totalLineCrossDim = 0.0
    var maxLineMainDim = 0.0
    var maxLineCrossDim = 0.0
    while lineStart < container.children.count {
      var line = collectFlexLine(container, from: lineStart, lineIndex: lineCount)
      layOutLine(
        &container, &line, mainAxisOverflows: mainAxisOverflows,
        totalLineCrossDim: totalLineCrossDim)
      totalLineCrossDim += line.crossDim + (lineCount > 0 ? crossGap : 0)
      maxLineMainDim = Swift.max(maxLineMainDim, line.mainDim)
      maxLineCrossDim = Swift.max(maxLineCrossDim, line.crossDim)
      lineStart = line.end
      lineCount += 1
    }

    // The context as the lines left it, read-only from here.
    let settled = container
    // A multi-line column sized by its content is as wide as its widest line, as browsers
    // compute the intrinsic inline size of column-wrap containers (lines then overflow).
    let contentCross =
      settled.isWrap && !settled.isMainAxisRow ? maxLineCrossDim : totalLineCrossDim

    // Step 8: distribute the lines on the cross axis.
    if settled.performLayout && (settled.isWrap || isBaselineLayout(settled.node)) {
      alignLines(
        settled, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim,
        contentCross: contentCross, crossGap: crossGap)
    }

    // Step 9: the container's own size.
    computeFinalSize(settled, maxLineMainDim: maxLineMainDim, contentCross: contentCross)

    guard settled.performLayout else { return }
    // Step 10: turn flex-relative positions into left/top.
    placeChildren(settled, wrapReverse: style.pointee.flexWrap == .wrapReverse)
    // Step 11: absolutely positioned children.
    let mayHaveAbsolutes =
      records[settled.node].outOfFlowChildCount > 0
      || records[settled.node].contentsChildCount > 0
    if mayHaveAbsolutes
      && (settled.node == layoutRoot || style.pointee.positionType != .static)
    {
      layOutAbsoluteDescendants(
        containingBlock: settled.node, current: settled.node,
        direction: settled.direction, offsetX: 0, offsetY: 0,
        widthMode: settled.isMainAxisRow ? settled.widthMode : settled.heightMode)
    }
  }

  /// Steps 5–7 for one line.
  private func layOutLine(
    _ container: inout FlexContainer, _ line: inout FlexLine, mainAxisOverflows: Bool,
    totalLineCrossDim: Double
  ) {
    // Step 5: resolve the flexible lengths on the main axis.
    let canSkipFlex = !container.performLayout && container.crossMode == .exactly
    determineAvailableMainSize(&container, &line)
    // The steps below only read the container: one copy here, not one per call (passing an
    // `inout` value to a by-value parameter copies it).
    let container = container
    if !canSkipFlex {
      resolveFlexibleLengths(container, &line, mainAxisOverflows: mainAxisOverflows)
    }
    if line.remainingFreeSpace < 0 { layouts[container.node].hadOverflow = true }

    // Step 6: main-axis justification and the line's cross size.
    justifyMainAxis(container, &line)
    var containerCrossAxis = container.availableInnerCross
    if container.crossMode == .undefined || container.crossMode == .atMost {
      // The cross size comes from the tallest item.
      containerCrossAxis =
        boundAxis(
          container.node, isRow: container.crossAxis.isRow,
          line.crossDim + container.paddingAndBorderCross,
          axisSize: container.crossAxisOwnerSize, widthSize: container.ownerWidth)
        - container.paddingAndBorderCross
    }
    // A single line fills a container with a definite cross size.
    if !container.isWrap && container.crossMode == .exactly {
      line.crossDim = container.availableInnerCross
    }
    // A single line is clamped to the container's min and max cross sizes (§9.4 step 8).
    if !container.isWrap {
      line.crossDim =
        boundAxis(
          container.node, isRow: container.crossAxis.isRow,
          line.crossDim + container.paddingAndBorderCross,
          axisSize: container.crossAxisOwnerSize, widthSize: container.ownerWidth)
        - container.paddingAndBorderCross
    }

    // Step 7: cross-axis alignment of each item in the line.
    if container.performLayout {
      alignItemsInLine(
        container, line, containerCrossAxis: containerCrossAxis,
        totalLineCrossDim: totalLineCrossDim)
    }
  }

  /// Step 5 preamble: a container not sized exactly on its main axis sizes to its content
  /// within its min and max sizes (Yoga's rule), which decides the free space.
  private func determineAvailableMainSize(
    _ container: inout FlexContainer, _ line: inout FlexLine
  ) {
    var sizeBasedOnContent = false
    if container.mainMode != .exactly {
      let style = stylePointer(container.node)
      let isRow = container.isMainAxisRow
      let minInner =
        style.resolvedMinSize(
          isRow: isRow, reference: container.mainAxisOwnerSize, container.direction,
          container.ownerWidth) - container.paddingAndBorderMain
      let maxInner =
        style.resolvedMaxSize(
          isRow: isRow, reference: container.mainAxisOwnerSize, container.direction,
          container.ownerWidth) - container.paddingAndBorderMain
      if minInner.isDefined && line.sizeConsumed < minInner {
        container.availableInnerMain = minInner
      } else if maxInner.isDefined && line.sizeConsumed > maxInner {
        container.availableInnerMain = maxInner
      } else {
        if line.totalFlexGrowFactors == 0 || !container.canGrow {
          // Nothing can grow, so the space used is all the space needed.
          container.availableInnerMain = line.sizeConsumed
        }
        sizeBasedOnContent = true
      }
    }
    if !sizeBasedOnContent && container.availableInnerMain.isDefined {
      line.remainingFreeSpace = container.availableInnerMain - line.sizeConsumed
    } else if line.sizeConsumed < 0 {
      line.remainingFreeSpace = -line.sizeConsumed
    }
  }
}
