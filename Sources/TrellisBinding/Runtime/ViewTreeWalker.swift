public import Trellis

/// Carries out a path's operators on a mounted `HostViewTree`, over the
/// components as they were written (its `HostViewTree.outlineParent(of:)`
/// and `HostViewTree.outlineChildren(of:)`): a plain `Stack`, which has
/// no view, is a step like a `Stack` with one, so a path finds the same
/// component whether or not a modifier gave a stack a view.
///
/// Every search is bounded by the number of views in the tree, so a tree
/// that were ever linked in a loop could not make a failed search run
/// forever (a TJBinder bug).
@MainActor
public enum ViewTreeWalker {
  /// The component `steps` lead to from the view `start`.
  ///
  /// - Throws: ``BindingError/operatorFoundNothing(step:operator:from:)``
  ///   or ``BindingError/indexOutOfRange(step:index:count:from:)`` naming
  ///   the step that failed and the view it started from (for a component
  ///   without a view, the view it is mounted in).
  public static func walk(
    _ steps: [BindingStep], from start: ViewID, in tree: HostViewTree
  ) throws(BindingError) -> OutlineNode {
    var current = OutlineNode(view: start)
    for (index, step) in steps.enumerated() {
      current = try apply(step, index: index, from: current, in: tree)
    }
    return current
  }

  /// The component one step leads to.
  static func apply(
    _ step: BindingStep, index: Int, from node: OutlineNode, in tree: HostViewTree
  ) throws(BindingError) -> OutlineNode {
    let found: OutlineNode?
    switch step {
    case .superview: found = tree.outlineParent(of: node)
    case .rootview: found = rootComponent(of: node, in: tree)
    case .cell:
      found = ancestorView(of: node, in: tree, includingSelf: true) {
        $0.attributes[.dataObject]?.isCell == true
      }
    case .superviewWithTag(let tag):
      found = ancestorView(of: node, in: tree) { $0.attributes[.tag] == tag }
    case .superviewWithIdentifier(let identifier):
      found = ancestorView(of: node, in: tree) { $0.attributes[.identifier] == identifier }
    case .superviewWithKind(let kind):
      found = ancestorView(of: node, in: tree) { isOfKind($0, kind) }
    case .subview(let position):
      let children = tree.outlineChildren(of: node)
      guard position < children.count else {
        throw BindingError.indexOutOfRange(
          step: index, index: position, count: children.count, from: view(of: node, in: tree))
      }
      found = children[position]
    case .subviewWithTag(let tag):
      found = descendant(of: node, in: tree) { $0.attributes[.tag] == tag }
    case .subviewWithIdentifier(let identifier):
      found = descendant(of: node, in: tree) { $0.attributes[.identifier] == identifier }
    case .subviewWithKind(let kind):
      found = descendant(of: node, in: tree) { isOfKind($0, kind) }
    }
    guard let found, found.view.map({ tree.node($0) != nil }) ?? true else {
      throw BindingError.operatorFoundNothing(
        step: index, operator: step, from: view(of: node, in: tree))
    }
    return found
  }

  /// The nearest view (from `node` up) whose data object matches.
  static func nearestDataObject(
    from node: OutlineNode, in tree: HostViewTree, where matches: (Any) -> Bool
  ) -> (view: ViewID, object: Any)? {
    guard
      let found = ancestorView(
        of: node, in: tree, includingSelf: true,
        where: { node in node.attributes[.dataObject].map { matches($0.object) } ?? false }),
      let view = found.view
    else { return nil }
    return tree.node(view)?.attributes[.dataObject].map { (view, $0.object) }
  }

  /// The view of `node`, or the view a component without one is mounted
  /// in: where errors say a step started.
  static func view(of node: OutlineNode, in tree: HostViewTree) -> ViewID {
    node.view ?? tree.enclosingView(of: node) ?? tree.rootView
  }

  private static func isOfKind(_ node: HostViewNode, _ name: String) -> Bool {
    node.kind.name == name || node.attributes[.dataObject]?.componentType == name
  }

  /// The top component of the screen holding `node`: the component just
  /// below the tree's root view (the root view itself for the root view).
  private static func rootComponent(of node: OutlineNode, in tree: HostViewTree) -> OutlineNode? {
    if node.view == tree.rootView { return node }
    // Only views count against the budget: components without a view
    // come from finite trees and cannot loop.
    var current = node
    var budget = tree.viewCount
    while let parent = tree.outlineParent(of: current), budget > 0 {
      if parent.view == tree.rootView { return current }
      current = parent
      if parent.view != nil { budget -= 1 }
    }
    return nil
  }

  /// The nearest view above `node` (or at it) that matches. Components
  /// without a view carry no attributes: only views can match, and the
  /// views above a component are its view's ancestors in the view tree.
  private static func ancestorView(
    of node: OutlineNode, in tree: HostViewTree, includingSelf: Bool = false,
    where matches: (HostViewNode) -> Bool
  ) -> OutlineNode? {
    var current: ViewID?
    if let view = node.view {
      current = includingSelf ? view : tree.node(view)?.parent
    } else {
      current = tree.enclosingView(of: node)
    }
    var budget = tree.viewCount
    while let id = current, let viewNode = tree.node(id), budget > 0 {
      if matches(viewNode) { return OutlineNode(view: id) }
      current = viewNode.parent
      budget -= 1
    }
    return nil
  }

  /// Depth first, in the order written, `node` itself excluded. Only views
  /// count against the budget: components without a view come from
  /// finite trees and cannot loop.
  private static func descendant(
    of node: OutlineNode, in tree: HostViewTree, where matches: (HostViewNode) -> Bool
  ) -> OutlineNode? {
    var stack: [OutlineNode] = tree.outlineChildren(of: node).reversed()
    var budget = tree.viewCount
    while let candidate = stack.popLast(), budget > 0 {
      if let view = candidate.view {
        budget -= 1
        guard let viewNode = tree.node(view) else { continue }
        if matches(viewNode) { return candidate }
      }
      stack.append(contentsOf: tree.outlineChildren(of: candidate).reversed())
    }
    return nil
  }
}
