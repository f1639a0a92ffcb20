/// One scope in a rendered tree: a stateful or controlled component, its
/// state as used in this build, and how to make its controller.
struct ScopeRecord: Sendable {
  let path: ScopePath
  /// Index of the enclosing scope in the tree's scopes, or -1.
  let parent: Int32
  /// The component value of this generation.
  let component: any Component
  /// The state this build used, for stateful components.
  let state: (any Sendable)?
  /// Makes the controller on first mount, for controlled components.
  let makeController: (@MainActor @Sendable (any Component, ControllerContext) -> AnyController)?
  /// The first node the scope's body produced (its subtree ends at the
  /// last node it produced).
  var firstNode: Int32
  var endNode: Int32
}
