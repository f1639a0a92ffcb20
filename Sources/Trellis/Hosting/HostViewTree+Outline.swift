extension HostViewTree {
  /// The component holding `node` as it was written: a plain `Stack` the
  /// mounter flattened away is a parent like any other. `nil` for the root
  /// view and views in no parent.
  public func outlineParent(of node: OutlineNode) -> OutlineNode? {
    if let view = node.view {
      if let (target, index) = registry.route(of: view),
        let link = target.outlineParent(ofNode: index)
      {
        return outlineNode(link, anchor: view)
      }
      return self.node(view)?.parent.map { OutlineNode(view: $0) }
    }
    guard let (target, _) = registry.route(of: node.anchor),
      let link = target.outlineParent(ofNode: node.index)
    else { return nil }
    return outlineNode(link, anchor: node.anchor)
  }

  /// The components `node` holds, in the order written, with or without
  /// views. A view that shows content mounted from elsewhere (a screen's
  /// container, a list, an embedded object) holds the top components of
  /// that content.
  public func outlineChildren(of node: OutlineNode) -> [OutlineNode] {
    guard let view = node.view else {
      guard let (target, _) = registry.route(of: node.anchor),
        let links = target.outlineChildren(ofNode: node.index)
      else { return [] }
      return links.map { outlineNode($0, anchor: node.anchor) }
    }
    if let (target, index) = registry.route(of: view),
      let links = target.outlineChildren(ofNode: index), !links.isEmpty
    {
      return links.map { outlineNode($0, anchor: view) }
    }
    return topComponents(in: view)
  }

  /// The nearest view at or above `node`: the node's own view, or the view
  /// a component without one is mounted in.
  public func enclosingView(of node: OutlineNode) -> ViewID? {
    var current: OutlineNode? = node
    var budget = viewCount
    while let candidate = current, budget > 0 {
      if let view = candidate.view { return view }
      current = outlineParent(of: candidate)
      // Components without a view come from finite trees and cannot loop.
      if current?.view != nil { budget -= 1 }
    }
    return nil
  }

  /// The top components of the content mounted in `view`, in the order
  /// of its child views: each child climbed to the component just below
  /// `view`.
  private func topComponents(in view: ViewID) -> [OutlineNode] {
    var found: [OutlineNode] = []
    var seen: Set<OutlineNode> = []
    for child in self.node(view)?.children ?? [] {
      // A child whose components do not lead back here (a host's own
      // view) stands for itself.
      var top = OutlineNode(view: child)
      var current = top
      var budget = viewCount
      while let parent = outlineParent(of: current), budget > 0 {
        if parent.view == view {
          top = current
          break
        }
        current = parent
        if parent.view != nil { budget -= 1 }
      }
      if seen.insert(top).inserted { found.append(top) }
    }
    return found
  }

  private func outlineNode(_ link: OutlineLink, anchor: ViewID) -> OutlineNode {
    switch link {
    case .view(let view): OutlineNode(view: view)
    case .node(let index): OutlineNode(anchor: anchor, index: index)
    }
  }
}
