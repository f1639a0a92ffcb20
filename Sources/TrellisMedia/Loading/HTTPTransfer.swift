import Foundation
import Trellis

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request under way: its data task, its body collected up to a
/// limit, and the caller waiting for it, resumed exactly once — with the
/// response, with ``LimitedBody/Overflow`` as soon as the body passes its
/// limit, or with the task's error.
///
/// Cancels are sent from a global queue with no lock held: on Linux
/// `URLSessionTask.cancel()` waits on the session's queue, and a cancel
/// made while holding a lock the session's callbacks need deadlocks.
final class HTTPTransfer: Sendable {
  typealias Outcome = (response: URLResponse, body: [UInt8])

  private struct State {
    var task: URLSessionDataTask?
    var waiter: CheckedContinuation<Outcome, any Error>?
    var body: LimitedBody?
    var response: URLResponse?
    var cancelled = false
  }

  private let limit: Int
  private let state = Locked(State())

  /// A transfer whose body may have up to `limit` bytes.
  init(limit: Int) {
    self.limit = limit
  }

  /// Starts `task` for `waiter`, or fails at once when the caller was
  /// already cancelled.
  func start(_ task: URLSessionDataTask, for waiter: CheckedContinuation<Outcome, any Error>) {
    let cancelled = state.withLock { state in
      state.task = task
      state.waiter = waiter
      return state.cancelled
    }
    if cancelled {
      finish(.failure(CancellationError()))
      Self.cancelOffLock(task)
    } else {
      task.resume()
    }
  }

  /// The caller was cancelled: the task is cancelled too (now, or when it
  /// starts).
  func cancel() {
    let task = state.withLock { state in
      state.cancelled = true
      return state.task
    }
    if let task { Self.cancelOffLock(task) }
  }

  /// The response head arrived; a declared length over the limit ends the
  /// transfer before any of the body is read. Returns whether to go on.
  func receive(_ response: URLResponse) -> Bool {
    let declared = response.expectedContentLength >= 0 ? response.expectedContentLength : nil
    do {
      let body = try LimitedBody(limit: limit, declaredLength: declared)
      state.withLock { state in
        state.response = response
        state.body = body
      }
      return true
    } catch {
      fail(with: error)
      return false
    }
  }

  /// Part of the body arrived; past the limit, the transfer ends and the
  /// part is dropped.
  func receive(_ data: Data) {
    let overflow = state.withLock { state -> LimitedBody.Overflow? in
      guard state.waiter != nil else { return nil }  // Already over, or done.
      if state.body == nil { state.body = try? LimitedBody(limit: limit) }
      do throws(LimitedBody.Overflow) {
        try state.body?.append(contentsOf: data)
        return nil
      } catch {
        state.body = nil
        return error
      }
    }
    if let overflow { fail(with: overflow) }
  }

  /// The task ended, with `error` or with the whole body.
  func complete(_ error: (any Error)?) {
    if let error {
      finish(.failure(error))
      return
    }
    let outcome = state.withLock { state -> Result<Outcome, any Error> in
      guard let response = state.response else {
        return .failure(URLError(.badServerResponse))
      }
      return .success((response, state.body?.bytes ?? []))
    }
    finish(outcome)
  }

  private func fail(with overflow: LimitedBody.Overflow) {
    finish(.failure(overflow))
    if let task = state.withLock({ $0.task }) { Self.cancelOffLock(task) }
  }

  private func finish(_ outcome: Result<Outcome, any Error>) {
    let waiter = state.withLock { state in
      defer {
        state.waiter = nil
        state.body = nil
      }
      return state.waiter
    }
    waiter?.resume(with: outcome)
  }

  private static func cancelOffLock(_ task: URLSessionDataTask) {
    DispatchQueue.global().async { task.cancel() }
  }
}

/// The session's delegate: hands each task's events to its
/// ``HTTPTransfer``.
final class HTTPTransfers: NSObject, URLSessionDataDelegate, Sendable {
  private let running = Locked<[Int: HTTPTransfer]>([:])

  /// Routes `task`'s events to `transfer` until it completes.
  func register(_ transfer: HTTPTransfer, for task: URLSessionTask) {
    running.withLock { $0[task.taskIdentifier] = transfer }
  }

  private func transfer(for task: URLSessionTask) -> HTTPTransfer? {
    running.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let goOn = transfer(for: dataTask)?.receive(response) ?? false
    completionHandler(goOn ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let transfer = running.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.complete(error)
  }
}
