/// The flex layout algorithm of CSS Flexbox §9 for one container, in the order of the
/// specification's steps, with Yoga's semantics. Each step lives in its own file.
extension LayoutEngine {
  func layOutFlexContainer(_ container: FlexContainer) {
    // Step 3: the flex basis of each item (and the line of a single-line container).
    var singleLine = FlexLine(start: 0, end: 0, availableInnerMain: container.availableInnerMain)
    let totalOuterFlexBasis = computeFlexBasisForChildren(container, line: &singleLine)
    let mainAxisOverflows =
      container.mainMode != .undefined && totalOuterFlexBasis > container.availableInnerMain
    if container.isWrap && mainAxisOverflows && container.mainMode == .atMost {
      layOutLines(
        container.withMainMode(.exactly), singleLine: singleLine,
        mainAxisOverflows: mainAxisOverflows)
    } else {
      layOutLines(container, singleLine: singleLine, mainAxisOverflows: mainAxisOverflows)
    }
  }

  /// Steps 4–11, once the flex bases are known. `singleLine` is the line of a container
  /// that does not wrap, collected in step 3.
  private func layOutLines(
    _ container: FlexContainer, singleLine: FlexLine, mainAxisOverflows: Bool
  ) {
    let style = stylePointer(container.node)
    // Step 4: collect the items into lines, and lay out each line (steps 5–7).
    let crossGap = style.gap(along: container.crossAxis, reference: container.availableInnerCross)
    var lineStart = 0
    var lineCount = 0
    var totalLineCrossDim = 0.0
    var maxLineMainDim = 0.0
    var maxLineCrossDim = 0.0
    var availableInnerMain = container.availableInnerMain
    while lineStart < container.children.count {
      var line =
        container.isWrap
        ? collectFlexLine(
          container, from: lineStart, lineIndex: lineCount,
          availableInnerMain: availableInnerMain) : singleLine
      layOutLine(
        container, &line, mainAxisOverflows: mainAxisOverflows,
        totalLineCrossDim: totalLineCrossDim)
      availableInnerMain = line.availableInnerMain
      totalLineCrossDim += line.crossDim + (lineCount > 0 ? crossGap : 0)
      maxLineMainDim = Swift.max(maxLineMainDim, line.mainDim)
      maxLineCrossDim = Swift.max(maxLineCrossDim, line.crossDim)
      lineStart = line.end
      lineCount += 1
    }

    // A multi-line column sized by its content is as wide as its widest line, as browsers
    // compute the intrinsic inline size of column-wrap containers (lines then overflow).
    let contentCross =
      container.isWrap && !container.isMainAxisRow ? maxLineCrossDim : totalLineCrossDim

    // Step 8: distribute the lines on the cross axis.
    if container.performLayout && (container.isWrap || isBaselineLayout(container.node)) {
      alignLines(
        container, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim,
        contentCross: contentCross, crossGap: crossGap)
    }

    // Step 9: the container's own size.
    computeFinalSize(
      container, maxLineMainDim: maxLineMainDim, contentCross: contentCross,
      availableInnerMain: availableInnerMain)

    guard container.performLayout else { return }
    // Step 10: turn flex-relative positions into left/top.
    placeChildren(container, wrapReverse: style.pointee.flexWrap == .wrapReverse)
    // Step 11: absolutely positioned children.
    let mayHaveAbsolutes =
      records[container.node].outOfFlowChildCount > 0
      || records[container.node].contentsChildCount > 0
    if mayHaveAbsolutes
      && (container.node == layoutRoot || style.pointee.positionType != .static)
    {
      layOutAbsoluteDescendants(
        containingBlock: container.node, current: container.node,
        direction: container.direction, offsetX: 0, offsetY: 0,
        widthMode: container.isMainAxisRow ? container.widthMode : container.heightMode)
    }
  }

  /// Steps 5–7 for one line.
  private func layOutLine(
    _ container: FlexContainer, _ line: inout FlexLine, mainAxisOverflows: Bool,
    totalLineCrossDim: Double
  ) {
    // Step 5: resolve the flexible lengths on the main axis.
    let canSkipFlex = !container.performLayout && container.crossMode == .exactly
    determineAvailableMainSize(container, &line)
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
  private func determineAvailableMainSize(_ container: FlexContainer, _ line: inout FlexLine) {
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
        line.availableInnerMain = minInner
      } else if maxInner.isDefined && line.sizeConsumed > maxInner {
        line.availableInnerMain = maxInner
      } else {
        if line.totalFlexGrowFactors == 0 || !container.canGrow {
          // Nothing can grow, so the space used is all the space needed.
          line.availableInnerMain = line.sizeConsumed
        }
        sizeBasedOnContent = true
      }
    }
    if !sizeBasedOnContent && line.availableInnerMain.isDefined {
      line.remainingFreeSpace = line.availableInnerMain - line.sizeConsumed
    } else if line.sizeConsumed < 0 {
      line.remainingFreeSpace = -line.sizeConsumed
    }
  }
}
