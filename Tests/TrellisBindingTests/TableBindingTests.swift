import Testing
import Trellis
import TrellisBinding
import TrellisDiff
import TrellisTables
import TrellisTesting

@MainActor
@Suite("Table cells bound with @cell paths")
struct TableBindingTests {
  func cellNames(_ host: HeadlessHost) -> [String] {
    host.mountedViews.filter { $0.tag == "cell-name" && $0.absoluteFrame.minY >= 0 }
      .sorted { $0.absoluteFrame.minY < $1.absoluteFrame.minY }.compactMap(\.text)
  }

  @Test("only rows on screen are bound; a change off screen costs nothing; reused rows rebind")
  func tenThousandRows() async throws {
    let harness = BindingHarness(width: 40, height: 20)
    let fruits = (0..<10_000).map { Fruit("fruit \($0)", id: $0) }
    let table = TrellisTablesFixture.table(fruits, width: 40)
    let list = table.mount(
      host: harness.host, parent: harness.host.rootView,
      frame: Rect(x: 0, y: 0, width: 40, height: 20))
    await table.settle()
    await harness.settle()
    #expect(cellNames(harness.host).prefix(3) == ["fruit 0", "fruit 1", "fruit 2"])
    #expect(harness.binder.boundViewCount == list.mountedCount)
    #expect(harness.binder.boundViewCount <= 60)

    let before = harness.binder.statistics
    fruits[9_000].name = "changed off screen"
    await harness.settle()
    #expect(harness.binder.statistics.applications == before.applications)
    #expect(harness.binder.statistics.reads == before.reads)

    table.scroll(toRow: ItemPath(section: 0, item: 5_000))
    await table.settle()
    await harness.settle()
    #expect(cellNames(harness.host).first == "fruit 5000")
    #expect(harness.binder.boundViewCount == list.mountedCount)
    // The rows that scrolled away were reused for others: their old models
    // no longer reach them.
    let applied = harness.binder.statistics.applications
    fruits[1].name = "scrolled away"
    await harness.settle()
    #expect(harness.binder.statistics.applications == applied)
    #expect(!cellNames(harness.host).contains("scrolled away"))

    fruits[5_001].name = "live"
    await harness.settle()
    #expect(cellNames(harness.host).prefix(2) == ["fruit 5000", "live"])
    #expect(harness.binder.statistics.applications == applied + 1)
  }

  @Test("a row model declaring TableCellObject and KeyPathExposing on the class binds its cells")
  func rowModelDeclaringBothProtocols() async throws {
    let harness = BindingHarness(width: 40, height: 10)
    let plums = [Plum("Victoria"), Plum("Mirabelle")]
    let table = TableView(model: TableModel(list: plums), width: 40, environment: .characterGrid())
    let list = table.mount(
      host: harness.host, parent: harness.host.rootView,
      frame: Rect(x: 0, y: 0, width: 40, height: 10))
    await table.settle()
    await harness.settle()
    plums[1].name = "Greengage"
    await harness.settle()
    let names = harness.host.mountedViews.filter { $0.tag == "plum" }
      .sorted { $0.absoluteFrame.minY < $1.absoluteFrame.minY }.compactMap(\.text)
    #expect(names == ["Victoria", "Greengage"])
    #expect(harness.binder.failures.isEmpty)
    list.invalidate()
  }
}
