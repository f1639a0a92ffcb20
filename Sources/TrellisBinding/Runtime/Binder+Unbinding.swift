import Logging
import Observation
import Trellis

extension Binder {
  func unbind(_ id: ViewID) {
    guard let bound = views[id] else { return }
    views[id] = nil
    for entry in bound.entries where entry.readerSlot >= 0 {
      if let moved = readers.remove(at: entry.readerSlot, of: entry.target) {
        views.moveReader(moved, of: entry.target, to: entry.readerSlot)
      }
    }
    for entry in bound.entries where entry.memberSlot >= 0 {
      let group = entry.group
      let slot = entry.memberSlot
      // Out of the flat array by a swap with its last member.
      let last = group.members.removeLast()
      if slot < group.members.count {
        group.members[slot] = last
        views.moveMembership(of: last, in: group, to: slot)
      }
      // An untracked group with no views is of no use; a tracked one stays
      // (keeping its model weakly) so a view that binds again does not add
      // a second observation to the model.
      if group.members.isEmpty, !group.isTracked || group.key == nil {
        drop(group)
      } else if group.members.isEmpty {
        group.releaseObjectValue()
      }
    }
  }

  /// Forgets who reads `target`'s data object (it leaves the screen or is
  /// destroyed); the readers are re-resolved unless `reresolving` is off.
  func takeReaders(of target: ViewID, reresolving: Bool = true) {
    let taken = readers.take(target)
    guard !taken.isEmpty else { return }
    for reader in taken { views.moveReader(reader, of: target, to: nil) }
    if reresolving { reresolve(taken) }
  }

  func drop(_ group: ObservedGroup) {
    group.isDropped = true
    groupsByID[group.id] = nil
    if let key = group.key, groups[key] === group { groups[key] = nil }
  }

  func reresolve(_ dependents: [ViewID]) {
    lastJoin = nil
    pendingViews.formUnion(dependents)
    scheduleFlush()
  }
}
