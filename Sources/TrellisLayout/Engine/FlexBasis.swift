/// Step 3 (CSS Flexbox §9.2.3): the flex base size of each item.
extension LayoutEngine {
  /// Computes every in-flow child's flex basis and returns the sum of their outer flex
  /// bases plus the gaps between them. Hidden children are zeroed here.
  ///
  /// A container that does not wrap has one line holding every item: `line` then receives
  /// that line as step 4 would collect it, so that the items are not visited once more for
  /// it. (A wrapping container leaves `line` as it is.)
  func computeFlexBasisForChildren(_ container: FlexContainer, line: inout FlexLine) -> Double {
    let singleFlexChild = container.mainMode == .exactly ? soleFlexibleChild(container) : -1
    let collectsLine = !container.isWrap
    let gap =
      collectsLine
      ? stylePointer(container.node).gap(
        along: container.mainAxis, reference: container.availableInnerMain) : 0
    var total = 0.0
    var inFlowCount = 0
    for (index, id) in container.children.enumerated() {
      let child = id.index
      let style = stylePointer(child)
      if style.pointee.display == .none {
        zeroOutSubtree(child)
        continue
      }
      if style.pointee.positionType == .absolute { continue }
      inFlowCount += 1
      if child == singleFlexChild {
        // The only flexible item fills the free space whatever its basis: skip measuring.
        layouts[child].computedFlexBasis = 0
      } else {
        computeFlexBasis(of: child, in: container)
      }
      // Hypothetical main sizes (clamped flex base sizes) decide whether the line overflows.
      let hypothetical = hypotheticalMainSize(of: child, container)
      let margin = style.marginForAxis(
        isRow: container.isMainAxisRow, container.direction, container.availableInnerWidth)
      total += hypothetical + margin
      if collectsLine {
        addItem(child, at: index, to: &line, container, size: hypothetical + margin, gap: gap)
      }
    }
    if collectsLine {
      line.end = container.children.count
      line.finish()
    }
    if inFlowCount > 1 {
      let gap = stylePointer(container.node).gap(
        along: container.mainAxis, reference: container.availableInnerMain)
      total += gap * Double(inFlowCount - 1)
    }
    return total
  }

  /// The only child that can both grow and shrink, if exactly one child is flexible and it
  /// can (Yoga's shortcut); otherwise -1.
  private func soleFlexibleChild(_ container: FlexContainer) -> Int {
    // The node counts its flexible children (its layout children are its own unless some
    // child has `display: contents`).
    if records[container.node].contentsChildCount == 0
      && records[container.node].flexibleChildCount != 1
    {
      return -1
    }
    var found = -1
    for id in container.children {
      let style = stylePointer(id.index)
      guard style.pointee.positionType != .absolute, style.pointee.display != .none else {
        continue
      }
      let grow = style.resolvedFlexGrow(isRoot: false)
      let shrink = style.resolvedFlexShrink(isRoot: false)
      guard grow != 0 || shrink != 0 else { continue }
      if found >= 0 || grow == 0 || shrink == 0 { return -1 }
      found = id.index
    }
    return found
  }

  /// One item's flex basis: its definite `flexBasis`, else its definite main size, else its
  /// measured content size (the hypothetical main size before flexing).
  private func computeFlexBasis(of child: Int, in container: FlexContainer) {
    let style = stylePointer(child)
    let direction = container.direction
    let isMainAxisRow = container.isMainAxisRow
    let ownerWidth = container.availableInnerWidth
    let ownerHeight = container.availableInnerHeight
    // `auto` (almost every item) is answered without resolving it.
    let flexBasis =
      style.pointee.boxes.flexBasisIsAuto
      ? Double.nan
      : style.borderBoxLength(
        style.pointee.flexBasis, isRow: isMainAxisRow, reference: container.availableInnerMain,
        direction, ownerWidth)
    let paddingAndBorderMain = style.paddingAndBorderForAxis(isMainAxisRow, direction, ownerWidth)

    // A definite flex basis counts even in a container whose main size is open (CSS; Yoga
    // only with its fix-flex-basis-fit-content feature).
    if flexBasis.isDefined {
      layouts[child].computedFlexBasis = Swift.max(flexBasis, paddingAndBorderMain)
      return
    }
    let isRowStyleDimDefined = style.hasDefiniteSize(isRow: true, reference: ownerWidth)
    let isColumnStyleDimDefined = style.hasDefiniteSize(isRow: false, reference: ownerHeight)
    if isMainAxisRow && isRowStyleDimDefined {
      // The width is definite: it is the flex basis.
      let width = style.resolvedSize(isRow: true, reference: ownerWidth, direction, ownerWidth)
      layouts[child].computedFlexBasis = Swift.max(width, paddingAndBorderMain)
    } else if !isMainAxisRow && isColumnStyleDimDefined {
      // The height is definite: it is the flex basis.
      let height = style.resolvedSize(isRow: false, reference: ownerHeight, direction, ownerWidth)
      layouts[child].computedFlexBasis = Swift.max(height, paddingAndBorderMain)
    } else {
      measureHypotheticalMainSize(
        of: child, in: container, isRowStyleDimDefined: isRowStyleDimDefined,
        isColumnStyleDimDefined: isColumnStyleDimDefined)
      // The flex base size is the content size, before the item's own min and max sizes
      // (§9.2.3 E); those make its hypothetical main size.
      let content = isMainAxisRow ? layouts[child].contentWidth : layouts[child].contentHeight
      layouts[child].computedFlexBasis = Swift.max(content, paddingAndBorderMain)
    }
  }

  /// Measures an item whose basis comes from its content (§9.2.3 E).
  private func measureHypotheticalMainSize(
    of child: Int, in container: FlexContainer, isRowStyleDimDefined: Bool,
    isColumnStyleDimDefined: Bool
  ) {
    let style = stylePointer(child)
    let ownerWidth = container.availableInnerWidth
    let ownerHeight = container.availableInnerHeight
    let margins = (
      row: style.marginForAxis(.row, container.direction, ownerWidth),
      column: style.marginForAxis(.column, container.direction, ownerWidth)
    )
    var offer = contentBasisOffer(
      child, style, in: container, margins: margins, isRowStyleDimDefined: isRowStyleDimDefined,
      isColumnStyleDimDefined: isColumnStyleDimDefined)
    let aspectRatio = style.resolvedAspectRatio
    if aspectRatio.isDefined {
      if !container.isMainAxisRow && offer.widthMode == .exactly {
        offer.height = margins.column + (offer.width - margins.row) / aspectRatio
        offer.heightMode = .exactly
      } else if container.isMainAxisRow && offer.heightMode == .exactly {
        offer.width = margins.row + (offer.height - margins.column) * aspectRatio
        offer.widthMode = .exactly
      }
    }
    stretchContentBasisOffer(
      &offer, child, in: container, margins: margins, aspectRatio: aspectRatio,
      isRowStyleDimDefined: isRowStyleDimDefined, isColumnStyleDimDefined: isColumnStyleDimDefined
    )
    constrainToMaxSize(
      child, isRow: true, ownerAxisSize: ownerWidth, ownerWidth: ownerWidth,
      mode: &offer.widthMode, size: &offer.width)
    constrainToMaxSize(
      child, isRow: false, ownerAxisSize: ownerHeight, ownerWidth: ownerWidth,
      mode: &offer.heightMode, size: &offer.height)
    layoutNode(
      child,
      LayoutRequest(
        availableWidth: offer.width, availableHeight: offer.height, widthMode: offer.widthMode,
        heightMode: offer.heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
        ownerDirection: container.direction, performLayout: false))
  }

  /// The size (margins included) an item is measured in for its content basis, per axis.
  private struct SizeOffer {
    var width = Double.nan
    var height = Double.nan
    var widthMode = MeasureMode.undefined
    var heightMode = MeasureMode.undefined
  }

  /// The item's definite sizes from its style, else the container's inner size as an
  /// "at most" limit (none along a scrolling axis, nor along the main axis for a
  /// `max-content` basis).
  @inline(__always)
  private func contentBasisOffer(
    _ child: Int, _ style: UnsafePointer<NodeStyle>, in container: FlexContainer,
    margins: (row: Double, column: Double), isRowStyleDimDefined: Bool,
    isColumnStyleDimDefined: Bool
  ) -> SizeOffer {
    let parentOverflow = stylePointer(container.node).pointee.overflow
    let direction = container.direction
    let isMainAxisRow = container.isMainAxisRow
    let ownerWidth = container.availableInnerWidth
    let ownerHeight = container.availableInnerHeight
    var offer = SizeOffer()
    if isRowStyleDimDefined {
      offer.width =
        style.resolvedSize(isRow: true, reference: ownerWidth, direction, ownerWidth)
        + margins.row
      offer.widthMode = .exactly
    }
    if isColumnStyleDimDefined {
      offer.height =
        style.resolvedSize(isRow: false, reference: ownerHeight, direction, ownerWidth)
        + margins.column
      offer.heightMode = .exactly
    }
    // Browsers measure items of a scrolling container without its size as a limit along
    // the scrolling axis.
    // A `max-content` basis (or, on the block axis, `fit-content`) is measured without a
    // limit along the main axis.
    let basis = style.pointee.flexBasis
    let openMain = basis == .maxContent || (basis == .fitContent && !isMainAxisRow)
    if (!isMainAxisRow && parentOverflow == .scroll) || parentOverflow != .scroll {
      if offer.width.isNaN && ownerWidth.isDefined && !(openMain && isMainAxisRow) {
        offer.width = ownerWidth
        offer.widthMode = .atMost
      }
    }
    if (isMainAxisRow && parentOverflow == .scroll) || parentOverflow != .scroll {
      if offer.height.isNaN && ownerHeight.isDefined && !(openMain && !isMainAxisRow) {
        offer.height = ownerHeight
        offer.heightMode = .atMost
      }
    }
    return offer
  }

  /// An item stretched on the cross axis is measured at the container's cross size
  /// (and, with an aspect ratio, at the main size that gives).
  @inline(__always)
  private func stretchContentBasisOffer(
    _ offer: inout SizeOffer, _ child: Int, in container: FlexContainer,
    margins: (row: Double, column: Double), aspectRatio: Double, isRowStyleDimDefined: Bool,
    isColumnStyleDimDefined: Bool
  ) {
    let isMainAxisRow = container.isMainAxisRow
    let ownerWidth = container.availableInnerWidth
    let ownerHeight = container.availableInnerHeight
    let stretches = alignment(of: child, in: container.node) == .stretch
    if !isMainAxisRow && !isRowStyleDimDefined && ownerWidth.isDefined
      && container.widthMode == .exactly && stretches && offer.widthMode != .exactly
    {
      offer.width = ownerWidth
      offer.widthMode = .exactly
      if aspectRatio.isDefined {
        offer.height = (offer.width - margins.row) / aspectRatio
        offer.heightMode = .exactly
      }
    }
    if isMainAxisRow && !isColumnStyleDimDefined && ownerHeight.isDefined
      && container.heightMode == .exactly && stretches && offer.heightMode != .exactly
    {
      offer.height = ownerHeight
      offer.heightMode = .exactly
      if aspectRatio.isDefined {
        offer.width = (offer.height - margins.column) * aspectRatio
        offer.widthMode = .exactly
      }
    }
  }

  /// Caps a size offered to a child at the child's max size (plus margins); an undefined
  /// size becomes "at most" the max size.
  @inline(__always)
  func constrainToMaxSize(
    _ child: Int, isRow: Bool, ownerAxisSize: Double, ownerWidth: Double,
    mode: inout MeasureMode, size: inout Double
  ) {
    guard stylePointer(child).pointee.boxes.hasLimits else { return }
    constrainToLimits(
      child, isRow: isRow, ownerAxisSize: ownerAxisSize, ownerWidth: ownerWidth, mode: &mode,
      size: &size)
  }

  /// ``constrainToMaxSize(_:isRow:ownerAxisSize:ownerWidth:mode:size:)`` for a child with
  /// limits (out of line).
  @inline(never)
  private func constrainToLimits(
    _ child: Int, isRow: Bool, ownerAxisSize: Double, ownerWidth: Double,
    mode: inout MeasureMode, size: inout Double
  ) {
    let style = stylePointer(child)
    let direction = layouts[child].direction
    let maximum =
      style.resolvedMaxSize(isRow: isRow, reference: ownerAxisSize, direction, ownerWidth)
      + style.marginForAxis(isRow ? .row : .column, direction, ownerWidth)
    switch mode {
    case .exactly, .atMost:
      if maximum.isDefined && size > maximum { size = maximum }
    case .undefined:
      if maximum.isDefined {
        mode = .atMost
        size = maximum
      }
    }
  }
}
