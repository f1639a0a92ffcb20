extension LayoutTree {
  /// Lays out or measures one node, reusing a cached result when the node is clean and was
  /// already measured under equivalent constraints (Yoga's `calculateLayoutInternal`).
  ///
  /// A layout pass (`performLayout`) positions the node's children; a measuring pass only
  /// computes the node's size. Returns whether the node was actually computed.
  @discardableResult
  mutating func layoutNode(_ node: Int, _ request: LayoutRequest) -> Bool {
    let needToVisit =
      (layouts[node].isDirty && layouts[node].generation != generation)
      || layouts[node].lastOwnerDirection != request.ownerDirection
    if needToVisit {
      layouts[node].nextCacheSlot = 0
      layouts[node].cachedLayout = .empty
    }
    let cached = needToVisit ? nil : cachedResult(node, request)
    if let cached {
      layouts[node].measuredWidth = cached.computedWidth
      layouts[node].measuredHeight = cached.computedHeight
    } else {
      calculateLayoutImpl(node, request)
      layouts[node].lastOwnerDirection = request.ownerDirection
      store(node, request)
    }
    if request.performLayout {
      layouts[node].width = layouts[node].measuredWidth
      layouts[node].height = layouts[node].measuredHeight
      layouts[node].isDirty = false
    }
    layouts[node].generation = generation
    return cached == nil
  }

  /// A cached result usable for the request, if any.
  private func cachedResult(_ node: Int, _ request: LayoutRequest) -> CacheEntry? {
    let layout = layouts[node]
    let base = node * CacheEntry.slotsPerNode
    if records[node].measure != nil {
      // Measured leaves are the most expensive: accept any compatible result.
      let style = records[node].style
      let marginRow = style.marginForAxis(.row, .ltr, request.ownerWidth)
      let marginColumn = style.marginForAxis(.column, .ltr, request.ownerWidth)
      if layout.cachedLayout.isCompatible(
        with: request, marginRow: marginRow, marginColumn: marginColumn, pointScale: pointScale)
      {
        return layout.cachedLayout
      }
      for slot in 0..<Int(layout.nextCacheSlot) {
        let entry = measureCache[base + slot]
        if entry.isCompatible(
          with: request, marginRow: marginRow, marginColumn: marginColumn,
          pointScale: pointScale)
        {
          return entry
        }
      }
      return nil
    }
    if request.performLayout {
      return layout.cachedLayout.matchesExactly(request) ? layout.cachedLayout : nil
    }
    for slot in 0..<Int(layout.nextCacheSlot) {
      let entry = measureCache[base + slot]
      if entry.matchesExactly(request) { return entry }
    }
    return nil
  }

  /// Remembers the node's new result under the request's constraints.
  private mutating func store(_ node: Int, _ request: LayoutRequest) {
    let entry = CacheEntry(
      availableWidth: request.availableWidth, availableHeight: request.availableHeight,
      ownerWidth: request.ownerWidth, ownerHeight: request.ownerHeight,
      widthMode: request.widthMode, heightMode: request.heightMode,
      computedWidth: layouts[node].measuredWidth, computedHeight: layouts[node].measuredHeight)
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

  /// Computes one node: a measured leaf, an empty container, or a flex container (Yoga's
  /// `calculateLayoutImpl`).
  mutating func calculateLayoutImpl(_ node: Int, _ request: LayoutRequest) {
    let style = records[node].style
    let direction = style.direction.resolved(inheriting: request.ownerDirection)
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
    let children = layoutChildren(of: node)
    if request.performLayout {
      layouts[node].layoutGeneration = generation
      clearContentsNodes(of: node)
    }
    if children.isEmpty {
      measureEmptyNode(node, inner)
      return
    }
    if !request.performLayout && measureFixedSizeNode(node, inner) {
      return
    }
    layouts[node].hadOverflow = false
    var container = makeFlexContainer(node, request, direction: direction, children: children)
    layOutFlexContainer(&container)
  }

  /// The children that take part in a node's layout: its own, with each
  /// `display: contents` child replaced by its layout children.
  func layoutChildren(of node: Int) -> [NodeID] {
    let children = records[node].children
    for child in children where records[child.index].style.display == .contents {
      var flattened: [NodeID] = []
      appendLayoutChildren(of: node, to: &flattened)
      return flattened
    }
    return children
  }

  private func appendLayoutChildren(of node: Int, to result: inout [NodeID]) {
    for child in records[node].children {
      if records[child.index].style.display == .contents {
        appendLayoutChildren(of: child.index, to: &result)
      } else {
        result.append(child)
      }
    }
  }

  /// `display: contents` nodes below `node` get an empty frame at their parent's origin.
  mutating func clearContentsNodes(of node: Int) {
    for child in records[node].children where records[child.index].style.display == .contents {
      resetLayout(child.index)
      clearContentsNodes(of: child.index)
    }
  }

  /// `display: none`: the node and its subtree get empty frames.
  mutating func zeroOutSubtree(_ node: Int) {
    resetLayout(node)
    for child in records[node].children {
      zeroOutSubtree(child.index)
    }
  }

  private mutating func resetLayout(_ node: Int) {
    layouts[node].left = 0
    layouts[node].top = 0
    layouts[node].width = 0
    layouts[node].height = 0
    layouts[node].measuredWidth = 0
    layouts[node].measuredHeight = 0
    layouts[node].isDirty = false
    layouts[node].layoutGeneration = generation
    layouts[node].generation = generation
  }
}
