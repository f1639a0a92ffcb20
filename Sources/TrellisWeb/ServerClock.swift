/// The clock a ``WebServer`` times its sessions with, any `Clock` with
/// `Duration`s, type-erased: time as the duration since the server was
/// made, and a sleep. Tests pass a clock they advance themselves, so a
/// timeout is tested without waiting for it.
struct ServerClock: Sendable {
  /// The time since the clock was made.
  let now: @Sendable () -> Duration
  /// Sleeps until `now()` has reached the given time; throws when the task
  /// is cancelled.
  let sleep: @Sendable (_ until: Duration) async throws -> Void

  init<C: Clock<Duration>>(_ clock: C) {
    let start = clock.now
    now = { start.duration(to: clock.now) }
    sleep = { deadline in try await clock.sleep(until: start.advanced(by: deadline), tolerance: nil)
    }
  }
}
