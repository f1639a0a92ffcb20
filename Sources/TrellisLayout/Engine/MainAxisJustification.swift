/// Step 6 (CSS Flexbox §9.5 step 12 and §9.4 step 8): main-axis alignment of a line's
/// items, and the line's cross size.
extension LayoutEngine {
  func justifyMainAxis(_ container: FlexContainer, _ line: inout FlexLine) {
    let style = stylePointer(container.node)
    if container.mainMode == .atMost && line.remainingFreeSpace > 0 {
      limitFreeSpaceToMinSize(container, style, &line)
    }
    let (leading, between) = distributeFreeSpace(container, style, line)
    line.mainDim = container.leadingPaddingAndBorderMain + leading
    line.crossDim = 0
    placeItemsOnMainAxis(container, &line, between: between)
    line.mainDim += container.trailingPaddingAndBorderMain
  }

  /// A container sized to its content has no free space, except up to its min size.
  @inline(__always)
  private func limitFreeSpaceToMinSize(
    _ container: FlexContainer, _ style: UnsafePointer<NodeStyle>, _ line: inout FlexLine
  ) {
    let minimum = style.resolvedMinSize(
      isRow: container.isMainAxisRow, reference: container.mainAxisOwnerSize,
      container.direction, container.ownerWidth)
    if minimum.isDefined {
      let minAvailableMain =
        minimum - container.leadingPaddingAndBorderMain - container.trailingPaddingAndBorderMain
      let occupied = line.availableInnerMain - line.remainingFreeSpace
      line.remainingFreeSpace = Swift.max(0, minAvailableMain - occupied)
    } else {
      line.remainingFreeSpace = 0
    }
  }

  /// The space before the first item and between items that `justify-content` gives
  /// the line's free space (none when auto margins take it), gap included.
  @inline(__always)
  private func distributeFreeSpace(
    _ container: FlexContainer, _ style: UnsafePointer<NodeStyle>, _ line: FlexLine
  ) -> (leading: Double, between: Double) {
    var leadingMainDim = 0.0
    var betweenMainDim = style.gap(along: container.mainAxis, reference: line.availableInnerMain)
    guard line.numberOfAutoMargins == 0 else { return (leadingMainDim, betweenMainDim) }
    let justify =
      line.remainingFreeSpace >= 0
      ? style.pointee.justifyContent
      : style.pointee.justifyContent.overflowFallback(
        startsAtInlineStart: container.mainAxis.startEdge
          == inlineStartEdge(container.mainAxis, container.direction))
    let freeSpace = line.remainingFreeSpace
    let count = Double(line.itemCount)
    switch justify {
    case .center:
      leadingMainDim = freeSpace / 2
    case .flexEnd:
      leadingMainDim = freeSpace
    case .spaceBetween:
      if line.itemCount > 1 {
        betweenMainDim += Swift.max(freeSpace, 0) / (count - 1)
      }
    case .spaceEvenly:
      leadingMainDim = freeSpace / (count + 1)
      betweenMainDim += leadingMainDim
    case .spaceAround:
      if line.itemCount > 0 {
        leadingMainDim = 0.5 * freeSpace / count
        betweenMainDim += leadingMainDim * 2
      }
    case .flexStart:
      break
    }
    return (leadingMainDim, betweenMainDim)
  }

  /// Walks the line's in-flow items from `line.mainDim` on: places each on the main
  /// axis (when laying out), adds its size, margins, auto margins and the space
  /// `between` items to `line.mainDim`, and makes `line.crossDim` the tallest item's
  /// cross size (or deepest ascent plus descent, for baseline alignment).
  @inline(__always)
  private func placeItemsOnMainAxis(
    _ container: FlexContainer, _ line: inout FlexLine, between betweenMainDim: Double
  ) {
    let direction = container.direction
    var maxAscent = 0.0
    var maxDescent = 0.0
    let isBaseline = isBaselineLayout(container.node)
    let canSkipFlex = !container.performLayout && container.crossMode == .exactly
    // Auto margins absorb positive free space only (§8.1).
    let autoMarginShare =
      line.numberOfAutoMargins > 0
      ? Swift.max(0, line.remainingFreeSpace) / Double(line.numberOfAutoMargins) : 0
    let ownerWidth = container.availableInnerWidth

    for index in line.start..<line.end {
      let child = container.children[index].index
      guard isInFlow(child) else { continue }
      let childStyle = stylePointer(child)
      if childStyle.isMarginAuto(container.mainAxis.startEdge, direction) {
        line.mainDim += autoMarginShare
      }
      if container.performLayout {
        layouts[child].mainPosition =
          line.mainDim + childStyle.margin(container.mainAxis.startEdge, direction, ownerWidth)
      }
      if index != line.lastItem {
        line.mainDim += betweenMainDim
      }
      if childStyle.isMarginAuto(container.mainAxis.endEdge, direction) {
        line.mainDim += autoMarginShare
      }
      let marginMain = childStyle.marginForAxis(
        isRow: container.isMainAxisRow, direction, ownerWidth)
      if canSkipFlex {
        // Items were not measured: their hypothetical main size (the flex basis clamped
        // by min and max, §9.2 step 3) is their size.
        line.mainDim += marginMain + hypotheticalMainSize(of: child, container)
        line.crossDim = container.availableInnerCross
      } else {
        line.mainDim += mainSize(of: child, container) + marginMain
        if isBaseline {
          // Baseline-aligned items: the line is as tall as the deepest ascent plus descent.
          let ascent =
            baseline(of: child, in: container) + childStyle.margin(.top, direction, ownerWidth)
          let descent =
            layouts[child].measuredHeight
            + childStyle.marginForAxis(.column, direction, ownerWidth) - ascent
          maxAscent = Swift.max(maxAscent, ascent)
          maxDescent = Swift.max(maxDescent, descent)
        } else {
          line.crossDim = Swift.max(
            line.crossDim,
            crossSize(of: child, container)
              + childStyle.marginForAxis(isRow: !container.isMainAxisRow, direction, ownerWidth))
        }
      }
    }
    if isBaseline {
      line.crossDim = maxAscent + maxDescent
    }
  }

  @inline(__always)
  func mainSize(of child: Int, _ container: FlexContainer) -> Double {
    container.isMainAxisRow ? layouts[child].measuredWidth : layouts[child].measuredHeight
  }

  @inline(__always)
  func crossSize(of child: Int, _ container: FlexContainer) -> Double {
    container.isMainAxisRow ? layouts[child].measuredHeight : layouts[child].measuredWidth
  }
}

extension Justify {
  /// The alignment used when the items overflow the line (CSS Box Alignment §4.3):
  /// `space-between` packs at flex-start; `space-around` and `space-evenly` fall back to
  /// "safe center", which for an overflow means the start of the writing mode.
  func overflowFallback(startsAtInlineStart: Bool) -> Justify {
    switch self {
    case .spaceBetween: return .flexStart
    case .spaceAround, .spaceEvenly: return startsAtInlineStart ? .flexStart : .flexEnd
    case .flexStart, .center, .flexEnd: return self
    }
  }
}

/// The edge where the writing mode starts along an axis: left (LTR) or right (RTL) for
/// rows, top for columns.
func inlineStartEdge(_ axis: FlexDirection, _ direction: Direction) -> PhysicalEdge {
  axis.isRow ? (direction == .rtl ? .right : .left) : .top
}
