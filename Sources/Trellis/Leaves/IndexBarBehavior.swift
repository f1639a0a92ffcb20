/// An index bar: a vertical strip of titles (a table's section index,
/// `A`…`Z`). When there are more titles than rows it is condensed as UIKit
/// condenses it — `A • D • G …`, first and last always shown — and every
/// title stays reachable: a click picks the title at that height of the
/// strip (a `•` stands for the titles it hides), and ↑ / ↓ step through
/// every title, one by one. Each pick sends ``HostEvent/segmentSelected(_:)``
/// with the title's index.
public struct IndexBarBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// ↑ and ↓ pick the previous or next title; Home and End the first and
  /// last.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    guard key.isPlain else { return nil }
    let count = control.attributes[.segments]?.count ?? 0
    guard count > 0 else { return nil }
    let current = control.attributes[.selectedIndex]
    let next: Int
    switch key.key {
    case .down: next = min(count - 1, (current ?? -1) + 1)
    case .up: next = max(0, (current ?? count) - 1)
    case .home: next = 0
    case .end: next = count - 1
    default: return nil
    }
    return pick(next, control)
  }

  /// A click picks the title at that height (a row is a line of the
  /// host's text).
  public func handleClick(at point: Point, in control: ControlContext) -> Bool {
    let count = control.attributes[.segments]?.count ?? 0
    let lineHeight = max(control.environment.lineHeight, .leastNonzeroMagnitude)
    let rows = Int((control.size.height / lineHeight).rounded())
    guard let index = Self.index(atRow: Int(point.y / lineHeight), rows: rows, count: count)
    else {
      return false
    }
    return pick(index, control)
  }

  private func pick(_ index: Int, _ control: ControlContext) -> Bool {
    control.send(.segmentSelected(index)) { $0[.selectedIndex] = index }
  }

  /// One row of the strip: a title, or a `•` standing for the titles
  /// between its neighbours.
  public enum Entry: Hashable, Sendable {
    /// The title at this index.
    case title(Int)
    /// A dot standing for the titles in this range.
    case dot(Range<Int>)
  }

  /// The rows of a strip of `count` titles in `rows` rows: every title
  /// when they fit; otherwise an odd number of rows alternating title and
  /// dot, first and last title always shown, the shown titles spread
  /// evenly.
  public nonisolated static func entries(count: Int, rows: Int) -> [Entry] {
    guard count > 0, rows > 0 else { return [] }
    if count <= rows { return (0..<count).map(Entry.title) }
    // Alternate title, dot, title: an odd number of rows, at least one.
    let used = rows % 2 == 1 ? rows : rows - 1
    let titles = max(1, (used + 1) / 2)
    guard titles > 1 else { return [.title(0)] }
    let shown = (0..<titles).map { slot in
      Int((Double(slot) * Double(count - 1) / Double(titles - 1)).rounded())
    }
    var result: [Entry] = []
    for (slot, index) in shown.enumerated() {
      result.append(.title(index))
      if slot + 1 < shown.count { result.append(.dot((index + 1)..<shown[slot + 1])) }
    }
    return result
  }

  /// The title picked by a click on `row` of a strip of `count` titles in
  /// `rows` rows: the title shown there, or the middle of those a dot
  /// hides; `nil` below the strip.
  public nonisolated static func index(atRow row: Int, rows: Int, count: Int) -> Int? {
    let entries = entries(count: count, rows: rows)
    guard entries.indices.contains(row) else { return nil }
    switch entries[row] {
    case .title(let index): return index
    case .dot(let range):
      return range.isEmpty ? nil : range.lowerBound + (range.count - 1) / 2
    }
  }
}
