import Trellis

/// For each view a binding's path led to, the bound views that read its
/// data object: replacing it re-resolves them. Lists in an array indexed
/// by view id; a reader's entry records its place in the list, so leaving
/// is a swap with the last (the ``Binder`` updates the moved reader's
/// place) — no hashing per binding.
struct ReaderTable {
  private var lists: [[ViewID]] = []
  /// How many targets have readers.
  private(set) var count = 0

  /// Whether no view has readers.
  var isEmpty: Bool { count == 0 }

  /// The readers of `target`.
  func readers(of target: ViewID) -> [ViewID] {
    let index = target.rawValue
    return index >= 0 && index < lists.count ? lists[index] : []
  }

  /// Adds a reader of `target`; returns its place.
  mutating func add(_ reader: ViewID, of target: ViewID) -> Int {
    let index = target.rawValue
    if index >= lists.count {
      lists.append(contentsOf: repeatElement([], count: index - lists.count + 1))
    }
    if lists[index].isEmpty { count += 1 }
    lists[index].append(reader)
    return lists[index].count - 1
  }

  /// Removes the reader at `slot` of `target`'s list; returns the reader
  /// moved into that place, if one was.
  mutating func remove(at slot: Int, of target: ViewID) -> ViewID? {
    let index = target.rawValue
    guard index >= 0, index < lists.count, slot < lists[index].count else { return nil }
    let last = lists[index].removeLast()
    if lists[index].isEmpty {
      count -= 1
      lists[index] = []
    }
    guard slot < lists[index].count else { return nil }
    lists[index][slot] = last
    return last
  }

  /// Takes `target`'s readers out of the table.
  mutating func take(_ target: ViewID) -> [ViewID] {
    let index = target.rawValue
    guard index >= 0, index < lists.count, !lists[index].isEmpty else { return [] }
    count -= 1
    defer { lists[index] = [] }
    return lists[index]
  }
}
