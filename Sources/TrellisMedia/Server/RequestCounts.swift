import Trellis

/// Requests counted per path, with how each ended, keeping at most a fixed
/// number of paths (a client asking for a million different paths must not
/// grow the server), and in all; and the waits on them, resumed by the
/// change that meets them (no polling).
final class RequestCounts: Sendable {
  /// What is known of one path.
  struct Record: Sendable {
    var requests = 0
    var ends = LocalHTTPServerRequestEnds()
  }

  private struct Waiter {
    var path: String
    var isMet: @Sendable (Record) -> Bool
    var continuation: CheckedContinuation<Record, any Error>
    var timer: Task<Void, Never>? = nil
  }

  private struct Counts {
    var byPath: [String: Record] = [:]
    var total = 0
    var waiters: [Int: Waiter] = [:]
    var nextWaiter = 0
  }

  private let counts = Locked(Counts())
  private let maximumPaths: Int

  /// Counts that keep up to `maximumPaths` paths.
  init(maximumPaths: Int) {
    self.maximumPaths = maximumPaths
  }

  /// Counts a request for `path`.
  func add(_ path: String) {
    update(path) { $0.requests += 1 }
    counts.withLock { $0.total += 1 }
  }

  /// Counts a request for `path` that ended with `end`.
  func end(_ path: String, _ end: LocalHTTPServerRequestEnds.End) {
    update(path) { $0.ends.add(end) }
  }

  /// The requests for `path`; 0 for a path past the limit.
  func count(for path: String) -> Int { record(for: path).requests }

  /// What is known of `path`; nothing for a path past the limit.
  func record(for path: String) -> Record { counts.withLock { $0.byPath[path] ?? Record() } }

  /// All requests.
  var total: Int { counts.withLock { $0.total } }

  /// How many paths are kept.
  var pathCount: Int { counts.withLock { $0.byPath.count } }

  /// Waits until `path`'s record meets `isMet`, then returns it.
  ///
  /// - Throws: ``LocalHTTPServerWaitTimeout`` after `timeout`, naming
  ///   `awaited`; `CancellationError` when the task is cancelled.
  func wait(
    for path: String, until isMet: @escaping @Sendable (Record) -> Bool, awaited: String,
    timeout: Duration
  ) async throws -> Record {
    let id = counts.withLock { counts in
      counts.nextWaiter += 1
      return counts.nextWaiter
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let met = counts.withLock { counts -> Record? in
          let record = counts.byPath[path] ?? Record()
          if isMet(record) { return record }
          counts.waiters[id] = Waiter(path: path, isMet: isMet, continuation: continuation)
          return nil
        }
        if let met { return continuation.resume(returning: met) }
        // A cancellation before the wait was recorded found nothing to end.
        if Task.isCancelled { return stopWaiting(id, with: CancellationError()) }
        let timer = Task { [self] in
          // A bound on the wait, not a synchronisation: what is awaited
          // resumes it as soon as it happens.
          try? await Task.sleep(for: timeout)
          guard !Task.isCancelled else { return }
          stopWaiting(
            id, with: LocalHTTPServerWaitTimeout(path: path, awaited: awaited, timeout: timeout))
        }
        let waiting = counts.withLock { counts in
          counts.waiters[id]?.timer = timer
          return counts.waiters[id] != nil
        }
        if !waiting { timer.cancel() }
      }
    } onCancel: {
      stopWaiting(id, with: CancellationError())
    }
  }

  /// Ends wait `id`, if it still waits, with `error`.
  private func stopWaiting(_ id: Int, with error: any Error) {
    let waiter = counts.withLock { $0.waiters.removeValue(forKey: id) }
    waiter?.timer?.cancel()
    waiter?.continuation.resume(throwing: error)
  }

  /// Changes `path`'s record (if the path is kept) and resumes the waits
  /// it meets.
  private func update(_ path: String, _ change: (inout Record) -> Void) {
    let met = counts.withLock { counts -> [(Waiter, Record)] in
      guard counts.byPath[path] != nil || counts.byPath.count < maximumPaths else { return [] }
      change(&counts.byPath[path, default: Record()])
      let record = counts.byPath[path] ?? Record()
      let ids = counts.waiters.filter { $0.value.path == path && $0.value.isMet(record) }.keys
      return ids.compactMap { id in counts.waiters.removeValue(forKey: id).map { ($0, record) } }
    }
    for (waiter, record) in met {
      waiter.timer?.cancel()
      waiter.continuation.resume(returning: record)
    }
  }
}
