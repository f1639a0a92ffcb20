/// The heights of a list's items with prefix sums in O(log n): a Fenwick
/// (binary indexed) tree.
///
/// A list of a million rows whose heights become known one by one (as rows
/// are built) needs both "where does row i start" and "which row is at
/// offset y" after every change; a plain prefix-sum array would be rebuilt
/// in O(n) each time.
///
/// ```
/// heights:  3 1 2 4 1 …
/// tree[i]:  the sum of the heights in (i - lowbit(i), i]  (1-based)
/// ```
struct HeightIndex: Sendable {
  private var tree: [Double]
  private var heights: [Double]

  /// Heights of the items, in order.
  init(_ heights: [Double]) {
    self.heights = heights
    var tree = [0.0] + heights
    let count = heights.count
    var i = 1
    while i <= count {
      let parent = i + (i & -i)
      if parent <= count { tree[parent] += tree[i] }
      i += 1
    }
    self.tree = tree
  }

  /// The number of items.
  var count: Int { heights.count }

  /// The height of item `index`.
  func height(_ index: Int) -> Double { heights[index] }

  /// The sum of all heights.
  var total: Double { offset(of: count) }

  /// Sets the height of item `index`; returns the change.
  @discardableResult
  mutating func setHeight(_ height: Double, at index: Int) -> Double {
    let delta = height - heights[index]
    guard delta != 0 else { return 0 }
    heights[index] = height
    var i = index + 1
    while i < tree.count {
      tree[i] += delta
      i += i & -i
    }
    return delta
  }

  /// The sum of the heights of the items before `index` (the top of item
  /// `index`; the total when `index == count`).
  func offset(of index: Int) -> Double {
    var sum = 0.0
    var i = index
    while i > 0 {
      sum += tree[i]
      i -= i & -i
    }
    return sum
  }

  /// The item that covers offset `y`: the last item whose top is at or
  /// before `y` and whose bottom is after it, skipping empty items; `count`
  /// when `y` is at or beyond the end, 0 when it is before the start.
  func index(at y: Double) -> Int {
    guard y >= 0 else { return 0 }
    // Descend the tree: the largest prefix whose sum is <= y.
    var position = 0
    var remaining = y
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count && tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return position
  }
}
