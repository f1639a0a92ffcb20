/// What a controller can reach: the responder chain above its component
/// and its component's state.
@MainActor
public struct ControllerContext {
  /// The store of the controller: actions go to whichever mounter shows
  /// its content now (a list row's controllers outlive the views they were
  /// first mounted in).
  weak var controllers: ControllerStore?
  let path: ScopePath
  let store: StateStore?

  /// Sends `action` up the responder chain, starting above this
  /// controller's component.
  public func send(_ action: some ComponentAction) {
    controllers?.router?.dispatch(action, fromScope: path)
  }

  /// A handle to the component's state, for stateful controlled components.
  public func scope<State: Sendable>(of type: State.Type = State.self) -> Scope<State> {
    Scope(store: store, path: path)
  }
}

/// Sends actions from a scope up the chain (implemented by the mounter).
@MainActor
protocol ScopeActionRouting: AnyObject {
  func dispatch(_ action: any ComponentAction, fromScope path: ScopePath)
}
