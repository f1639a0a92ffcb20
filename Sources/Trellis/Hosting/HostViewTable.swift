/// A ``HostViewTree``'s nodes by id: a slot per id, since a registry hands
/// out ids one after another from 1. Drawing looks up every view on screen
/// each frame, and an array index costs no hashing.
struct HostViewTable {
  private var slots: [HostViewNode?] = []
  /// How many views are in the table.
  private(set) var count = 0

  subscript(id: ViewID) -> HostViewNode? {
    get {
      let index = id.rawValue
      return index >= 0 && index < slots.count ? slots[index] : nil
    }
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
