import Logging

/// How a mounter's views' events and actions reach the components, their
/// controllers and the responder.
extension Mounter {
  func handle(_ event: HostEvent, atNode node: Int) -> Bool {
    guard let tree = laidOut?.tree, node < tree.nodes.count else { return false }
    var index = node
    while index >= 0 {
      // A node's key commands come before its own handler for keys.
      if case .key(let key) = event, let command = tree.nodes[index].keyCommands.handler(for: key) {
        command.handler(EventContext(dispatcher: self, node: index))
        return true
      }
      if let handler = tree.nodes[index].handlers.handler(for: event.kind) {
        handler(event, EventContext(dispatcher: self, node: index))
        return true
      }
      index = Int(tree.nodes[index].parent)
    }
    return false
  }

  func performKeyCommand(_ key: KeyPress, atNode node: Int) -> Bool {
    guard let tree = laidOut?.tree, node < tree.nodes.count,
      let command = tree.nodes[node].keyCommands.handler(for: key)
    else { return false }
    command.handler(EventContext(dispatcher: self, node: node))
    return true
  }

  func componentPath(atNode node: Int) -> String? {
    guard let tree = laidOut?.tree, node < tree.nodes.count else { return nil }
    let scope = Int(tree.nodes[node].scope)
    guard scope >= 0, scope < tree.scopes.count else { return ScopePath.root.description }
    return tree.scopes[scope].path.description
  }

  @discardableResult
  func dispatch(_ action: any ComponentAction, from node: Int) -> Bool {
    guard let tree = laidOut?.tree, node < tree.nodes.count else {
      return deliverToResponder(action)
    }
    return walk(action, in: tree, fromNode: node)
  }

  func dispatch(_ action: any ComponentAction, fromScope path: ScopePath) {
    guard let tree = laidOut?.tree, let scope = tree.scopes.firstIndex(where: { $0.path == path })
    else {
      deliverToResponder(action)
      return
    }
    let record = tree.scopes[scope]
    let parentNode =
      record.firstNode < record.endNode ? Int(tree.nodes[Int(record.firstNode)].parent) : -1
    let stopScope = parentNode >= 0 ? tree.nodes[parentNode].scope : -1
    if askControllers(action, in: tree, from: record.parent, until: stopScope) { return }
    if parentNode >= 0 {
      walk(action, in: tree, fromNode: parentNode)
    } else {
      deliverToResponder(action)
    }
  }

  @discardableResult
  private func walk(_ action: any ComponentAction, in tree: RenderedTree, fromNode start: Int)
    -> Bool
  {
    var index = start
    while index >= 0 {
      let node = tree.nodes[index]
      let context = EventContext(dispatcher: self, node: index)
      for handler in node.actionHandlers where handler(action, context) { return true }
      let parent = Int(node.parent)
      let parentScope = parent >= 0 ? tree.nodes[parent].scope : -1
      if askControllers(action, in: tree, from: node.scope, until: parentScope) { return true }
      index = parent
    }
    return deliverToResponder(action)
  }

  /// Asks the controllers of `scope` and its ancestors, up to (not
  /// including) `stop`.
  private func askControllers(
    _ action: any ComponentAction, in tree: RenderedTree, from scope: Int32, until stop: Int32
  ) -> Bool {
    var current = scope
    while current >= 0 && current != stop {
      let record = tree.scopes[Int(current)]
      if let controller = controllers.controller(for: record.path), controller.handle(action) {
        return true
      }
      current = record.parent
    }
    return false
  }

  @discardableResult
  private func deliverToResponder(_ action: any ComponentAction) -> Bool {
    if let responder = responder ?? responderSource?(), responder.handle(action) { return true }
    Self.logger.warning("Unhandled action \(type(of: action)): \(action)")
    onUnhandledAction?(action)
    return false
  }
}
