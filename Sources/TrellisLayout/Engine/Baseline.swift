/// Baselines (CSS Flexbox §8.5): a node's first baseline comes from its baseline function,
/// else from its first baseline-aligned child in the first line (or its first child),
/// else is its bottom edge.
extension LayoutTree {
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
    let style = records[node].style
    if style.flexDirection.isColumn { return false }
    if style.alignItems == .baseline { return true }
    for id in layoutChildren(of: node) {
      let childStyle = records[id.index].style
      if childStyle.positionType != .absolute && childStyle.alignSelf == .baseline {
        return true
      }
    }
    return false
  }
}
