import Synchronization

/// The messages waiting to go to one session's page, bounded in bytes by
/// ``WebSessionLimits/maximumQueuedBytes``.
///
/// A page that reads slowly or not at all makes the socket's writes wait,
/// and messages pile up here. Past the limit the queue drops every further
/// message rather than hold it — journals are patches, so once one is
/// dropped the page's copy can only be mended by the whole tree — and when
/// the page has read what was queued, the writer asks the session's host to
/// send the tree afresh (``WebHost/resynchronize()``). An empty queue
/// takes a message of any size, so a tree bigger than the limit can still
/// be sent: the queue never holds more than the limit plus one message.
///
/// The queue also knows when the page last read (``isStalled(timeout:)``):
/// a page that holds messages unread for ``WebSessionLimits/stalledPageTimeout``
/// is one the server gives up on (``stall()``).
final class OutgoingQueue: Sendable {
  private enum Mode {
    /// Messages are queued.
    case flowing
    /// A message was dropped: everything is, until the queue has drained.
    case dropping
    /// The queue has drained after dropping; it drops until the host has
    /// started sending the tree afresh.
    case resynchronizing
    /// The socket is closing: nothing more is queued.
    case finished
  }

  private struct State {
    var queuedBytes = 0
    var mode = Mode.flowing
    var overflows = 0
    /// When the page last made progress: the last write's end, or the
    /// moment a message went into the empty queue.
    var progressAt = Duration.zero
    var stalled = false
  }

  /// The messages, in order, for the session's writer.
  let messages: AsyncStream<String>
  private let sink: AsyncStream<String>.Continuation
  private let limit: Int
  private let now: @Sendable () -> Duration
  private let closeConnection: @Sendable () -> Void
  private let state = Mutex(State())

  /// An empty queue holding at most `limit` bytes (plus one message),
  /// timing the page's reads with `now`; ``stall()`` calls
  /// `closeConnection`.
  init(
    limit: Int, now: @escaping @Sendable () -> Duration = { .zero },
    closeConnection: @escaping @Sendable () -> Void = {}
  ) {
    self.limit = limit
    self.now = now
    self.closeConnection = closeConnection
    (messages, sink) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  /// The bytes queued and not yet written.
  var queuedBytes: Int { state.withLock { $0.queuedBytes } }

  /// How many times the queue has overflowed and dropped messages.
  var overflows: Int { state.withLock { $0.overflows } }

  /// Queues `message` unless the queue is full, dropping or finished;
  /// returns whether it was queued.
  @discardableResult
  func offer(_ message: String) -> Bool {
    let size = message.utf8.count
    return state.withLock { state in
      guard state.mode == .flowing else { return false }
      if state.queuedBytes > 0, state.queuedBytes + size > limit {
        state.mode = .dropping
        state.overflows += 1
        return false
      }
      if state.queuedBytes == 0 { state.progressAt = now() }
      state.queuedBytes += size
      // Yielded under the lock, so the order of offers is the order of
      // the stream even when the main actor and the receiving task offer
      // at once.
      sink.yield(message)
      return true
    }
  }

  /// Marks `message` written; returns true when the queue has drained
  /// after dropping, so the page must be sent the whole tree (then call
  /// ``resume()``).
  func written(_ message: String) -> Bool {
    let size = message.utf8.count
    return state.withLock { state in
      state.queuedBytes -= size
      state.progressAt = now()
      guard state.queuedBytes == 0, state.mode == .dropping else { return false }
      state.mode = .resynchronizing
      return true
    }
  }

  /// Queues messages again after a drain that followed an overflow; called
  /// on the main actor just before the host sends the tree afresh, so no
  /// patch of the old journal slips in between.
  func resume() {
    state.withLock { state in
      if state.mode == .resynchronizing { state.mode = .flowing }
    }
  }

  /// Whether the page has held a queued message unread for `timeout`:
  /// nothing written since, with bytes still waiting.
  func isStalled(timeout: Duration) -> Bool {
    state.withLock { state in
      state.mode != .finished && state.queuedBytes > 0 && now() - state.progressAt >= timeout
    }
  }

  /// Whether ``stall()`` ended the queue.
  var stalled: Bool { state.withLock { $0.stalled } }

  /// Ends the queue of a page that stopped reading: nothing more is queued,
  /// and the session's connection is closed without waiting on the page.
  func stall() {
    state.withLock { state in
      state.stalled = true
      state.mode = .finished
      sink.finish()
    }
    closeConnection()
  }

  /// Queues nothing more; the writer ends once it has written what is
  /// queued.
  func finish() {
    state.withLock { state in
      state.mode = .finished
      sink.finish()
    }
  }
}
