import Trellis

/// A web view's page loads under way, so that its controller can await
/// them (``WebViewController/settle()``) and tests need not poll.
final class PageLoads: Sendable, Equatable {
  private struct Running {
    var tasks: [Int: Task<Void, Never>] = [:]
    var nextID = 0
  }

  private let running = Locked(Running())

  /// Runs `load` off the main actor; it is forgotten once it ends.
  func start(_ load: @escaping @Sendable () async -> Void) {
    running.withLock { running in
      let id = running.nextID
      running.nextID += 1
      running.tasks[id] = Task.detached { [weak self] in
        await load()
        self?.finish(id)
      }
    }
  }

  /// Returns when no load is under way, including those started meanwhile.
  func settle() async {
    while let task = running.withLock({ $0.tasks.values.first }) {
      await task.value
    }
  }

  private func finish(_ id: Int) {
    _ = running.withLock { $0.tasks.removeValue(forKey: id) }
  }

  /// One web view has one tracker: any two compare equal, so the state's
  /// equality is about what the page shows.
  static func == (lhs: PageLoads, rhs: PageLoads) -> Bool { true }
}
