import Trellis

/// The bound views of a ``Binder``, in an array indexed by view id: view
/// ids are small numbers handed out in order (the tree keeps its nodes the
/// same way), so finding a view's bindings costs an index, not a hash.
@MainActor
struct BoundViewTable {
  private var slots: [BoundView?] = []
  /// How many views have bindings in force.
  private(set) var count = 0

  /// The bindings of a view, or `nil` when it has none in force.
  subscript(id: ViewID) -> BoundView? {
    get {
      let index = id.rawValue
      return index >= 0 && index < slots.count ? slots[index] : nil
    }
    _modify {
      let index = id.rawValue
      if index >= slots.count {
        slots.append(contentsOf: repeatElement(nil, count: index - slots.count + 1))
      }
      let wasBound = slots[index] != nil
      yield &slots[index]
      switch (wasBound, slots[index] != nil) {
      case (false, true): count += 1
      case (true, false): count -= 1
      default: break
      }
    }
  }

  /// Whether no view has bindings in force.
  var isEmpty: Bool { count == 0 }

  /// Whether the view has bindings in force.
  func contains(_ id: ViewID) -> Bool {
    let index = id.rawValue
    return index >= 0 && index < slots.count && slots[index] != nil
  }

  /// The views with bindings in force.
  var ids: [ViewID] {
    slots.indices.compactMap { slots[$0] == nil ? nil : ViewID(rawValue: $0) }
  }

  /// Records that the view's membership of `group` moved to `slot` of the
  /// group's members.
  mutating func moveMembership(of id: ViewID, in group: ObservedGroup, to slot: Int) {
    let index = id.rawValue
    guard index >= 0, index < slots.count, let entries = slots[index]?.entries,
      let position = entries.firstIndex(where: { $0.group === group && $0.memberSlot >= 0 })
    else { return }
    slots[index]?.entries[position].memberSlot = slot
  }

  /// Records that the view's place among the readers of `target` moved to
  /// `slot` (`nil`: the list is gone).
  mutating func moveReader(_ id: ViewID, of target: ViewID, to slot: Int?) {
    let index = id.rawValue
    guard index >= 0, index < slots.count, let entries = slots[index]?.entries,
      let position = entries.firstIndex(where: { $0.target == target && $0.readerSlot >= 0 })
    else { return }
    slots[index]?.entries[position].readerSlot = slot ?? -1
  }
}

/// A view's bindings in force, in the order they apply. Kept in the
/// table's slot: a view with one binding (nearly every view) is bound
/// without an allocation of its own.
@MainActor
struct BoundView {
  var entries = InlineFirstList<BoundEntry>()
}

/// One binding in force, the view its path led to and the group it reads.
///
/// A view is in each group's members and each target's readers once: the
/// first entry with that group (or target) holds the place, the others
/// hold `-1`.
@MainActor
struct BoundEntry {
  let binding: ViewBinding
  let group: ObservedGroup
  /// The view whose data object the binding reads.
  let target: ViewID
  /// Where the view is in the group's members, or `-1`.
  var memberSlot: Int
  /// Where the view is among the target's readers, or `-1` (also when the
  /// target is the view itself).
  var readerSlot: Int
}
