/// Nodes laid out by a ``CustomLayoutFunction`` instead of the flex algorithm.
///
/// The node's request and its own sizes become a ``LayoutSizeRange`` for its content box, as
/// ComponentKit lays out a component "that fits" a size range. Children are measured and laid
/// out with ordinary requests: a range's maximum becomes `atMost` (or `exactly` when the
/// minimum equals it), and a minimum that the measured size falls short of is met by laying
/// the child out again at exactly that size, which is how ComponentKit's parent constraint
/// wins over a child's own size.
extension LayoutEngine {
  // Kept out of line: inlined, its locals (the context, the flow array) widened the stack
  // frame of `calculateLayoutCore`, which every flex node's recursion passes through.
  @inline(never)
  func layOutCustomNode(
    _ node: Int, _ request: LayoutRequest, _ inner: LayoutRequest, direction: Direction,
    children: UnsafeBufferPointer<NodeID>
  ) {
    guard let custom = customNodes.pointee[node] else { return }
    let style = stylePointer(node)
    let ownerWidth = request.ownerWidth
    let paddingRow = style.paddingAndBorderForAxis(true, direction, ownerWidth)
    let paddingColumn = style.paddingAndBorderForAxis(false, direction, ownerWidth)
    // Given exactly the size it was measured to, the node keeps the range it was measured
    // in, as ComponentKit keeps a measured layout: an exact range would stretch a child that
    // the measured range let keep its own size, or make a ratio from another side.
    let offer = measuredOffer(node, inner, direction) ?? inner
    let marginRow = style.marginForAxis(isRow: true, direction, ownerWidth)
    let marginColumn = style.marginForAxis(isRow: false, direction, ownerWidth)
    let width = customAxisRange(
      node, isRow: true, available: offer.availableWidth, mode: offer.widthMode,
      offeredMinimum: custom.offeredMinWidth - marginRow,
      reference: offer.ownerWidth, ownerWidth: ownerWidth, direction: direction)
    let height = customAxisRange(
      node, isRow: false, available: offer.availableHeight, mode: offer.heightMode,
      offeredMinimum: custom.offeredMinHeight - marginColumn,
      reference: offer.ownerHeight, ownerWidth: ownerWidth, direction: direction)
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
      contentTop: style.paddingAndBorder(.top, direction, ownerWidth),
      requests: Array(repeating: nil, count: flow.count))
    let proposed = custom.rule(&context)
    if context.keepsSizeOutsideRange {
      setMeasuredSize(
        node, width: proposed.width + paddingRow, height: proposed.height + paddingColumn, inner)
    } else {
      let content = range.clamp(proposed)
      // The border box stays within the node's range even when padding does not fit in it,
      // as ComponentKit clamps an inset's size to its range.
      setMeasuredSize(
        node, width: Swift.min(Swift.max(content.width + paddingRow, width.min), width.max),
        height: Swift.min(Swift.max(content.height + paddingColumn, height.min), height.max),
        inner)
    }
    if request.performLayout && records[node].outOfFlowChildCount > 0 {
      layOutAbsoluteDescendants(
        containingBlock: node, current: node, direction: direction, offsetX: 0, offsetY: 0,
        widthMode: .exactly)
    }
  }

  /// When the node is asked for exactly the size (on the request's exact axes) that an
  /// earlier measurement gave it, under an offer that was otherwise the same and not exact
  /// on both axes, that measurement's (inner) request.
  private func measuredOffer(_ node: Int, _ inner: LayoutRequest, _ direction: Direction)
    -> LayoutRequest?
  {
    guard inner.widthMode == .exactly || inner.heightMode == .exactly else { return nil }
    let style = stylePointer(node)
    let slots = measureCache.baseAddress.unsafelyUnwrapped + node * CacheEntry.slotsPerNode
    for index in 0..<Int(layouts[node].nextCacheSlot) {
      let entry = slots[index]
      guard entry.widthMode != .exactly || entry.heightMode != .exactly else { continue }
      let marginRow = style.marginForAxis(isRow: true, direction, entry.ownerWidth)
      let marginColumn = style.marginForAxis(isRow: false, direction, entry.ownerWidth)
      var offer = inner
      offer.availableWidth = entry.availableWidth - marginRow
      offer.availableHeight = entry.availableHeight - marginColumn
      offer.widthMode = entry.widthMode
      offer.heightMode = entry.heightMode
      func sameAxis(
        _ mode: MeasureMode, _ size: Double, _ computed: Double, _ offered: Double,
        _ offeredMode: MeasureMode
      ) -> Bool {
        mode == .exactly
          ? inexactEquals(computed, size)
          : mode == offeredMode && (mode == .undefined || inexactEquals(offered, size))
      }
      guard
        sameAxis(
          inner.widthMode, inner.availableWidth, entry.computedWidth, offer.availableWidth,
          offer.widthMode),
        sameAxis(
          inner.heightMode, inner.availableHeight, entry.computedHeight, offer.availableHeight,
          offer.heightMode)
      else { continue }
      offer.ownerWidth = entry.ownerWidth
      offer.ownerHeight = entry.ownerHeight
      return offer
    }
    return nil
  }

  /// The border-box sizes a custom node may take on one axis: what it is offered (exactly,
  /// at most, or anything, with a custom parent's minimum), its own preferred size unless the offer is exact, then its own
  /// minimum and maximum, which win over both as they do for every flexbox box.
  // swift-format-ignore: FunctionParameterCount
  private func customAxisRange(
    _ node: Int, isRow: Bool, available: Double, mode: MeasureMode, offeredMinimum: Double,
    reference: Double, ownerWidth: Double, direction: Direction
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
    if offeredMinimum > low { low = Swift.min(offeredMinimum, high) }
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
    -> (size: LayoutSize, request: LayoutRequest, minimum: LayoutSize)
  {
    var request = customChildRequest(child, range, direction: direction)
    let style = stylePointer(child)
    let marginRow = style.marginForAxis(isRow: true, direction, request.ownerWidth)
    let marginColumn = style.marginForAxis(isRow: false, direction, request.ownerWidth)
    func measured() -> LayoutSize {
      withOfferedMinimum(range.min, of: child) { layoutNode(child, request) }
      return LayoutSize(
        width: layouts[child].measuredWidth + marginRow,
        height: layouts[child].measuredHeight + marginColumn)
    }
    let natural = measured()
    let bounded = range.clamp(natural)
    guard bounded != natural else { return (natural, request, range.min) }
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
    return (measured(), request, range.min)
  }

  /// Runs `body` with `minimum` offered to `child` (see `CustomNode.offeredMinWidth`), when
  /// the child is a custom node (the only kind that reads it). A minimum is not part of the
  /// cache's key, so the child's cached results are dropped before and after: it computes
  /// afresh, and what it computed is not reused for a request without that minimum. (Done
  /// here rather than checked on every cache lookup, which is the engine's hottest path.)
  private func withOfferedMinimum(_ minimum: LayoutSize, of child: Int, _ body: () -> Void) {
    guard records[child].hasCustomLayout, minimum.width > 0 || minimum.height > 0 else {
      body()
      return
    }
    func dropCaches() {
      layouts[child].cachedLayout = .empty
      layouts[child].nextCacheSlot = 0
    }
    dropCaches()
    customNodes.pointee[child]?.offeredMinWidth = minimum.width
    customNodes.pointee[child]?.offeredMinHeight = minimum.height
    body()
    customNodes.pointee[child]?.offeredMinWidth = 0
    customNodes.pointee[child]?.offeredMinHeight = 0
    dropCaches()
  }

  /// See ``CustomLayoutContext/place(child:x:y:size:)``; `x` and `y` are in the node's
  /// border box.
  // swift-format-ignore: FunctionParameterCount
  func placeCustomChild(
    _ child: Int, x: Double, y: Double, size: LayoutSize,
    measuredWith measured: (request: LayoutRequest, minimum: LayoutSize)?, direction: Direction
  ) {
    var request =
      measured?.request
      ?? LayoutRequest(
        availableWidth: size.width, availableHeight: size.height, widthMode: .exactly,
        heightMode: .exactly, ownerWidth: size.width, ownerHeight: size.height,
        ownerDirection: direction, performLayout: true)
    request.performLayout = true
    withOfferedMinimum(measured?.minimum ?? size, of: child) { layoutNode(child, request) }
    let style = stylePointer(child)
    layouts[child].left = x + style.margin(.left, direction, request.ownerWidth)
    layouts[child].top = y + style.margin(.top, direction, request.ownerWidth)
  }
}
