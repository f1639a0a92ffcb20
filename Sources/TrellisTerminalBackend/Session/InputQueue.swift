import DequeModule
import Trellis

/// The events read from the terminal and not yet taken by the app: bounded,
/// with Ctrl-C ahead of everything else.
///
/// The input reader pushes from its thread; the app takes events one at a
/// time as it handles them, so nothing is buffered anywhere else. Three
/// rules keep a flood of input from taking the keyboard away:
///
/// - **Ctrl-C goes first.** An interrupt (``KeyEvent/isInterrupt``) is
///   delivered before any queued event, so a run loop quits at once however
///   many keys wait behind it.
/// - **Bounded.** At most ``limit`` other events wait; input arriving while
///   the queue is full is dropped (``droppedCount`` counts it), as a
///   keyboard buffer drops keys typed faster than a stuck program reads.
/// - **Coalesced.** A resize replaces a resize still waiting at the end of
///   the queue, a mouse move or drag replaces the same kind of move waiting
///   there: only the latest matters. A resize is never dropped.
final class InputQueue: Sendable {
  /// The default ``limit``: 1,024 events, far more than anyone types ahead.
  static let defaultLimit = 1024

  /// The most events (besides interrupts) held at once.
  let limit: Int
  private let state = Locked(State())

  private struct State {
    var interrupts: [InputEvent] = []
    var events = Deque<InputEvent>()
    var waiter: CheckedContinuation<InputEvent?, Never>?
    var isFinished = false
    var isCancelled = false
    var dropped = 0

    var queuedCount: Int { events.count }

    mutating func takeFirst() -> InputEvent? {
      if !interrupts.isEmpty { return interrupts.removeFirst() }
      return events.popFirst()
    }
  }

  /// Creates an empty queue holding at most `limit` events (at least 1).
  init(limit: Int = InputQueue.defaultLimit) {
    self.limit = max(1, limit)
  }

  /// The number of events dropped because the queue was full.
  var droppedCount: Int { state.withLock { $0.dropped } }

  /// Whether an interrupt waits, not yet taken.
  var holdsInterrupt: Bool { state.withLock { !$0.interrupts.isEmpty } }

  /// Adds `event` by the rules above; after ``finish()``, does nothing.
  func push(_ event: InputEvent) {
    let limit = self.limit
    let waiter = state.withLock { state -> CheckedContinuation<InputEvent?, Never>? in
      guard !state.isFinished, !state.isCancelled else { return nil }
      if let waiter = state.waiter {
        state.waiter = nil
        return waiter
      }
      if case .key(let key) = event, key.isInterrupt {
        // Ctrl-C pressed again and again while the app is stuck need not pile up.
        if state.interrupts.count < 16 { state.interrupts.append(event) }
      } else if let last = state.events.last, Self.replaces(event, last) {
        state.events[state.events.count - 1] = event
      } else if state.queuedCount < limit || Self.isResize(event) {
        state.events.append(event)
      } else {
        state.dropped += 1
      }
      return nil
    }
    waiter?.resume(returning: event)
  }

  /// Ends the queue: events already in it are still delivered, then
  /// ``next()`` returns `nil`.
  func finish() {
    let waiter = state.withLock { state -> CheckedContinuation<InputEvent?, Never>? in
      state.isFinished = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: nil)
  }

  /// The next event, waiting for one; `nil` once the queue is finished and
  /// empty, or when the waiting task is cancelled (which ends the queue).
  func next() async -> InputEvent? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<InputEvent?, Never>) in
        let result = state.withLock { state -> InputEvent?? in
          if state.isCancelled { return .some(nil) }
          if let event = state.takeFirst() { return .some(event) }
          if state.isFinished { return .some(nil) }
          state.waiter = continuation
          return nil
        }
        if let result { continuation.resume(returning: result) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> CheckedContinuation<InputEvent?, Never>? in
        state.isCancelled = true
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: nil)
    }
  }

  private static func isResize(_ event: InputEvent) -> Bool {
    if case .resize = event { return true }
    return false
  }

  /// Whether `event` makes `last` (still waiting) pointless.
  private static func replaces(_ event: InputEvent, _ last: InputEvent) -> Bool {
    switch (event, last) {
    case (.resize, .resize):
      return true
    case (.mouse(let new), .mouse(let old)):
      guard new.modifiers == old.modifiers else { return false }
      switch (new.kind, old.kind) {
      case (.move, .move): return true
      case (.drag(let a), .drag(let b)): return a == b
      default: return false
      }
    default:
      return false
    }
  }
}
