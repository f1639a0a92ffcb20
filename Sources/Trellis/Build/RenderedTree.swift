/// The result of building a component: a flat, contiguous tree in preorder,
/// made off the main actor.
///
/// A node's subtree is the range `index..<nodes[index].end`, so walking,
/// copying and laying out a tree touch contiguous memory only.
struct RenderedTree: Sendable {
  /// The nodes, in preorder.
  var nodes: [RenderedNode] = []
  /// The scopes of stateful and controlled components, in preorder.
  var scopes: [ScopeRecord] = []
  /// Problems found while building, such as unkeyed stateful siblings.
  var issues: [BuildIssue] = []

  /// Indexes of the top-level nodes.
  var roots: [Int] {
    var result: [Int] = []
    var index = 0
    while index < nodes.count {
      result.append(index)
      index = Int(nodes[index].end)
    }
    return result
  }

  /// Indexes of the children of `index`.
  func children(of index: Int) -> [Int] {
    var result: [Int] = []
    var child = index + 1
    let end = Int(nodes[index].end)
    while child < end {
      result.append(child)
      child = Int(nodes[child].end)
    }
    return result
  }
}
