import TrellisLayout

/// A node description for building test trees concisely.
struct TestNode {
  var style: Style
  var measure: MeasureFunction?
  var children: [TestNode]

  init(_ configure: (inout Style) -> Void = { _ in }, children: [TestNode] = []) {
    var style = Style()
    configure(&style)
    self.style = style
    self.children = children
  }

  init(style: Style, measure: MeasureFunction? = nil, children: [TestNode] = []) {
    self.style = style
    self.measure = measure
    self.children = children
  }
}

/// Builds `root` into a fresh tree and returns the tree and the ids in depth-first order.
func build(_ root: TestNode) -> (tree: LayoutTree, ids: [NodeID]) {
  var tree = LayoutTree()
  var ids: [NodeID] = []
  func add(_ node: TestNode) -> NodeID {
    let id =
      node.measure.map { tree.addNode(style: node.style, measure: $0) }
      ?? tree.addNode(style: node.style)
    ids.append(id)
    for child in node.children {
      let childID = add(child)
      try! tree.appendChild(childID, to: id)
    }
    return id
  }
  _ = add(root)
  return (tree, ids)
}

/// Lays out `root` and returns every node's frame in depth-first order.
func layout(
  _ root: TestNode, width: Double? = nil, height: Double? = nil, direction: Direction = .ltr,
  scale: Double = 1
) -> [LayoutFrame] {
  var (tree, ids) = build(root)
  tree.calculateLayout(
    for: ids[0], availableWidth: width, availableHeight: height, direction: direction,
    pointScaleFactor: scale)
  return ids.map { tree.frame(of: $0) }
}

/// A frame, briefly.
func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutFrame {
  LayoutFrame(x: x, y: y, width: width, height: height)
}

/// A measure function for a fixed content size that respects at-most limits.
func fixedContent(width: Double, height: Double) -> MeasureFunction {
  { availableWidth, widthMode, availableHeight, heightMode in
    LayoutSize(
      width: widthMode == .atMost ? min(width, availableWidth) : width,
      height: heightMode == .atMost ? min(height, availableHeight) : height)
  }
}
