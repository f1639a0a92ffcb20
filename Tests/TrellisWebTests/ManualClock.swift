import Synchronization

/// A clock that moves only when a test advances it: a timeout is tested by
/// advancing past it, never by waiting for it. It counts the sleeps begun,
/// so a test can wait until a sleeper has done its work and sleeps again.
final class ManualClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
  }

  private struct Sleeper {
    let deadline: Instant
    let wake: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Int: Sleeper] = [:]
    var cancelled: Set<Int> = []
    var nextSleeper = 0
    var sleepsBegun = 0
    var countWaiters: [(count: Int, wake: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Mutex(State())

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withLock { state in
      state.nextSleeper += 1
      return state.nextSleeper
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
        let (resume, waiters) = state.withLock { state in
          state.sleepsBegun += 1
          let waiters = state.countWaiters.filter { $0.count <= state.sleepsBegun }
          state.countWaiters.removeAll { $0.count <= state.sleepsBegun }
          if state.cancelled.remove(id) != nil {
            return (Result<Void, any Error>?.some(.failure(CancellationError())), waiters)
          }
          if deadline <= state.now { return (.some(.success(())), waiters) }
          state.sleepers[id] = Sleeper(deadline: deadline, wake: wake)
          return (nil, waiters)
        }
        for waiter in waiters { waiter.wake.resume() }
        if let resume { wake.resume(with: resume) }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          state.cancelled.insert(id)
          return Sleeper?.none
        }
        return sleeper
      }
      sleeper?.wake.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock on by `duration`, waking every sleeper it passes.
  func advance(by duration: Duration) {
    let woken = state.withLock { state in
      state.now = state.now.advanced(by: duration)
      let due = state.sleepers.filter { $0.value.deadline <= state.now }
      for id in due.keys { state.sleepers[id] = nil }
      return due.values.map(\.wake)
    }
    for wake in woken { wake.resume() }
  }

  /// Returns once `count` sleeps have begun in all.
  func waitForSleeps(_ count: Int) async {
    await withCheckedContinuation { (wake: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if state.sleepsBegun >= count { return true }
        state.countWaiters.append((count, wake))
        return false
      }
      if ready { wake.resume() }
    }
  }

  /// The sleeps begun so far.
  var sleepsBegun: Int { state.withLock { $0.sleepsBegun } }
}
