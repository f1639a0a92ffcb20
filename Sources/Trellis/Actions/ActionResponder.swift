/// The end of the responder chain: the object that owns a mounted tree
/// (a presenter, a screen) and handles actions no component handled.
@MainActor
public protocol ActionResponder: AnyObject {
  /// Handles `action`; returns `false` when it is not for this responder,
  /// so it is logged as unhandled.
  func handle(_ action: any ComponentAction) -> Bool
}

/// Handles actions for one node; returns `true` when it handled the action.
typealias ActionHandler = @MainActor @Sendable (any ComponentAction, EventContext) -> Bool

/// Routes an action from a node up its responder chain.
@MainActor
protocol ActionDispatcher: AnyObject {
  /// Sends `action` from the node at `node` up its chain; returns whether
  /// something on it handled the action.
  @discardableResult
  func dispatch(_ action: any ComponentAction, from node: Int) -> Bool
}
