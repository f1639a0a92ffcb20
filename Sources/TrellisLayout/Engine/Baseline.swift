/// Baselines (CSS Flexbox §8.5): a node's first baseline comes from its baseline function,
/// else from its first baseline-aligned child in the first line (or its first child),
/// else is its bottom edge.
extension LayoutEngine {
  /// The baseline of an item of `container`, at the item's current measured size.
  ///
  /// A container item's baseline comes from the positions of its children, so it must be
  /// read from a layout at the item's current size. If the last thing done to the item in
  /// this pass was a layout (computed or taken from its cache), that layout is read;
  /// otherwise — the item was only measured — it is laid out first at its measured size.
  /// Either way the result depends only on the item's constraints, never on positions or
  /// sizes left over from an earlier pass or an earlier measurement, so an incremental
  /// layout reads the same baselines as a fresh one.
  func baseline(of item: Int, in container: FlexContainer) -> Double {
    let layout = layouts[item]
    if let function = records[item].baseline {
      return baselineValue(function, layout.measuredWidth, layout.measuredHeight)
    }
    if records[item].children.isEmpty { return layout.measuredHeight }
    if layout.positionedGeneration != generation {
      let style = stylePointer(item)
      let ownerWidth = container.availableInnerWidth
      layoutNode(
        item,
        LayoutRequest(
          availableWidth: layout.measuredWidth
            + style.marginForAxis(.row, container.direction, ownerWidth),
          availableHeight: layout.measuredHeight
            + style.marginForAxis(.column, container.direction, ownerWidth),
          widthMode: .exactly, heightMode: .exactly, ownerWidth: ownerWidth,
          ownerHeight: container.availableInnerHeight, ownerDirection: container.direction,
          performLayout: true))
      if !container.performLayout { forgetCachedLayouts(from: container.node) }
    }
    return laidOutBaseline(of: item)
  }

  /// A measurement of `node` has just laid out one of its children again (to read its
  /// baseline), so the positions inside `node` no longer are those of its cached layout, nor
  /// those of the cached layouts of its ancestors: forget them, so that the next layout of
  /// each computes its children's positions again instead of reusing stale ones. (Ancestors
  /// being laid out in this pass lay `node` out again anyway.)
  private func forgetCachedLayouts(from node: Int) {
    var current: Int? = node
    while let index = current {
      layouts[index].cachedLayout = .empty
      current = records[index].parent?.index
    }
  }

  /// A laid-out node's first baseline, read from the results of its last layout (its laid-out
  /// size and its children's positions, sizes and lines), which a later measurement of the
  /// node or of its children does not change.
  private func laidOutBaseline(of node: Int) -> Double {
    let layout = layouts[node]
    if let function = records[node].baseline {
      return baselineValue(function, layout.width, layout.height)
    }
    var baselineChild = -1
    for id in layoutChildren(of: node) {
      let child = id.index
      // Out-of-flow children have no line (their line index is left from history).
      guard isInFlow(child) else { continue }
      if layouts[child].lineIndex > 0 { break }
      if alignment(of: child, in: node) == .baseline {
        baselineChild = child
        break
      }
      if baselineChild < 0 { baselineChild = child }
    }
    guard baselineChild >= 0 else { return layout.height }
    return laidOutBaseline(of: baselineChild) + layouts[baselineChild].top
  }

  /// A baseline function's result; a non-finite one counts as the node's height.
  @inline(__always)
  private func baselineValue(_ function: BaselineFunction, _ width: Double, _ height: Double)
    -> Double
  {
    let value = function(width, height)
    return value.isFinite ? value : height
  }

  /// Whether a row container aligns any of its items by baseline.
  func isBaselineLayout(_ node: Int) -> Bool {
    let style = stylePointer(node)
    if style.pointee.flexDirection.isColumn { return false }
    if style.pointee.alignItems == .baseline { return true }
    if records[node].contentsChildCount == 0 { return records[node].baselineChildCount > 0 }
    for id in layoutChildren(of: node) {
      let childStyle = stylePointer(id.index)
      if childStyle.pointee.positionType != .absolute && childStyle.pointee.alignSelf == .baseline {
        return true
      }
    }
    return false
  }
}
