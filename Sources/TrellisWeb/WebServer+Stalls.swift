import Logging

extension WebServer {
  /// Closes, for as long as the server runs, the sessions whose pages have
  /// left messages unread for ``WebSessionLimits/stalledPageTimeout``: it
  /// looks four times per timeout, so a stalled session goes between the
  /// timeout and 1.25 times it after the page's last read.
  func closeStalledSessions() async throws {
    let timeout = configuration.limits.stalledPageTimeout
    let period = timeout / 4
    while true {
      try await clock.sleep(clock.now() + period)
      await closeSessions(stalledFor: timeout)
    }
  }

  /// Closes the connections of the sessions stalled for `timeout` now;
  /// each session's own task then frees it.
  @MainActor private func closeSessions(stalledFor timeout: Duration) {
    for session in sessions.sessions.values {
      guard let queue = session.outgoing, queue.isStalled(timeout: timeout) else { continue }
      logger.notice("WebSocket closed: the page left messages unread for \(timeout)")
      queue.stall()
    }
  }
}
