import Trellis

/// Collects the observation groups whose model changed — told from whatever
/// thread changed it — and whether a flush on the main actor is already
/// scheduled, so many changes in one turn cost one flush.
final class ObservationScheduler: Sendable {
  private let state = Locked<(changed: [Int], flushScheduled: Bool)>(([], false))

  /// Records a changed group; `true` when the caller must schedule a flush.
  func groupChanged(_ id: Int) -> Bool {
    state.withLock { state in
      state.changed.append(id)
      return Self.claimFlush(&state.flushScheduled)
    }
  }

  /// `true` when the caller must schedule a flush (none is scheduled yet).
  func requestFlush() -> Bool {
    state.withLock { Self.claimFlush(&$0.flushScheduled) }
  }

  /// The groups changed since the last call; the next change schedules a
  /// new flush.
  func takeChanged() -> [Int] {
    state.withLock { state in
      state.flushScheduled = false
      defer { state.changed.removeAll(keepingCapacity: true) }
      return state.changed
    }
  }

  /// Whether changes wait for a flush.
  var hasChanges: Bool { state.withLock { !$0.changed.isEmpty } }

  private static func claimFlush(_ scheduled: inout Bool) -> Bool {
    guard !scheduled else { return false }
    scheduled = true
    return true
  }
}
