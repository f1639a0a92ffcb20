/// One session's incoming message budget: a token bucket of
/// ``WebSessionLimits/messageBurst`` tokens refilled at
/// ``WebSessionLimits/messagesPerSecond``, checked before a message is
/// decoded, and the count of refusals in a row that ends a flooding page's
/// session. Used by the session's one receiving task only.
struct MessageRateLimiter {
  /// What to do with a message.
  enum Verdict: Equatable {
    /// Decode and apply it.
    case accept
    /// Drop it; `answer` tells whether it is the first of a run of refusals
    /// (the one the page is told about).
    case refuse(answer: Bool)
    /// Drop it and end the session: too many refused in a row.
    case close(refused: Int)
  }

  private let limits: WebSessionLimits
  private var tokens: Double
  private var refilled: ContinuousClock.Instant
  private var refusedInARow = 0

  init(limits: WebSessionLimits, now: ContinuousClock.Instant = .now) {
    self.limits = limits
    tokens = Double(limits.messageBurst)
    refilled = now
  }

  /// Takes a token for one message arriving at `now`.
  mutating func admit(now: ContinuousClock.Instant = .now) -> Verdict {
    let elapsed = refilled.duration(to: now)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    tokens = min(Double(limits.messageBurst), tokens + max(0, seconds) * limits.messagesPerSecond)
    refilled = now
    guard tokens < 1 else {
      tokens -= 1
      refusedInARow = 0
      return .accept
    }
    refusedInARow += 1
    if refusedInARow >= limits.maximumRefusedMessages { return .close(refused: refusedInARow) }
    return .refuse(answer: refusedInARow == 1)
  }
}
