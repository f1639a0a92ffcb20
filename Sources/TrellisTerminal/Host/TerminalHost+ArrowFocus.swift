import Trellis

extension TerminalHost {
  /// Moves focus to the nearest focusable view in the direction of an
  /// arrow key; returns whether focus moved.
  ///
  /// The rule: candidates are the views ``focusableViews`` lists (so only a
  /// modal's views while one is shown) that lie wholly beyond the focused
  /// view's edge in that direction — for → those whose left edge is at or
  /// right of its right edge. Each is scored by the gap along the arrow plus
  /// four times the gap across it (zero when the two overlap across the
  /// arrow), so a view in the same row or column wins over a nearer one off
  /// to the side; ties go to the view whose centre is best aligned, then to
  /// screen order. Arrows the focused control uses itself (a text field's
  /// ← →, a slider's ← →, a text area's ↑ ↓) never get here.
  func moveFocus(_ key: Key) -> Bool {
    guard let focused = focusedView, let from = absoluteFrame(of: focused) else { return false }
    var best: (score: Double, alignment: Double, id: ViewID)?
    for candidate in focusableViews where candidate != focused {
      guard let to = absoluteFrame(of: candidate),
        let score = Self.score(from: from, to: to, key: key)
      else { continue }
      if best.map({ (score.gap, score.alignment) < ($0.score, $0.alignment) }) ?? true {
        best = (score.gap, score.alignment, candidate)
      }
    }
    guard let target = best?.id else { return false }
    focus(target)
    scrollIntoView(target)
    return true
  }

  /// How far `to` is from `from` going in the arrow's direction, or `nil`
  /// when it is not in that direction.
  static func score(from: Rect, to: Rect, key: Key) -> (gap: Double, alignment: Double)? {
    let along: Double
    let across: Double
    let alignment: Double
    switch key {
    case .left, .right:
      along = key == .right ? to.minX - from.maxX : from.minX - to.maxX
      across = max(0, max(from.minY, to.minY) - min(from.maxY, to.maxY))
      alignment = abs((from.minY + from.maxY) - (to.minY + to.maxY)) / 2
    case .up, .down:
      along = key == .down ? to.minY - from.maxY : from.minY - to.maxY
      across = max(0, max(from.minX, to.minX) - min(from.maxX, to.maxX))
      alignment = abs((from.minX + from.maxX) - (to.minX + to.maxX)) / 2
    default:
      return nil
    }
    guard along >= 0 else { return nil }
    return (along + 4 * across, alignment)
  }
}
