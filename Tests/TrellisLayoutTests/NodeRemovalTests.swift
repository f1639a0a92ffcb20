import Testing
import TrellisLayout

@Suite("Removing nodes")
struct NodeRemovalTests {
  @Test("Removing a node removes its subtree, detaches it and lays out its old parent again")
  func removeSubtree() throws {
    var tree = LayoutTree()
    let root = tree.addNode(style: TestNode({ $0.width = 100 }).style)
    let first = tree.addNode(style: TestNode({ $0.height = 10 }).style)
    let second = tree.addNode(style: TestNode({ $0.height = 20 }).style)
    let grandchild = tree.addNode(style: TestNode({ $0.height = 5 }).style)
    try tree.appendChild(first, to: root)
    try tree.appendChild(second, to: root)
    try tree.appendChild(grandchild, to: first)
    tree.calculateLayout(for: root)
    #expect(tree.frame(of: second).y == 10)

    try tree.removeNode(first)
    #expect(tree.count == 2)
    #expect(!tree.contains(first) && !tree.contains(grandchild))
    #expect(tree.children(of: root) == [second])
    #expect(tree.nodes == [root, second])
    tree.calculateLayout(for: root)
    #expect(tree.frame(of: second).y == 0)
    #expect(tree.frame(of: root).height == 20)
  }

  @Test("A removed node's identifier stays unknown after its slot is reused")
  func staleIdentifier() throws {
    var tree = LayoutTree()
    let parent = tree.addNode()
    let removed = tree.addNode()
    try tree.removeNode(removed)
    #expect(throws: LayoutTreeError.unknownNode(removed)) { try tree.removeNode(removed) }
    let reused = tree.addNode(style: TestNode({ $0.width = 7 }).style)
    #expect(reused.index == removed.index)
    #expect(reused != removed)
    #expect(!tree.contains(removed) && tree.contains(reused))
    #expect(throws: LayoutTreeError.unknownNode(removed)) {
      try tree.appendChild(removed, to: parent)
    }
    // The new node starts afresh: its own style, no children, no parent, no old results.
    #expect(tree.style(of: reused).width == 7)
    #expect(tree.children(of: reused).isEmpty && tree.parent(of: reused) == nil)
    #expect(!tree.hasMeasureFunction(reused))
    try tree.appendChild(reused, to: parent)
    tree.calculateLayout(for: parent)
    #expect(tree.frame(of: reused) == LayoutFrame(x: 0, y: 0, width: 7, height: 0))
  }

  @Test("A tree that keeps replacing its content does not grow")
  func storageIsReused() throws {
    var tree = LayoutTree()
    let root = tree.addNode(style: TestNode({ $0.width = 50 }).style)
    var rows: [NodeID] = []
    for round in 0..<50 {
      for row in rows { try tree.removeNode(row) }
      rows = []
      for index in 0..<(round % 5 + 1) {
        let row = tree.addNode(style: TestNode({ $0.flexDirection = .row }).style)
        let text = tree.addNode { _, _, _, _ in LayoutSize(width: 10, height: Double(index + 1)) }
        try tree.appendChild(text, to: row)
        try tree.appendChild(row, to: root)
        rows.append(row)
      }
      tree.calculateLayout(for: root)
      let expected = (1...(round % 5 + 1)).reduce(0, +)
      #expect(tree.frame(of: root).height == Double(expected))
    }
    // At most 5 rows of two nodes plus the root at once.
    #expect(tree.capacity == 11)
    #expect(tree.count == 1 + 2 * (49 % 5 + 1))
  }

  @Test("Removing the laid-out root forgets the cached request")
  func removeRoot() throws {
    var tree = LayoutTree()
    let root = tree.addNode(
      style: TestNode({
        $0.width = 10
        $0.height = 10
      }).style)
    tree.calculateLayout(for: root)
    try tree.removeNode(root)
    let next = tree.addNode(
      style: TestNode({
        $0.width = 30
        $0.height = 20
      }).style)
    tree.calculateLayout(for: next)
    #expect(tree.frame(of: next) == LayoutFrame(x: 0, y: 0, width: 30, height: 20))
  }
}
