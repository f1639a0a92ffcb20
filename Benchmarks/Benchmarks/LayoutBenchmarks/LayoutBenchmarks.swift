import Benchmark
import TrellisLayout

// The trees of design.md, on which Yoga takes about 1 µs per node for a first layout:
// `flat` (30,001 nodes), `nested` (11,101) and `deep` (1,000). For each: a first layout of a
// fresh tree, a second layout with nothing changed, and a layout after one leaf changed.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    maxDuration: .seconds(3),
    maxIterations: 10_000)

  for shape in TreeShape.allCases {
    Benchmark("\(shape.rawValue) (\(shape.nodeCount) nodes): first layout") { benchmark in
      var sample = shape.build()
      benchmark.startMeasurement()
      sample.tree.calculateLayout(
        for: sample.root, availableWidth: sample.width, availableHeight: sample.height)
      benchmark.stopMeasurement()
      blackHole(sample.tree.frame(of: sample.leaf))
    }

    let second = Box(shape.build())
    second.sample.tree.calculateLayout(
      for: second.sample.root, availableWidth: second.sample.width,
      availableHeight: second.sample.height)
    Benchmark("\(shape.rawValue): second layout, nothing changed") { benchmark in
      for _ in benchmark.scaledIterations {
        second.sample.tree.calculateLayout(
          for: second.sample.root, availableWidth: second.sample.width,
          availableHeight: second.sample.height)
      }
      blackHole(second.sample.tree.frame(of: second.sample.leaf))
    }

    let incremental = Box(shape.build())
    incremental.sample.tree.calculateLayout(
      for: incremental.sample.root, availableWidth: incremental.sample.width,
      availableHeight: incremental.sample.height)
    var toggle = false
    Benchmark("\(shape.rawValue): one leaf changed") { benchmark in
      for _ in benchmark.scaledIterations {
        toggle.toggle()
        let leaf = incremental.sample.leaf
        let size: Dimension = toggle ? 11 : 10
        incremental.sample.tree.updateStyle(of: leaf) { $0.width = size }
        incremental.sample.tree.calculateLayout(
          for: incremental.sample.root, availableWidth: incremental.sample.width,
          availableHeight: incremental.sample.height)
      }
      blackHole(incremental.sample.tree.frame(of: incremental.sample.leaf))
    }
  }

  // What a component-driven build pays per node besides the engine: a style built field by
  // field, copied into the tree, and laid out once.
  Benchmark("styles: build 10,000 styles, add to a row") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(buildStyledRow(count: 10_000, layOut: false))
    }
  }
  Benchmark("styles: build 10,000 styles, add to a row, lay out") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(buildStyledRow(count: 10_000, layOut: true))
    }
  }
}

/// Builds a row of `count` children, each with its own style (a width, padding on one edge
/// and a grow factor), lays it out when `layOut` and returns the last child's frame.
@inline(never)
func buildStyledRow(count: Int, layOut: Bool) -> LayoutFrame {
  var tree = LayoutTree()
  var rowStyle = Style()
  rowStyle.flexDirection = .row
  rowStyle.width = 100_000
  let row = tree.addNode(style: rowStyle)
  var last = row
  for index in 0..<count {
    var style = Style()
    style.width = .points(Double(index % 7 + 1))
    style.padding.left = 1
    style.flexGrow = 1
    last = tree.addNode(style: style)
    try! tree.appendChild(last, to: row)
  }
  if layOut { tree.calculateLayout(for: row) }
  return tree.frame(of: last)
}

/// Holds a tree across iterations, so that mutating it does not copy its storage.
final class Box {
  var sample: Sample
  init(_ sample: Sample) { self.sample = sample }
}

/// A built benchmark tree.
struct Sample {
  var tree: LayoutTree
  var root: NodeID
  /// The leaf the incremental benchmark changes.
  var leaf: NodeID
  var width: Double?
  var height: Double?
}

enum TreeShape: String, CaseIterable {
  case flat
  case nested
  case deep

  var nodeCount: Int {
    switch self {
    case .flat: return 30_001
    case .nested: return 11_101
    case .deep: return 1_000
    }
  }

  func build() -> Sample {
    switch self {
    case .flat: return Self.flatTree()
    case .nested: return Self.nestedTree()
    case .deep: return Self.deepTree()
    }
  }

  /// A root column of width 400 with 10,000 rows (padding 4), each with a 40×40 image and a
  /// growing text whose measure returns min(available, 200) × 20.
  static func flatTree() -> Sample {
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
    return Sample(tree: tree, root: root, leaf: leaf, width: nil, height: nil)
  }

  /// A wrapping root row of width 1000 with 100 columns of 10 rows of 10 leaves (10×10,
  /// margin 2).
  static func nestedTree() -> Sample {
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
    return Sample(tree: tree, root: root, leaf: leaf, width: nil, height: nil)
  }

  /// A chain of 1,000 nodes, each with padding 1 and flex-grow 1, in a 2500×2500 root.
  static func deepTree() -> Sample {
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
    return Sample(tree: tree, root: root, leaf: parent, width: nil, height: nil)
  }
}
