import Synchronization

/// The state of every scope of one root (a hosted tree, or one data source
/// item), and the updates waiting to be applied.
///
/// Builds read a snapshot off the main actor; updates may be enqueued from
/// any thread; applying and committing happen on the main actor. A mutex
/// guards the lot.
final class StateStore: Sendable {
  private struct Storage {
    var values: [ScopePath: any Sendable] = [:]
    var pending: [(path: ScopePath, transform: @Sendable (any Sendable) -> any Sendable)] = []
    var version = 0
  }

  private let storage = Mutex(Storage())
  /// Called when the first update of a batch is enqueued, to schedule one
  /// flush for the batch.
  private let onPending: @Sendable () -> Void

  init(onPending: @escaping @Sendable () -> Void) {
    self.onPending = onPending
  }

  /// The committed state values, for a build to read.
  func snapshot() -> [ScopePath: any Sendable] {
    storage.withLock { $0.values }
  }

  /// Changes whenever committed values change.
  var version: Int { storage.withLock { $0.version } }

  /// Whether no state is kept and no update waits.
  var isEmpty: Bool { storage.withLock { $0.values.isEmpty && $0.pending.isEmpty } }

  /// Whether updates wait to be applied.
  var hasPending: Bool { storage.withLock { !$0.pending.isEmpty } }

  func enqueue(path: ScopePath, transform: @escaping @Sendable (any Sendable) -> any Sendable) {
    let isFirst = storage.withLock { storage in
      storage.pending.append((path, transform))
      return storage.pending.count == 1
    }
    if isFirst { onPending() }
  }

  /// Applies the waiting updates in order; returns the paths that had no
  /// state (their component is gone), whose updates were dropped.
  @discardableResult
  func applyPending() -> (changed: Bool, dropped: [ScopePath]) {
    storage.withLock { storage in
      var dropped: [ScopePath] = []
      var changed = false
      for (path, transform) in storage.pending {
        if let value = storage.values[path] {
          storage.values[path] = transform(value)
          changed = true
        } else {
          dropped.append(path)
        }
      }
      storage.pending.removeAll()
      if changed { storage.version += 1 }
      return (changed, dropped)
    }
  }

  /// Adopts the scopes of a new build: new scopes get the state the build
  /// used, vanished scopes lose theirs, existing ones keep their value.
  func commit(_ scopes: [ScopeRecord]) {
    storage.withLock { storage in
      // Most builds (a plain list row) have no state: no table to make.
      guard scopes.contains(where: { $0.state != nil }) else {
        if !storage.values.isEmpty { storage.values = [:] }
        return
      }
      var values: [ScopePath: any Sendable] = [:]
      values.reserveCapacity(scopes.count)
      for scope in scopes {
        guard let used = scope.state else { continue }
        values[scope.path] = storage.values[scope.path] ?? used
      }
      storage.values = values
    }
  }
}
