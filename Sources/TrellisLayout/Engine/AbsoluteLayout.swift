/// Step 11 (CSS Flexbox §4.1, CSS Position §3): absolutely positioned children, sized and
/// placed against their containing block — the nearest ancestor that is not
/// `position: static` — or, without insets, at their static position in their parent.
extension LayoutEngine {
  /// Lays out the absolutely positioned children of `current`, and recursively those of its
  /// static descendants, against `containingBlock`. `offsetX`/`offsetY` locate `current`'s
  /// border box within the containing block's.
  // swift-format-ignore: FunctionParameterCount
  func layOutAbsoluteDescendants(
    containingBlock: Int, current: Int, direction: Direction, offsetX: Double,
    offsetY: Double, widthMode: MeasureMode
  ) {
    for id in layoutChildren(of: current) {
      let child = id.index
      let style = stylePointer(child)
      if style.pointee.display == .none { continue }
      if style.pointee.positionType == .absolute {
        layOutAbsoluteChild(
          child, parent: current, containingBlock: containingBlock, direction: direction,
          offsetX: offsetX, offsetY: offsetY, widthMode: widthMode)
      } else if style.pointee.positionType == .static {
        // A static child is no containing block: its absolute children are placed here.
        layouts[child].layoutGeneration = generation
        layOutAbsoluteDescendants(
          containingBlock: containingBlock, current: child,
          direction: style.pointee.direction.resolved(inheriting: direction),
          offsetX: offsetX + layouts[child].left, offsetY: offsetY + layouts[child].top,
          widthMode: widthMode)
      }
    }
  }

  // swift-format-ignore: FunctionParameterCount
  private func layOutAbsoluteChild(
    _ child: Int, parent: Int, containingBlock: Int, direction: Direction, offsetX: Double,
    offsetY: Double, widthMode: MeasureMode
  ) {
    let blockStyle = stylePointer(containingBlock)
    let blockDirection = layouts[containingBlock].direction
    // Percentages resolve against the containing block's padding box.
    let blockWidth =
      layouts[containingBlock].measuredWidth - blockStyle.border(.left, blockDirection)
      - blockStyle.border(.right, blockDirection)
    let blockHeight =
      layouts[containingBlock].measuredHeight - blockStyle.border(.top, blockDirection)
      - blockStyle.border(.bottom, blockDirection)
    let size = absoluteChildSize(
      child, parent: parent, blockWidth: blockWidth, blockHeight: blockHeight,
      direction: direction, widthMode: widthMode)
    layoutNode(
      child,
      LayoutRequest(
        availableWidth: size.width, availableHeight: size.height, widthMode: .exactly,
        heightMode: .exactly, ownerWidth: blockWidth, ownerHeight: blockHeight,
        ownerDirection: direction, performLayout: true))

    let parentStyle = stylePointer(parent)
    let mainAxis = parentStyle.pointee.flexDirection.resolved(for: direction)
    let crossAxis = mainAxis.crossAxis(for: direction)
    let block = Block(
      node: containingBlock, width: blockWidth, height: blockHeight, offsetX: offsetX,
      offsetY: offsetY)
    layouts[child].left = absolutePosition(
      child, parent: parent, block: block, isRow: true, direction: direction,
      axis: mainAxis.isRow ? mainAxis : crossAxis, isMainAxis: mainAxis.isRow)
    layouts[child].top = absolutePosition(
      child, parent: parent, block: block, isRow: false, direction: direction,
      axis: mainAxis.isRow ? crossAxis : mainAxis, isMainAxis: !mainAxis.isRow)
  }

  /// The containing block of an absolutely positioned node.
  private struct Block {
    var node: Int
    var width: Double
    var height: Double
    var offsetX: Double
    var offsetY: Double
  }

  /// The margin-box size of an absolute child: its definite size, else the space between
  /// its insets, else from its aspect ratio, else its content.
  // swift-format-ignore: FunctionParameterCount
  private func absoluteChildSize(
    _ child: Int, parent: Int, blockWidth: Double, blockHeight: Double, direction: Direction,
    widthMode: MeasureMode
  ) -> LayoutSize {
    let style = stylePointer(child)
    let marginRow = style.marginForAxis(.row, direction, blockWidth)
    let marginColumn = style.marginForAxis(.column, direction, blockWidth)
    var width = Double.nan
    var height = Double.nan
    if style.hasDefiniteSize(isRow: true, reference: blockWidth) {
      width =
        style.resolvedSize(isRow: true, reference: blockWidth, direction, blockWidth) + marginRow
    } else if style.isInsetDefined(.left, direction) && style.isInsetDefined(.right, direction) {
      let between =
        blockWidth - style.inset(.left, direction, blockWidth)
        - style.inset(.right, direction, blockWidth) - marginRow
      width =
        boundAxis(child, isRow: true, between, axisSize: blockWidth, widthSize: blockWidth)
        + marginRow
    }
    if style.hasDefiniteSize(isRow: false, reference: blockHeight) {
      height =
        style.resolvedSize(isRow: false, reference: blockHeight, direction, blockWidth)
        + marginColumn
    } else if style.isInsetDefined(.top, direction) && style.isInsetDefined(.bottom, direction) {
      let between =
        blockHeight - style.inset(.top, direction, blockHeight)
        - style.inset(.bottom, direction, blockHeight) - marginColumn
      height =
        boundAxis(child, isRow: false, between, axisSize: blockHeight, widthSize: blockWidth)
        + marginColumn
    }
    // One size and an aspect ratio give the other.
    let aspectRatio = style.resolvedAspectRatio
    if width.isNaN != height.isNaN && aspectRatio.isDefined {
      if width.isNaN {
        width = marginRow + (height - marginColumn) * aspectRatio
      } else {
        height = marginColumn + (width - marginRow) / aspectRatio
      }
    }
    if width.isNaN || height.isNaN {
      var childWidthMode: MeasureMode = width.isNaN ? .undefined : .exactly
      let childHeightMode: MeasureMode = height.isNaN ? .undefined : .exactly
      // Let content wrap at the containing block's width, as browsers do.
      let parentIsRow = stylePointer(parent).pointee.flexDirection.resolved(for: direction).isRow
      if !parentIsRow && width.isNaN && widthMode != .undefined && blockWidth.isDefined
        && blockWidth > 0
      {
        width = blockWidth
        childWidthMode = .atMost
      }
      layoutNode(
        child,
        LayoutRequest(
          availableWidth: width, availableHeight: height, widthMode: childWidthMode,
          heightMode: childHeightMode, ownerWidth: blockWidth, ownerHeight: blockHeight,
          ownerDirection: direction, performLayout: false))
      width = layouts[child].measuredWidth + marginRow
      height = layouts[child].measuredHeight + marginColumn
    }
    return LayoutSize(width: width, height: height)
  }

  /// The child's offset from its parent on one physical axis: from an inset against the
  /// containing block (inline-start before inline-end, top before bottom), else its static
  /// position from the parent's `justifyContent` (main axis) or alignment (cross axis).
  // swift-format-ignore: FunctionParameterCount
  private func absolutePosition(
    _ child: Int, parent: Int, block: Block, isRow: Bool, direction: Direction,
    axis: FlexDirection, isMainAxis: Bool
  ) -> Double {
    let style = stylePointer(child)
    let blockStyle = stylePointer(block.node)
    let blockDirection = layouts[block.node].direction
    let childSize = isRow ? layouts[child].measuredWidth : layouts[child].measuredHeight
    let blockSize = isRow ? layouts[block.node].measuredWidth : layouts[block.node].measuredHeight
    let reference = isRow ? block.width : block.height
    let offset = isRow ? block.offsetX : block.offsetY
    let first: PhysicalEdge = isRow ? (direction == .rtl ? .right : .left) : .top
    let second: PhysicalEdge = isRow ? (direction == .rtl ? .left : .right) : .bottom
    for edge in [first, second] where style.isInsetDefined(edge, direction) {
      let inset = style.inset(edge, direction, reference)
      let margin = style.margin(edge, direction, block.width)
      let border = blockStyle.border(edge, blockDirection)
      if edge == .left || edge == .top {
        return inset + border + margin - offset
      }
      return blockSize - childSize - border - margin - inset - offset
    }
    let fromStart =
      isMainAxis
      ? staticMainPosition(child, parent: parent, axis: axis, direction: direction, block: block)
      : staticCrossPosition(child, parent: parent, axis: axis, direction: direction, block: block)
    guard axis.isReversed else { return fromStart }
    let parentSize = isRow ? layouts[parent].measuredWidth : layouts[parent].measuredHeight
    return parentSize - childSize - fromStart
  }

  private enum StaticAlignment {
    case start
    case center
    case end
  }

  private func staticMainPosition(
    _ child: Int, parent: Int, axis: FlexDirection, direction: Direction, block: Block
  ) -> Double {
    let alignment: StaticAlignment
    switch stylePointer(parent).pointee.justifyContent {
    case .flexStart, .spaceBetween: alignment = .start
    case .flexEnd: alignment = .end
    case .center, .spaceAround, .spaceEvenly: alignment = .center
    }
    return staticPosition(
      child, parent: parent, axis: axis, direction: direction, alignment: alignment,
      blockWidth: block.width)
  }

  private func staticCrossPosition(
    _ child: Int, parent: Int, axis: FlexDirection, direction: Direction, block: Block
  ) -> Double {
    var align = alignment(of: child, in: parent)
    if stylePointer(parent).pointee.flexWrap == .wrapReverse {
      if align == .flexEnd {
        align = .flexStart
      } else if align != .center {
        align = .flexEnd
      }
    }
    let alignment: StaticAlignment
    switch align {
    case .flexEnd: alignment = .end
    case .center: alignment = .center
    case .auto, .flexStart, .stretch, .baseline, .spaceBetween, .spaceAround, .spaceEvenly:
      alignment = .start
    }
    return staticPosition(
      child, parent: parent, axis: axis, direction: direction, alignment: alignment,
      blockWidth: block.width)
  }

  /// The offset from the parent's flex-start edge on `axis` of a child placed as if it were
  /// the parent's only item (inside the parent's padding).
  // swift-format-ignore: FunctionParameterCount
  private func staticPosition(
    _ child: Int, parent: Int, axis: FlexDirection, direction: Direction,
    alignment: StaticAlignment, blockWidth: Double
  ) -> Double {
    let style = stylePointer(child)
    let parentStyle = stylePointer(parent)
    let parentDirection = layouts[parent].direction
    let isRow = axis.isRow
    let parentSize = isRow ? layouts[parent].measuredWidth : layouts[parent].measuredHeight
    let childSize = isRow ? layouts[child].measuredWidth : layouts[child].measuredHeight
    let parentOwnerWidth = parentWidthReference(parent)
    let leading = parentStyle.paddingAndBorder(axis.startEdge, parentDirection, parentOwnerWidth)
    let trailing = parentStyle.paddingAndBorder(axis.endEdge, parentDirection, parentOwnerWidth)
    let marginStart = style.margin(axis.startEdge, direction, blockWidth)
    let marginEnd = style.margin(axis.endEdge, direction, blockWidth)
    switch alignment {
    case .start:
      return leading + marginStart
    case .end:
      return parentSize - childSize - trailing - marginEnd
    case .center:
      let content = parentSize - leading - trailing
      let outer = childSize + marginStart + marginEnd
      return (content - outer) / 2 + leading + marginStart
    }
  }

  /// The width a node's percentage paddings resolved against in its last layout.
  private func parentWidthReference(_ node: Int) -> Double {
    layouts[node].paddingReference
  }
}
