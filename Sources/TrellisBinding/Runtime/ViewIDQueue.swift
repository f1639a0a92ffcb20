import Trellis

/// Views waiting for work, each at most once: a list to take from and a
/// flag per view id (ids are small numbers), so adding, removing and
/// taking cost no hashing — a `Set`'s `popFirst` rescans its buckets from
/// the start on every call.
struct ViewIDQueue {
  private var queued: [Bool] = []
  /// Ids in the order added; an id removed since stays here, unflagged.
  private var list: [ViewID] = []
  /// How many views are queued.
  private(set) var count = 0

  /// Whether no view is queued.
  var isEmpty: Bool { count == 0 }

  /// Queues a view unless it is queued.
  mutating func insert(_ id: ViewID) {
    let index = id.rawValue
    guard index >= 0 else { return }
    if index >= queued.count {
      queued.append(contentsOf: repeatElement(false, count: index - queued.count + 1))
    }
    guard !queued[index] else { return }
    queued[index] = true
    count += 1
    list.append(id)
  }

  /// Queues each view.
  mutating func formUnion(_ ids: some Sequence<ViewID>) {
    for id in ids { insert(id) }
  }

  /// Takes a view out of the queue.
  mutating func remove(_ id: ViewID) {
    let index = id.rawValue
    guard index >= 0, index < queued.count, queued[index] else { return }
    queued[index] = false
    count -= 1
    if count == 0 { list.removeAll(keepingCapacity: true) }
  }

  /// Takes the most recently queued view, if any.
  mutating func popLast() -> ViewID? {
    while let id = list.popLast() {
      let index = id.rawValue
      guard queued[index] else { continue }
      queued[index] = false
      count -= 1
      return id
    }
    return nil
  }
}
