import TrellisLayout

nonisolated(unsafe) var tree = LayoutTree()
let rowStyle = Style()
let titleStyle = Style()
let text = "A title that wraps over several lines"
nonisolated(unsafe) let root = tree.addNode(style: Style())
nonisolated(unsafe) let oldRow = tree.addNode(style: rowStyle)
