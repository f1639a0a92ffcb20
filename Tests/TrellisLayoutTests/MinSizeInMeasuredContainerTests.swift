import Testing
import TrellisLayout

@Suite("Min sizes of items in a container that is only measured")
struct MinSizeInMeasuredContainerTests {
  @Test("A column sized by its content counts an item's min height, not its smaller content")
  func minHeightCountsInContentSize() throws {
    var tree = LayoutTree()
    var rootStyle = Style()
    rootStyle.width = 40
    let root = tree.addNode(style: rootStyle)
    var columnStyle = Style()
    columnStyle.padding = EdgeDimensions(horizontal: 1)
    let column = tree.addNode(style: columnStyle)
    let label = tree.addNode(style: Style(), measure: fixedContent(width: 5, height: 1))
    var areaStyle = Style()
    areaStyle.minHeight = 2
    let area = tree.addNode(style: areaStyle, measure: fixedContent(width: 0, height: 0))
    try tree.appendChild(column, to: root)
    try tree.appendChild(label, to: column)
    try tree.appendChild(area, to: column)
    tree.calculateLayout(for: root, availableWidth: 40)
    #expect(tree.frame(of: area) == frame(1, 1, 38, 2))
    #expect(tree.frame(of: column) == frame(0, 0, 40, 3))
    #expect(tree.frame(of: root).height == 3)
  }
}
