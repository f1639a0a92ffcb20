/// Nodes laid out by a ``CustomLayoutFunction`` instead of the flex algorithm.
///
/// The node's request and its own sizes become a ``LayoutSizeRange`` for its content box, as
/// ComponentKit lays out a component "that fits" a size range. Children are measured and laid
/// out with ordinary requests: a range's maximum becomes `atMost` (or `exactly` when the
/// minimum equals it), and a minimum that the measured size falls short of is met by laying
/// the child out again at exactly that size, which is how ComponentKit's parent constraint
/// wins over a child's own size.
extension LayoutEngine {
  func layOutCustomNode(
    _ node: Int, _ request: LayoutRequest, _ inner: LayoutRequest, direction: Direction,
    children: UnsafeBufferPointer<NodeID>, rule: CustomLayoutFunction
  ) {
    let style = stylePointer(node)
    let ownerWidth = request.ownerWidth
    let paddingRow = style.paddingAndBorderForAxis(true, direction, ownerWidth)
    let paddingColumn = style.paddingAndBorderForAxis(false, direction, ownerWidth)
    let width = customAxisRange(
      node, isRow: true, available: inner.availableWidth, mode: inner.widthMode,
      reference: request.ownerWidth, ownerWidth: ownerWidth, direction: direction)
    let height = customAxisRange(
      node, isRow: false, available: inner.availableHeight, mode: inner.heightMode,
      reference: request.ownerHeight, ownerWidth: ownerWidth, direction: direction)
    let range = LayoutSizeRange(
      min: LayoutSize(width: width.min - paddingRow, height: height.min - paddingColumn),
      max: LayoutSize(width: width.max - paddingRow, height: height.max - paddingColumn))
    var flow: [Int] = []
    flow.reserveCapacity(children.count)
    for id in children {
      let child = id.index
      let childStyle = stylePointer(child)
      if childStyle.pointee.display == .none {
        zeroOutSubtree(child)
      } else if childStyle.pointee.positionType != .absolute {
        flow.append(child)
      }
    }
    var context = CustomLayoutContext(
      range: range, pointScale: pointScale, engine: self, node: node, children: flow,
      performLayout: request.performLayout, direction: direction,
      contentLeft: style.paddingAndBorder(.left, direction, ownerWidth),
      contentTop: style.paddingAndBorder(.top, direction, ownerWidth))
    let content = range.clamp(rule(&context))
    setMeasuredSize(
      node, width: content.width + paddingRow, height: content.height + paddingColumn, inner)
    if request.performLayout && records[node].outOfFlowChildCount > 0 {
      layOutAbsoluteDescendants(
        containingBlock: node, current: node, direction: direction, offsetX: 0, offsetY: 0,
        widthMode: .exactly)
    }
  }

  /// The border-box sizes a custom node may take on one axis: what it is offered (exactly,
  /// at most, or anything), its own preferred size unless the offer is exact, then its own
  /// minimum and maximum, which win over both as they do for every flexbox box.
  // swift-format-ignore: FunctionParameterCount
  private func customAxisRange(
    _ node: Int, isRow: Bool, available: Double, mode: MeasureMode, reference: Double,
    ownerWidth: Double, direction: Direction
  ) -> (min: Double, max: Double) {
    var low = 0.0
    var high = Double.infinity
    if available.isDefined {
      switch mode {
      case .exactly:
        low = available
        high = available
      case .atMost:
        high = Swift.max(0, available)
      case .undefined:
        break
      }
    }
    let style = stylePointer(node)
    if mode != .exactly {
      let preferred = style.resolvedSize(isRow: isRow, reference: reference, direction, ownerWidth)
      if preferred.isDefined {
        low = preferred
        high = preferred
      }
    }
    let maximum = style.resolvedMaxSize(isRow: isRow, reference: reference, direction, ownerWidth)
    if maximum.isDefined && maximum >= 0 {
      high = Swift.min(high, maximum)
      low = Swift.min(low, high)
    }
    let minimum = style.resolvedMinSize(isRow: isRow, reference: reference, direction, ownerWidth)
    if minimum.isDefined && minimum >= 0 {
      low = Swift.max(low, minimum)
      high = Swift.max(high, low)
    }
    return (low, high)
  }

  /// The request that offers `child` a `range` (its margin box): a definite size of the
  /// child's own (or one its aspect ratio gives) is asked for exactly, as a flex container
  /// asks for its items' definite sizes, but within the range (ComponentKit's parent
  /// constraint wins); otherwise `exactly` where the range is one size, `atMost` where it has
  /// a finite maximum, else open.
  private func customChildRequest(_ child: Int, _ range: LayoutSizeRange, direction: Direction)
    -> LayoutRequest
  {
    let ownerWidth = range.max.width.isFinite ? range.max.width : .nan
    let ownerHeight = range.max.height.isFinite ? range.max.height : .nan
    let style = stylePointer(child)
    let marginRow = style.marginForAxis(isRow: true, direction, ownerWidth)
    let marginColumn = style.marginForAxis(isRow: false, direction, ownerWidth)
    var ownWidth = style.resolvedSize(isRow: true, reference: ownerWidth, direction, ownerWidth)
    var ownHeight = style.resolvedSize(
      isRow: false, reference: ownerHeight, direction, ownerWidth)
    let aspectRatio = style.resolvedAspectRatio
    if aspectRatio.isDefined {
      if ownWidth.isDefined && ownHeight.isNaN { ownHeight = ownWidth / aspectRatio }
      if ownHeight.isDefined && ownWidth.isNaN { ownWidth = ownHeight * aspectRatio }
    }
    func axis(_ own: Double, _ margin: Double, _ low: Double, _ high: Double)
      -> (Double, MeasureMode)
    {
      if own.isDefined { return (Swift.min(Swift.max(own + margin, low), high), .exactly) }
      guard high.isFinite else { return (.nan, .undefined) }
      return (high, low == high ? .exactly : .atMost)
    }
    let width = axis(ownWidth, marginRow, range.min.width, range.max.width)
    let height = axis(ownHeight, marginColumn, range.min.height, range.max.height)
    return LayoutRequest(
      availableWidth: width.0, availableHeight: height.0, widthMode: width.1,
      heightMode: height.1, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
      ownerDirection: direction, performLayout: false)
  }

  /// See ``CustomLayoutContext/measure(child:in:)``.
  func measureCustomChild(_ child: Int, in range: LayoutSizeRange, direction: Direction)
    -> LayoutSize
  {
    var request = customChildRequest(child, range, direction: direction)
    let style = stylePointer(child)
    let marginRow = style.marginForAxis(isRow: true, direction, request.ownerWidth)
    let marginColumn = style.marginForAxis(isRow: false, direction, request.ownerWidth)
    func measured() -> LayoutSize {
      layoutNode(child, request)
      return LayoutSize(
        width: layouts[child].measuredWidth + marginRow,
        height: layouts[child].measuredHeight + marginColumn)
    }
    let natural = measured()
    let bounded = range.clamp(natural)
    guard bounded != natural else { return natural }
    // Flexbox offers no minimum: a child smaller than the range's minimum (or larger than
    // its maximum, by its own size) is laid out again at the size the range allows.
    if bounded.width != natural.width {
      request.availableWidth = bounded.width
      request.widthMode = .exactly
    }
    if bounded.height != natural.height {
      request.availableHeight = bounded.height
      request.heightMode = .exactly
    }
    return measured()
  }

  /// See ``CustomLayoutContext/place(child:x:y:size:)``; `x` and `y` are in the node's
  /// border box.
  func placeCustomChild(
    _ child: Int, x: Double, y: Double, size: LayoutSize, direction: Direction
  ) {
    let request = LayoutRequest(
      availableWidth: size.width, availableHeight: size.height, widthMode: .exactly,
      heightMode: .exactly, ownerWidth: size.width, ownerHeight: size.height,
      ownerDirection: direction, performLayout: true)
    layoutNode(child, request)
    let style = stylePointer(child)
    layouts[child].left = x + style.margin(.left, direction, size.width)
    layouts[child].top = y + style.margin(.top, direction, size.width)
  }
}
