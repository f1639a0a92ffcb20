import Trellis

/// Lets at most `limit` requests run at once; the others wait their turn,
/// first come first served, and leave the line when their task is
/// cancelled.
///
/// Image libraries cap their downloads (SDWebImage and Kingfisher run six
/// at once) so that a screenful of thumbnails does not open a thousand
/// connections: on Linux, FoundationNetworking also fails now and then
/// with a thousand tasks in flight.
final class RequestGate: Sendable {
  private struct State {
    var available: Int
    var waiting: [(id: UInt64, turn: CheckedContinuation<Void, any Error>)] = []
    var nextID: UInt64 = 0
  }

  private let state: Locked<State>
  /// How many requests may run at once.
  let limit: Int

  /// A gate letting `limit` (at least 1) requests through at once.
  init(limit: Int) {
    self.limit = max(1, limit)
    state = Locked(State(available: self.limit))
  }

  /// Runs `operation` once a place is free, and frees it after.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled
  ///   while waiting; whatever `operation` throws.
  func run<Value: Sendable>(_ operation: () async throws -> Value) async throws -> Value {
    try await enter()
    defer { leave() }
    return try await operation()
  }

  /// The requests running now.
  var running: Int { limit - state.withLock { $0.available } }

  /// The requests waiting for a place.
  var waiting: Int { state.withLock { $0.waiting.count } }

  private func enter() async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (turn: CheckedContinuation<Void, any Error>) in
        // Checked under the lock that the cancel handler takes after the
        // task is marked cancelled: a waiter is either never queued or
        // found there by the handler.
        let admitted: Result<Void, any Error>? = state.withLock { state in
          if Task.isCancelled { return .failure(CancellationError()) }
          if state.available > 0 {
            state.available -= 1
            return .success(())
          }
          state.waiting.append((id, turn))
          return nil
        }
        if let admitted { turn.resume(with: admitted) }
      }
    } onCancel: {
      let turn = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        guard let index = state.waiting.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiting.remove(at: index).turn
      }
      turn?.resume(throwing: CancellationError())
    }
  }

  private func leave() {
    let next = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard !state.waiting.isEmpty else {
        state.available += 1
        return nil
      }
      return state.waiting.removeFirst().turn
    }
    next?.resume()
  }
}
