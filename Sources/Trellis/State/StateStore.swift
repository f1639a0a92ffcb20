/// What one root (a data source item, or a hosted tree) keeps across
/// rebuilds: the state of every scope in it, the updates waiting to be
/// applied, and the callback that asks for a rebuild.
///
/// Builds read a snapshot off the main actor; updates may be enqueued from
/// any thread; applying and committing happen on the main actor. A mutex
/// guards the lot. A list row makes one with its first build: the item's
/// identity and callback are kept as they are, not in a closure of their
/// own, so that costs one object.
final class StateStore: Sendable {
  private struct Storage {
    var values: [ScopePath: any Sendable] = [:]
    var pending: [(path: ScopePath, transform: @Sendable (any Sendable) -> any Sendable)] = []
    var version = 0
  }

  private let storage = Locked(Storage())
  /// The store of every data source item whose tree has no scopes (most
  /// rows): it never holds state, so one serves them all. An item gets a
  /// store of its own once its tree has scopes.
  static let stateless = StateStore(identity: -1, invalidate: { _ in })
  /// The item whose state this is (0 for a hosted tree).
  let identity: Int
  /// Called with `identity` when the first update of a batch is enqueued,
  /// to schedule one rebuild for the batch.
  private let invalidate: @Sendable (Int) -> Void

  /// The store of the item `identity`, calling `invalidate` with it when
  /// updates start to wait.
  init(identity: Int, invalidate: @escaping @Sendable (Int) -> Void) {
    self.identity = identity
    self.invalidate = invalidate
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
    if isFirst { invalidate(identity) }
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
