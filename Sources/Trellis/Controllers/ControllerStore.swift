/// The controllers of one root, by scope. Lives as long as the root (or the
/// data source item), across mounts and unmounts.
@MainActor
final class ControllerStore {
  private(set) var controllers: [ScopePath: AnyController] = [:]
  weak var router: (any ScopeActionRouting)?
  let store: StateStore?
  /// Whether the store belongs to an item (a data source keeps it for
  /// the item), not to the mounter serving it.
  let belongsToItem: Bool

  init(store: StateStore?, belongsToItem: Bool = false) {
    self.store = store
    self.belongsToItem = belongsToItem
  }

  func controller(for path: ScopePath) -> AnyController? { controllers[path] }

  /// Creates controllers for new scopes, hands existing ones their new
  /// component, and returns the controllers whose scope is gone (the caller
  /// unmounts and invalidates them).
  func sync(with tree: RenderedTree) -> [(ScopePath, AnyController)] {
    var seen: Set<ScopePath> = []
    for scope in tree.scopes {
      guard let make = scope.makeController else { continue }
      seen.insert(scope.path)
      if let existing = controllers[scope.path] {
        existing.updateComponent(scope.component)
      } else {
        let context = ControllerContext(controllers: self, path: scope.path, store: store)
        let controller = make(scope.component, context)
        controllers[scope.path] = controller
        controller.call(.didInit)
      }
    }
    var removed: [(ScopePath, AnyController)] = []
    for (path, controller) in controllers where !seen.contains(path) {
      removed.append((path, controller))
    }
    for (path, _) in removed { controllers[path] = nil }
    return removed
  }

  /// Invalidates every controller (the root is gone).
  func invalidateAll() {
    let all = controllers.values
    controllers.removeAll()
    for controller in all { controller.call(.invalidate) }
  }
}
