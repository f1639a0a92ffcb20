/// A handle to one component's state: updates enqueue a pure transform.
///
/// Updates are coalesced: every update made in one main-actor turn leads to
/// a single rebuild of the root that owns the state (one list item, not the
/// whole list). A `Scope` is `Sendable`: it can be captured in handlers and
/// used from any task.
public struct Scope<State: Sendable>: Sendable {
  let store: StateStore?
  let path: ScopePath

  /// Enqueues `transform`; the component is rebuilt with its result.
  ///
  /// The transform must be pure: it may run later, after other updates.
  public func update(_ transform: @escaping @Sendable (State) -> State) {
    store?.enqueue(path: path) { value in
      guard let state = value as? State else { return value }
      return transform(state)
    }
  }

  /// Enqueues replacing the state with `value`.
  public func set(_ value: State) {
    update { _ in value }
  }

  /// Enqueues an update that changes the state in place: handy for a
  /// struct of several values.
  ///
  /// ```swift
  /// scope.mutate { $0.volume = value }
  /// ```
  public func mutate(_ change: @escaping @Sendable (inout State) -> Void) {
    update { state in
      var state = state
      change(&state)
      return state
    }
  }
}
