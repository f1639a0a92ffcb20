/// What an event handler can do besides its own work: send a typed action
/// up the responder chain from the component that received the event.
@MainActor
public struct EventContext {
  let dispatcher: any ActionDispatcher
  let node: Int

  /// Sends `action` along the responder chain, starting at the component
  /// that received the event: its `.onAction` handlers, its controller,
  /// then each ancestor's, then the root's ``ActionResponder``. An action
  /// nobody handles is logged, not a crash.
  public func send(_ action: some ComponentAction) {
    dispatcher.dispatch(action, from: node)
  }
}
