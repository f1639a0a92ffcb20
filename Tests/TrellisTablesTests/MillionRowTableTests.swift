import Testing
import Trellis
import TrellisDiff
import TrellisTables
import TrellisTesting

/// A plain row object: the factory makes a title cell of it.
struct Numbered: Sendable, TableCellObject {
  let number: Int

  func makeCell(context: CellContext) -> TitleCell { TitleCell("n\(number)") }
}

@MainActor
@Suite("TableView with a million rows")
struct MillionRowTableTests {
  @Test("the first screen, the middle and the end build only the rows they show")
  func buildsOnlyVisibleRows() async throws {
    let sections = (0..<1_000).map { s in
      TableSection(header: "S\(s)", objects: (0..<1_000).map { Numbered(number: s * 1_000 + $0) })
    }
    let table = TableView(
      model: TableModel(sections: sections), width: 40, environment: .characterGrid())
    #expect(table.dataSource.statistics.itemBuilds == 0)
    let host = HeadlessHost(size: Size(width: 40, height: 20))
    let list = table.mount(
      host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 40, height: 20))
    await table.settle()
    // The viewport (20 rows) now, 20 more below in the background.
    #expect(table.dataSource.statistics.itemBuilds <= 40)
    #expect(host.find(text: "n0") != nil)
    #expect(host.find(text: "n18")?.absoluteFrame.minY == 19)

    var builds = table.dataSource.statistics.itemBuilds
    table.scroll(toRow: ItemPath(section: 500, item: 500))
    await table.settle()
    #expect(host.find(text: "n500500")?.absoluteFrame.minY == 0)
    #expect(table.dataSource.statistics.itemBuilds - builds <= 60)

    builds = table.dataSource.statistics.itemBuilds
    list.scroll(to: .infinity)
    await table.settle()
    #expect(host.find(text: "n999999")?.absoluteFrame.maxY == 20)
    #expect(table.dataSource.statistics.itemBuilds - builds <= 60)
    #expect(table.dataSource.state.builtCount <= 200)
  }
}
