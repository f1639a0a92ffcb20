/// Baselines (CSS Flexbox §8.5): a node's first baseline comes from its baseline function,
/// else from its first baseline-aligned child in the first line (or its first child),
/// else is its bottom edge.
extension LayoutEngine {
  /// The baseline of an item of `container`. An item that was only measured in this pass
  /// is laid out first at its measured size, so that its baseline never depends on
  /// positions left over from an earlier layout.
  func baseline(of item: Int, in container: FlexContainer) -> Double {
    if records[item].baseline == nil && layouts[item].layoutGeneration != generation
      && !records[item].children.isEmpty
    {
      let style = stylePointer(item)
      let ownerWidth = container.availableInnerWidth
      layoutNode(
        item,
        LayoutRequest(
          availableWidth: layouts[item].measuredWidth
            + style.marginForAxis(.row, container.direction, ownerWidth),
          availableHeight: layouts[item].measuredHeight
            + style.marginForAxis(.column, container.direction, ownerWidth),
          widthMode: .exactly, heightMode: .exactly, ownerWidth: ownerWidth,
          ownerHeight: container.availableInnerHeight, ownerDirection: container.direction,
          performLayout: true))
    }
    return baseline(of: item)
  }

  /// A laid-out node's first baseline.
  func baseline(of node: Int) -> Double {
    let layout = layouts[node]
    if let function = records[node].baseline {
      let value = function(layout.measuredWidth, layout.measuredHeight)
      return value.isFinite ? value : layout.measuredHeight
    }
    var baselineChild = -1
    for id in layoutChildren(of: node) {
      let child = id.index
      if layouts[child].lineIndex > 0 { break }
      guard isInFlow(child) else { continue }
      if alignment(of: child, in: node) == .baseline {
        baselineChild = child
        break
      }
      if baselineChild < 0 { baselineChild = child }
    }
    guard baselineChild >= 0 else { return layout.measuredHeight }
    return baseline(of: baselineChild) + layouts[baselineChild].top
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
