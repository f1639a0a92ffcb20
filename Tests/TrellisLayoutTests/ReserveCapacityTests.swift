import Testing
import TrellisLayout

@Suite("Reserving storage")
struct ReserveCapacityTests {
  @Test("Reserving room adds no node and leaves layout unchanged")
  func reserveAddsNothing() throws {
    var reserved = LayoutTree()
    reserved.reserveCapacity(100)
    #expect(reserved.count == 0)
    #expect(reserved.capacity == 0)
    let plain = LayoutTree()
    var frames: [[LayoutFrame]] = []
    for var tree in [reserved, plain] {
      var rowStyle = Style()
      rowStyle.flexDirection = .row
      rowStyle.width = 90
      let root = tree.addNode(style: rowStyle)
      var items: [NodeID] = []
      for _ in 0..<3 {
        var itemStyle = Style()
        itemStyle.flexGrow = 1
        let item = tree.addNode(style: itemStyle)
        try tree.appendChild(item, to: root)
        items.append(item)
      }
      tree.calculateLayout(for: root)
      #expect(tree.count == 4)
      frames.append(items.map { tree.frame(of: $0) })
    }
    #expect(frames[0] == frames[1])
    #expect(frames[0].map(\.width) == [30, 30, 30])
  }

  @Test("Reserving room for children adds none")
  func reserveChildrenAddsNothing() throws {
    var tree = LayoutTree()
    var rowStyle = Style()
    rowStyle.flexDirection = .row
    rowStyle.width = 60
    let row = tree.addNode(style: rowStyle)
    tree.reserveChildCapacity(8, of: row)
    #expect(tree.children(of: row).isEmpty)
    var itemStyle = Style()
    itemStyle.flexGrow = 1
    let items = (0..<3).map { _ in tree.addNode(style: itemStyle) }
    for item in items { try tree.appendChild(item, to: row) }
    tree.calculateLayout(for: row)
    #expect(tree.children(of: row) == items)
    #expect(items.map { tree.frame(of: $0).width } == [20, 20, 20])
  }
}
