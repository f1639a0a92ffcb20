extension LayoutEngine {
  /// Lays out or measures one node, reusing a cached result when the node is clean and was
  /// already measured under equivalent constraints (Yoga's `calculateLayoutInternal`).
  ///
  /// A layout pass (`performLayout`) positions the node's children; a measuring pass only
  /// computes the node's size. Returns whether the node was actually computed.
  @discardableResult
  @inline(__always)
  func layoutNode(_ node: Int, _ request: LayoutRequest) -> Bool {
    // A node without children or measure function (most nodes) is cheaper to compute than
    // to look up in the cache; this check is inlined into the callers.
    if records[node].measure == nil && records[node].children.isEmpty {
      layOutChildlessNode(node, request)
      return true
    }
    return layoutNodeWithCache(node, request)
  }

  /// ``layoutNode(_:_:)`` for a node with children or a measure function.
  private func layoutNodeWithCache(_ node: Int, _ request: LayoutRequest) -> Bool {
    let needToVisit = resetsCaches(node, request)
    let cached = needToVisit ? nil : cachedResult(node, request)
    if let cached {
      layouts[node].measuredWidth = cached.pointee.computedWidth
      layouts[node].measuredHeight = cached.pointee.computedHeight
      layouts[node].contentWidth = cached.pointee.contentWidth
      layouts[node].contentHeight = cached.pointee.contentHeight
    } else {
      calculateLayoutImpl(node, request)
      layouts[node].lastOwnerDirection = request.ownerDirection
      store(node, request)
    }
    finishVisit(node, request)
    return cached == nil
  }

  /// ``layoutNode(_:_:)`` for a node without children or measure function.
  ///
  /// Such a node keeps no cache, so its stale entries are not cleared here (a write to
  /// memory nothing reads); it is marked dirty when it gains children or a measure
  /// function, and its first visit after that clears them.
  private func layOutChildlessNode(_ node: Int, _ request: LayoutRequest) {
    computeChildlessNode(node, request)
    layouts[node].lastOwnerDirection = request.ownerDirection
    finishVisit(node, request)
  }

  /// Empties the node's caches when its results are stale: it is dirty and not yet visited
  /// in this pass, or its owner's direction changed. Returns whether it did.
  @inline(__always)
  private func resetsCaches(_ node: Int, _ request: LayoutRequest) -> Bool {
    let needToVisit =
      (layouts[node].isDirty && layouts[node].generation != generation)
      || layouts[node].lastOwnerDirection != request.ownerDirection
    if needToVisit {
      layouts[node].nextCacheSlot = 0
      layouts[node].cachedLayout = .empty
    }
    return needToVisit
  }

  /// The bookkeeping after a node was computed or taken from its cache.
  @inline(__always)
  private func finishVisit(_ node: Int, _ request: LayoutRequest) {
    if request.performLayout {
      layouts[node].width = layouts[node].measuredWidth
      layouts[node].height = layouts[node].measuredHeight
      layouts[node].isDirty = false
    }
    // Whether the node's laid-out results now match its measured size: a reused layout is as
    // valid as a computed one (a node's last computed layout is always its cached one); a
    // measurement since then may have changed the size (see `baseline(of:in:)`).
    layouts[node].positionedGeneration = request.performLayout ? generation : 0
    layouts[node].generation = generation
  }

  /// A cached result usable for the request, if any, in place (an entry is too large to
  /// return by value cheaply).
  private func cachedResult(_ node: Int, _ request: LayoutRequest)
    -> UnsafeMutablePointer<CacheEntry>?
  {
    let layout = layouts.baseAddress.unsafelyUnwrapped + node
    let cachedLayout = layout.pointer(to: \.cachedLayout).unsafelyUnwrapped
    let slot = measureCache.baseAddress.unsafelyUnwrapped + node * CacheEntry.slotsPerNode
    let slots = Int(layout.pointee.nextCacheSlot)
    if records[node].measure != nil {
      // Measured leaves are the most expensive: accept any compatible result.
      let style = stylePointer(node)
      let marginRow = style.marginForAxis(.row, .ltr, request.ownerWidth)
      let marginColumn = style.marginForAxis(.column, .ltr, request.ownerWidth)
      if cachedLayout.pointee.isCompatible(
        with: request, marginRow: marginRow, marginColumn: marginColumn)
      {
        return cachedLayout
      }
      for index in 0..<slots
      where slot[index].isCompatible(
        with: request, marginRow: marginRow, marginColumn: marginColumn)
      {
        return slot + index
      }
      return nil
    }
    if request.performLayout {
      return cachedLayout.pointee.matchesExactly(request) ? cachedLayout : nil
    }
    for index in 0..<slots where slot[index].matchesExactly(request) {
      return slot + index
    }
    return nil
  }

  /// Remembers the node's new result under the request's constraints (nothing, when
  /// results are not to be reused: then no lookup ever finds one).
  private func store(_ node: Int, _ request: LayoutRequest) {
    guard reusesCache else { return }
    let entry = CacheEntry(
      availableWidth: request.availableWidth, availableHeight: request.availableHeight,
      ownerWidth: request.ownerWidth, ownerHeight: request.ownerHeight,
      widthMode: request.widthMode, heightMode: request.heightMode,
      computedWidth: layouts[node].measuredWidth, computedHeight: layouts[node].measuredHeight,
      contentWidth: layouts[node].contentWidth, contentHeight: layouts[node].contentHeight)
    if request.performLayout {
      layouts[node].cachedLayout = entry
      return
    }
    if Int(layouts[node].nextCacheSlot) >= CacheEntry.slotsPerNode {
      layouts[node].nextCacheSlot = 0
    }
    measureCache[node * CacheEntry.slotsPerNode + Int(layouts[node].nextCacheSlot)] = entry
    layouts[node].nextCacheSlot += 1
  }

  /// Computes a node without children or measure function: ``calculateLayoutCore(_:_:)``'s
  /// result for such a node (its padding and border, or the exact sizes it is given, within
  /// its min and max sizes), without that function's general steps. Most nodes of a typical
  /// tree are such leaves, and they are computed in every pass of their parent.
  private func computeChildlessNode(_ node: Int, _ request: LayoutRequest) {
    let style = stylePointer(node)
    if style.pointer(to: \.boxes).unsafelyUnwrapped.pointee.hasContentKeyword {
      layOutWithIntrinsicSizes(node, request)
      return
    }
    let direction = style.pointee.direction.resolved(inheriting: request.ownerDirection)
    let ownerWidth = request.ownerWidth
    let layout = layouts.baseAddress.unsafelyUnwrapped + node
    layout.pointee.direction = direction
    layout.pointee.paddingReference = ownerWidth
    if request.performLayout { layout.pointee.layoutGeneration = generation }
    let paddingAndBorderRow = style.paddingAndBorderForAxis(true, direction, ownerWidth)
    let paddingAndBorderColumn = style.paddingAndBorderForAxis(false, direction, ownerWidth)
    let width =
      request.widthMode == .exactly
      ? request.availableWidth - style.marginForAxis(.row, direction, ownerWidth)
      : paddingAndBorderRow
    let height =
      request.heightMode == .exactly
      ? request.availableHeight - style.marginForAxis(.column, direction, ownerWidth)
      : paddingAndBorderColumn
    layout.pointee.contentWidth = maxOrDefined(width, paddingAndBorderRow)
    layout.pointee.contentHeight = maxOrDefined(height, paddingAndBorderColumn)
    guard style.pointee.boxes.hasLimits else {
      layout.pointee.measuredWidth = layout.pointee.contentWidth
      layout.pointee.measuredHeight = layout.pointee.contentHeight
      return
    }
    layout.pointee.measuredWidth = maxOrDefined(
      boundAxisWithinMinAndMax(
        node, isRow: true, width, axisSize: ownerWidth, widthSize: ownerWidth),
      paddingAndBorderRow)
    layout.pointee.measuredHeight = maxOrDefined(
      boundAxisWithinMinAndMax(
        node, isRow: false, height, axisSize: request.ownerHeight, widthSize: ownerWidth),
      paddingAndBorderColumn)
  }

  /// Computes one node: a measured leaf, an empty container, or a flex container (Yoga's
  /// `calculateLayoutImpl`).
  func calculateLayoutImpl(_ node: Int, _ request: LayoutRequest) {
    if stylePointer(node).pointer(to: \.boxes).unsafelyUnwrapped.pointee.hasContentKeyword {
      layOutWithIntrinsicSizes(node, request)
      return
    }
    calculateLayoutCore(node, request)
  }

  /// ``calculateLayoutImpl(_:_:)`` once intrinsic size keywords are resolved.
  func calculateLayoutCore(_ node: Int, _ request: LayoutRequest) {
    let style = stylePointer(node)
    let direction = style.pointee.direction.resolved(inheriting: request.ownerDirection)
    layouts[node].direction = direction
    layouts[node].paddingReference = request.ownerWidth
    let marginRow = style.marginForAxis(.row, direction, request.ownerWidth)
    let marginColumn = style.marginForAxis(.column, direction, request.ownerWidth)
    var inner = request
    inner.availableWidth -= marginRow
    inner.availableHeight -= marginColumn

    if let measure = records[node].measure {
      measureLeaf(node, inner, measure: measure)
      return
    }
    if request.performLayout {
      layouts[node].layoutGeneration = generation
      clearContentsNodes(of: node)
    }
    if records[node].contentsChildCount == 0 {
      // The node's own child list, read in place (no copy of the array, no reference
      // counting).
      records[node].children.withUnsafeBufferPointer { children in
        layOutChildren(node, request, inner, direction: direction, children: children)
      }
    } else {
      layoutChildren(of: node).withUnsafeBufferPointer { children in
        layOutChildren(node, request, inner, direction: direction, children: children)
      }
    }
  }

  /// The part of ``calculateLayoutCore(_:_:)`` for a node without measure function, given
  /// its layout children.
  private func layOutChildren(
    _ node: Int, _ request: LayoutRequest, _ inner: LayoutRequest, direction: Direction,
    children: UnsafeBufferPointer<NodeID>
  ) {
    if records[node].hasCustomLayout {
      if !request.performLayout && !request.measuresContent && measureFixedSizeNode(node, inner) {
        return
      }
      layOutCustomNode(node, request, inner, direction: direction, children: children)
      return
    }
    if children.isEmpty {
      measureEmptyNode(node, inner)
      return
    }
    if !request.performLayout && !request.measuresContent && measureFixedSizeNode(node, inner) {
      return
    }
    layouts[node].hadOverflow = false
    layOutFlexContainer(
      makeFlexContainer(node, request, direction: direction, children: children))
  }

  /// The children that take part in a node's layout: its own, with each
  /// `display: contents` child replaced by its layout children.
  func layoutChildren(of node: Int) -> [NodeID] {
    guard records[node].contentsChildCount > 0 else { return records[node].children }
    var flattened: [NodeID] = []
    appendLayoutChildren(of: node, to: &flattened)
    return flattened
  }

  private func appendLayoutChildren(of node: Int, to result: inout [NodeID]) {
    for child in records[node].children {
      if stylePointer(child.index).pointee.display == .contents {
        appendLayoutChildren(of: child.index, to: &result)
      } else {
        result.append(child)
      }
    }
  }

  /// `display: contents` nodes below `node` get an empty frame at their parent's origin.
  func clearContentsNodes(of node: Int) {
    guard records[node].contentsChildCount > 0 else { return }
    for child in records[node].children where stylePointer(child.index).pointee.display == .contents
    {
      resetLayout(child.index)
      clearContentsNodes(of: child.index)
    }
  }

  /// `display: none`: the node and its subtree get empty frames.
  func zeroOutSubtree(_ node: Int) {
    resetLayout(node)
    for child in records[node].children {
      zeroOutSubtree(child.index)
    }
  }

  /// Empties a node's results and its caches (as Yoga does). The node counts as clean, so
  /// that a later change below it marks its ancestors dirty again; its caches must go with
  /// the results: the positions its cached layout produced are gone, and a change to its
  /// style made while it was hidden would otherwise leave stale measurements behind.
  private func resetLayout(_ node: Int) {
    layouts[node].cachedLayout = .empty
    layouts[node].nextCacheSlot = 0
    layouts[node].left = 0
    layouts[node].top = 0
    layouts[node].width = 0
    layouts[node].height = 0
    layouts[node].measuredWidth = 0
    layouts[node].measuredHeight = 0
    layouts[node].contentWidth = 0
    layouts[node].contentHeight = 0
    layouts[node].isDirty = false
    layouts[node].layoutGeneration = generation
    layouts[node].generation = generation
  }
}
