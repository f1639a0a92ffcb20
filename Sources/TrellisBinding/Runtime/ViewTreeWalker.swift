public import Trellis

/// Carries out a path's operators on a mounted ``Trellis/HostViewTree``.
///
/// Every search is bounded by the number of views in the tree, so a tree
/// that were ever linked in a loop could not make a failed search run
/// forever (a TJBinder bug).
@MainActor
public enum ViewTreeWalker {
  /// The view `steps` lead to from `start`.
  ///
  /// - Throws: ``BindingError/operatorFoundNothing(step:operator:from:)``
  ///   or ``BindingError/indexOutOfRange(step:index:count:from:)`` naming
  ///   the step that failed and the view it started from.
  public static func walk(
    _ steps: [BindingStep], from start: ViewID, in tree: HostViewTree
  ) throws(BindingError) -> ViewID {
    var current = start
    for (index, step) in steps.enumerated() {
      current = try apply(step, index: index, from: current, in: tree)
    }
    return current
  }

  /// The view one step leads to.
  static func apply(_ step: BindingStep, index: Int, from view: ViewID, in tree: HostViewTree)
    throws(BindingError) -> ViewID
  {
    let found: ViewID?
    switch step {
    case .superview: found = tree.node(view)?.parent
    case .rootview: found = rootView(of: view, in: tree)
    case .cell:
      found = ancestor(of: view, in: tree, includingSelf: true) {
        $0.attributes[.dataObject]?.isCell == true
      }
    case .superviewWithTag(let tag):
      found = ancestor(of: view, in: tree) { $0.attributes[.tag] == tag }
    case .superviewWithIdentifier(let identifier):
      found = ancestor(of: view, in: tree) { $0.attributes[.identifier] == identifier }
    case .superviewWithKind(let kind):
      found = ancestor(of: view, in: tree) { isOfKind($0, kind) }
    case .subview(let position):
      let children = tree.node(view)?.children ?? []
      guard position < children.count else {
        throw BindingError.indexOutOfRange(
          step: index, index: position, count: children.count, from: view)
      }
      found = children[position]
    case .subviewWithTag(let tag):
      found = descendant(of: view, in: tree) { $0.attributes[.tag] == tag }
    case .subviewWithIdentifier(let identifier):
      found = descendant(of: view, in: tree) { $0.attributes[.identifier] == identifier }
    case .subviewWithKind(let kind):
      found = descendant(of: view, in: tree) { isOfKind($0, kind) }
    }
    guard let found, tree.node(found) != nil else {
      throw BindingError.operatorFoundNothing(step: index, operator: step, from: view)
    }
    return found
  }

  /// The nearest view (from `view` up) whose data object matches.
  static func nearestDataObject(
    from view: ViewID, in tree: HostViewTree, where matches: (Any) -> Bool
  ) -> (view: ViewID, object: Any)? {
    guard
      let found = ancestor(
        of: view, in: tree, includingSelf: true,
        where: { node in node.attributes[.dataObject].map { matches($0.object) } ?? false })
    else { return nil }
    return tree.node(found)?.attributes[.dataObject].map { (found, $0.object) }
  }

  private static func isOfKind(_ node: HostViewNode, _ name: String) -> Bool {
    node.kind.name == name || node.attributes[.dataObject]?.componentType == name
  }

  /// The top view of the screen holding `view`: the child of the tree's
  /// root it is in (the root itself for the root).
  private static func rootView(of view: ViewID, in tree: HostViewTree) -> ViewID? {
    var current = view
    var budget = tree.viewCount
    while let parent = tree.node(current)?.parent, parent != tree.rootView, budget > 0 {
      current = parent
      budget -= 1
    }
    return tree.node(current)?.parent == tree.rootView || current == tree.rootView
      ? current : nil
  }

  private static func ancestor(
    of view: ViewID, in tree: HostViewTree, includingSelf: Bool = false,
    where matches: (HostViewNode) -> Bool
  ) -> ViewID? {
    var current: ViewID? = includingSelf ? view : tree.node(view)?.parent
    var budget = tree.viewCount
    while let id = current, let node = tree.node(id), budget > 0 {
      if matches(node) { return id }
      current = node.parent
      budget -= 1
    }
    return nil
  }

  /// Depth first, in child order, the view itself excluded.
  private static func descendant(
    of view: ViewID, in tree: HostViewTree, where matches: (HostViewNode) -> Bool
  ) -> ViewID? {
    var stack: [ViewID] = (tree.node(view)?.children ?? []).reversed()
    var budget = tree.viewCount
    while let id = stack.popLast(), budget > 0 {
      budget -= 1
      guard let node = tree.node(id) else { continue }
      if matches(node) { return id }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }
}
