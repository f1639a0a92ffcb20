extension Mounter {
  /// The component that holds `node`: its view, a component without a
  /// view, or, for a top-level node, the container the tree is mounted in.
  func outlineParent(ofNode node: Int) -> OutlineLink? {
    guard let tree = laidOut?.tree, node >= 0, node < tree.nodes.count else { return nil }
    let parent = Int(tree.nodes[node].parent)
    guard parent >= 0 else { return .view(container) }
    return link(to: parent, in: tree)
  }

  /// The components `node` holds, in order, with or without views.
  func outlineChildren(ofNode node: Int) -> [OutlineLink]? {
    guard let tree = laidOut?.tree, node >= 0, node < tree.nodes.count else { return nil }
    var links: [OutlineLink] = []
    var child = node + 1
    let end = Int(tree.nodes[node].end)
    while child < end, child < tree.nodes.count {
      guard let link = link(to: child, in: tree) else { return nil }
      links.append(link)
      child = max(Int(tree.nodes[child].end), child + 1)
    }
    return links
  }

  private func link(to node: Int, in tree: RenderedTree) -> OutlineLink? {
    guard tree.nodes[node].view != nil else { return .node(node) }
    return mountedView(ofNode: node).map { .view($0) }
  }

  /// The view mounted for a node that has one: the outline lists views in
  /// preorder, so by ascending node.
  private func mountedView(ofNode node: Int) -> ViewID? {
    var low = 0
    var high = outline.count
    while low < high {
      let middle = (low + high) / 2
      if outline[middle].node < node { low = middle + 1 } else { high = middle }
    }
    return low < outline.count && outline[low].node == node ? outline[low].id : nil
  }
}
