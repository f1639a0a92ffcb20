import Benchmark
import LayoutTrees
import TrellisLayout

// The trees of design.md (built in LayoutTrees, shared with Scripts/layout-instructions.sh),
// on which Yoga takes about 1 µs per node for a first layout:
// `flat` (30,001 nodes), `nested` (11,101) and `deep` (1,000). For each: a first layout of a
// fresh tree, a second layout with nothing changed, and a layout after one leaf changed.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    maxDuration: .seconds(3),
    maxIterations: 10_000)

  for shape in LayoutTreeShape.allCases {
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
  var sample: LayoutSample
  init(_ sample: LayoutSample) { self.sample = sample }
}
