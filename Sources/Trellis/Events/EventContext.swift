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
  ///
  /// - Returns: whether something on the chain handled the action (a
  ///   sender of ``OpenURL`` opens the URL itself when nothing did).
  @discardableResult
  public func send(_ action: some ComponentAction) -> Bool {
    dispatcher.dispatch(action, from: node)
  }
}
