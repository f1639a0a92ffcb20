import Testing
import TrellisLayout

@Suite("Tree structure")
struct TreeMutationTests {
  @Test("Children can be appended, inserted, moved and removed")
  func mutations() throws {
    var tree = LayoutTree()
    let parent = tree.addNode()
    let a = tree.addNode()
    let b = tree.addNode()
    let c = tree.addNode()
    try tree.appendChild(a, to: parent)
    try tree.appendChild(c, to: parent)
    try tree.insertChild(b, into: parent, at: 1)
    #expect(tree.children(of: parent) == [a, b, c])
    #expect(tree.parent(of: b) == parent)
    try tree.moveChild(a, in: parent, to: 2)
    #expect(tree.children(of: parent) == [b, c, a])
    try tree.removeChild(c, from: parent)
    #expect(tree.children(of: parent) == [b, a])
    #expect(tree.parent(of: c) == nil)
    try tree.removeAllChildren(of: parent)
    #expect(tree.children(of: parent).isEmpty)
    #expect(tree.count == 4)
  }

  @Test("A node with a parent cannot be added elsewhere")
  func secondParent() throws {
    var tree = LayoutTree()
    let first = tree.addNode()
    let second = tree.addNode()
    let child = tree.addNode()
    try tree.appendChild(child, to: first)
    #expect(throws: LayoutTreeError.alreadyHasParent(child: child, parent: first)) {
      try tree.appendChild(child, to: second)
    }
    #expect(tree.children(of: second).isEmpty)
  }

  @Test("Cycles are refused")
  func cycles() throws {
    var tree = LayoutTree()
    let a = tree.addNode()
    let b = tree.addNode()
    try tree.appendChild(b, to: a)
    #expect(throws: LayoutTreeError.cycle(child: a, parent: b)) { try tree.appendChild(a, to: b) }
    #expect(throws: LayoutTreeError.cycle(child: a, parent: a)) { try tree.appendChild(a, to: a) }
  }

  @Test("Unknown nodes, bad indices and non-children are typed errors")
  func badArguments() throws {
    var tree = LayoutTree()
    let parent = tree.addNode()
    let child = tree.addNode()
    var other = LayoutTree()
    _ = other.addNode()
    _ = other.addNode()
    let foreign = other.addNode()
    #expect(throws: LayoutTreeError.unknownNode(foreign)) {
      try tree.appendChild(foreign, to: parent)
    }
    #expect(throws: LayoutTreeError.indexOutOfRange(index: 3, childCount: 0)) {
      try tree.insertChild(child, into: parent, at: 3)
    }
    #expect(throws: LayoutTreeError.notAChild(child: child, parent: parent)) {
      try tree.removeChild(child, from: parent)
    }
    #expect(!tree.contains(foreign))
  }

  @Test("Measured nodes are leaves")
  func measuredLeaves() throws {
    var tree = LayoutTree()
    let text = tree.addNode(style: Style()) { _, _, _, _ in .zero }
    let child = tree.addNode()
    #expect(throws: LayoutTreeError.measuredNodeCannotHaveChildren(text)) {
      try tree.appendChild(child, to: text)
    }
    let parent = tree.addNode()
    try tree.appendChild(child, to: parent)
    #expect(throws: LayoutTreeError.measuredNodeCannotHaveChildren(parent)) {
      try tree.setMeasureFunction({ _, _, _, _ in .zero }, for: parent)
    }
    #expect(tree.hasMeasureFunction(text) && !tree.hasMeasureFunction(parent))
  }

  @Test("Errors describe themselves")
  func errorDescriptions() {
    var tree = LayoutTree()
    let nodes = (0..<3).map { _ in tree.addNode() }
    let error = LayoutTreeError.cycle(child: nodes[1], parent: nodes[2])
    #expect(error.description == "adding #1 to #2 would create a cycle")
  }

  @Test("Style updates dirty the node and its ancestors only when the style changes")
  func dirtyPropagation() throws {
    var tree = LayoutTree()
    let root = tree.addNode()
    let child = tree.addNode()
    let sibling = tree.addNode()
    try tree.appendChild(child, to: root)
    try tree.appendChild(sibling, to: root)
    tree.calculateLayout(for: root, availableWidth: 100, availableHeight: 100)
    #expect(!tree.isDirty(root) && !tree.isDirty(child))
    tree.updateStyle(of: child) { $0.flexGrow = 0 }
    #expect(!tree.isDirty(child))
    tree.updateStyle(of: child) { $0.flexGrow = 1 }
    #expect(tree.isDirty(child) && tree.isDirty(root) && !tree.isDirty(sibling))
    tree.calculateLayout(for: root, availableWidth: 100, availableHeight: 100)
    #expect(!tree.isDirty(root))
    #expect(tree.frame(of: child).height == 100)
  }
}
