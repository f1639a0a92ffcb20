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
  mutating func move(_ id: ViewID, in group: ObservedGroup, to slot: Int) {
    let index = id.rawValue
    guard index >= 0, index < slots.count, let memberships = slots[index]?.memberships,
      let position = memberships.firstIndex(where: { $0.group === group })
    else { return }
    slots[index]?.memberships[position].slot = slot
  }
}

/// A view's bindings in force.
@MainActor
struct BoundView {
  var entries: [BoundEntry] = []
  /// The distinct groups the entries read and where the view is in each
  /// group's members.
  var memberships: [(group: ObservedGroup, slot: Int)] = []
  /// The views the paths led to.
  var targets: [ViewID] = []
}

/// One binding in force and the group it reads.
@MainActor
struct BoundEntry {
  let binding: ViewBinding
  let group: ObservedGroup
}
