// One first layout of one of design.md's benchmark trees (the same trees as
// Benchmarks/LayoutBenchmarks), for Scripts/layout-instructions.sh, which runs this
// under callgrind collecting only `measuredLayout` — the layout call, not the tree's
// construction.
//
// Usage: layout-instructions flat|nested|deep
import TrellisLayout

#if canImport(Glibc)
  import Glibc
#endif

/// The measured call: kept out of line so callgrind can toggle collection on it.
@inline(never)
func measuredLayout(_ tree: inout LayoutTree, root: NodeID) {
  tree.calculateLayout(for: root, availableWidth: nil, availableHeight: nil)
}

/// A root column of width 400 with 10,000 rows (padding 4), each with a 40×40 image and a
/// growing text whose measure returns min(available, 200) × 20.
func flatTree() -> (LayoutTree, NodeID) {
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
  for _ in 0..<10_000 {
    let row = tree.addNode(style: rowStyle)
    let image = tree.addNode(style: imageStyle)
    let text = tree.addNode(style: textStyle, measure: measure)
    try! tree.appendChild(image, to: row)
    try! tree.appendChild(text, to: row)
    try! tree.appendChild(row, to: root)
  }
  return (tree, root)
}

/// A wrapping root row of width 1000 with 100 columns of 10 rows of 10 leaves (10×10,
/// margin 2).
func nestedTree() -> (LayoutTree, NodeID) {
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
  for _ in 0..<100 {
    let column = tree.addNode()
    for _ in 0..<10 {
      let row = tree.addNode(style: rowStyle)
      for _ in 0..<10 {
        try! tree.appendChild(tree.addNode(style: leafStyle), to: row)
      }
      try! tree.appendChild(row, to: column)
    }
    try! tree.appendChild(column, to: root)
  }
  return (tree, root)
}

/// A chain of 1,000 nodes, each with padding 1 and flex-grow 1, in a 2500×2500 root.
func deepTree() -> (LayoutTree, NodeID) {
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
  return (tree, root)
}

let shape = CommandLine.arguments.dropFirst().first ?? "flat"
var (tree, root): (LayoutTree, NodeID)
switch shape {
case "flat": (tree, root) = flatTree()
case "nested": (tree, root) = nestedTree()
case "deep": (tree, root) = deepTree()
default:
  print("usage: layout-instructions flat|nested|deep")
  exit(2)
}
measuredLayout(&tree, root: root)
print(shape, tree.frame(of: root))
