// The trees of design.md on which the layout engine is measured: `flat` (30,001 nodes),
// `nested` (11,101) and `deep` (1,000). One source for both measurements of them:
// Benchmarks/LayoutBenchmarks (its own target, `LayoutTrees`) and
// Scripts/layout-instructions.sh (which compiles this file beside
// Scripts/LayoutInstructions/main.swift), so that both measure the very same trees.
import TrellisLayout

/// A built benchmark tree.
public struct LayoutSample {
  /// The tree, not yet laid out.
  public var tree: LayoutTree
  /// The node to lay out as the root.
  public var root: NodeID
  /// The leaf the incremental benchmark changes.
  public var leaf: NodeID
  /// The width and height available to the root (`nil`: the root's own style decides).
  public var width: Double?
  public var height: Double?
}

/// The shapes of design.md's benchmark trees.
public enum LayoutTreeShape: String, CaseIterable, Sendable {
  case flat
  case nested
  case deep

  /// The number of nodes the tree has, root included.
  public var nodeCount: Int {
    switch self {
    case .flat: return 30_001
    case .nested: return 11_101
    case .deep: return 1_000
    }
  }

  /// A fresh tree of this shape.
  public func build() -> LayoutSample {
    switch self {
    case .flat: return Self.flatTree()
    case .nested: return Self.nestedTree()
    case .deep: return Self.deepTree()
    }
  }

  /// A root column of width 400 with 10,000 rows (padding 4), each with a 40×40 image and a
  /// growing text whose measure returns min(available, 200) × 20.
  static func flatTree() -> LayoutSample {
    var tree = LayoutTree()
    var rootStyle = Style()
    rootStyle.width = 400
    let root = tree.addNode(style: rootStyle)
    var rowStyle = Style()
    rowStyle.flexDirection = .row
    rowStyle.padding = .all(4)
    var imageStyle = Style()
    imageStyle.width = 40
    imageStyle.height = 40
    var textStyle = Style()
    textStyle.flexGrow = 1
    let measure: MeasureFunction = { width, _, _, _ in
      LayoutSize(width: Swift.min(width, 200), height: 20)
    }
    var leaf = root
    for _ in 0..<10_000 {
      let row = tree.addNode(style: rowStyle)
      let image = tree.addNode(style: imageStyle)
      let text = tree.addNode(style: textStyle, measure: measure)
      try! tree.appendChild(image, to: row)
      try! tree.appendChild(text, to: row)
      try! tree.appendChild(row, to: root)
      leaf = image
    }
    return LayoutSample(tree: tree, root: root, leaf: leaf, width: nil, height: nil)
  }

  /// A wrapping root row of width 1000 with 100 columns of 10 rows of 10 leaves (10×10,
  /// margin 2).
  static func nestedTree() -> LayoutSample {
    var tree = LayoutTree()
    var rootStyle = Style()
    rootStyle.flexDirection = .row
    rootStyle.flexWrap = .wrap
    rootStyle.width = 1000
    let root = tree.addNode(style: rootStyle)
    var rowStyle = Style()
    rowStyle.flexDirection = .row
    var leafStyle = Style()
    leafStyle.width = 10
    leafStyle.height = 10
    leafStyle.margin = .all(2)
    var leaf = root
    for _ in 0..<100 {
      let column = tree.addNode()
      for _ in 0..<10 {
        let row = tree.addNode(style: rowStyle)
        for _ in 0..<10 {
          leaf = tree.addNode(style: leafStyle)
          try! tree.appendChild(leaf, to: row)
        }
        try! tree.appendChild(row, to: column)
      }
      try! tree.appendChild(column, to: root)
    }
    return LayoutSample(tree: tree, root: root, leaf: leaf, width: nil, height: nil)
  }

  /// A chain of 1,000 nodes, each with padding 1 and flex-grow 1, in a 2500×2500 root.
  static func deepTree() -> LayoutSample {
    var tree = LayoutTree()
    var rootStyle = Style()
    rootStyle.width = 2500
    rootStyle.height = 2500
    rootStyle.padding = .all(1)
    let root = tree.addNode(style: rootStyle)
    var style = Style()
    style.padding = .all(1)
    style.flexGrow = 1
    var parent = root
    for _ in 1..<1_000 {
      let node = tree.addNode(style: style)
      try! tree.appendChild(node, to: parent)
      parent = node
    }
    return LayoutSample(tree: tree, root: root, leaf: parent, width: nil, height: nil)
  }
}
