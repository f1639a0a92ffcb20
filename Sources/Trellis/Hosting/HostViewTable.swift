/// A ``HostViewTree``'s nodes by id: a slot per id, since a registry hands
/// out ids one after another from 1. Drawing looks up every view on screen
/// each frame, and an array index costs no hashing.
@usableFromInline
struct HostViewTable {
  @usableFromInline var slots: [HostViewNode?] = []
  /// How many views are in the table.
  private(set) var count = 0

  @usableFromInline init() {}

  /// The node with this id; what drawing calls for every view each frame,
  /// inlined into hosts.
  @inlinable func node(_ id: ViewID) -> HostViewNode? {
    let index = id.rawValue
    return index >= 0 && index < slots.count ? slots[index] : nil
  }

  subscript(id: ViewID) -> HostViewNode? {
    get { node(id) }
    set {
      let index = id.rawValue
      guard index >= 0 else { return }
      if index >= slots.count {
        guard newValue != nil else { return }
        slots.append(contentsOf: repeatElement(nil, count: index - slots.count + 1))
      }
      switch (slots[index] == nil, newValue == nil) {
      case (true, false): count += 1
      case (false, true): count -= 1
      default: break
      }
      slots[index] = newValue
    }
  }
}

extension HostViewTable {
  /// Every view in the table with its id, by ascending id.
  var all: [(id: ViewID, node: HostViewNode)] {
    slots.enumerated().compactMap { index, node in node.map { (ViewID(rawValue: index), $0) } }
  }
}
