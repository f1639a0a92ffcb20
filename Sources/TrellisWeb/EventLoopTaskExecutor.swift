import NIOCore

/// Runs a session's socket tasks on the event loop of its connection.
///
/// A session's messages go main actor → writer task → event loop. Left to
/// the global pool, the writer task is one more thread to wake per message,
/// and on a busy machine each wake waits its turn for a core: with a
/// thousand clocks ticking that hop, not the work, made the tail of
/// tick-to-client latency (D-253). With this executor preferred, a message
/// queued on the main actor wakes the connection's loop once, and the
/// socket writer, running on that loop, hands the frame to the channel
/// without another hop. The tasks only move bytes and wait: nothing here
/// blocks a loop.
final class EventLoopTaskExecutor: TaskExecutor {
  private let eventLoop: any EventLoop

  /// An executor running jobs on `eventLoop`.
  init(_ eventLoop: any EventLoop) {
    self.eventLoop = eventLoop
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    eventLoop.execute { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
  }
}
