import Testing
import Trellis
import TrellisTables
import TrellisTesting

/// A table made before its view's width is known (a screen shows items
/// before it is pushed) takes the view's width when first mounted.
@MainActor
@Suite("TableView: the width of the view it is mounted in")
struct TableMountWidthTests {
  private let factory = CellFactory().mapping(Int.self) { value, context in
    TitleCell("\(value) at \(Int(context.width))")
  }

  @Test("a table made at a guessed width lays its rows out at the view's width")
  func firstMountTakesTheViewsWidth() async throws {
    let table = TableView(
      model: TableModel(list: Array(0..<10_000)), factory: factory, width: 80,
      environment: .characterGrid())
    let size = Size(width: 40, height: 10)
    let host = HeadlessHost(size: size)
    table.mount(host: host, in: host.rootView, size: size)
    #expect(table.width == 40)
    #expect(host.find(text: "0 at 40") != nil)
    let list = try #require(table.list)
    #expect(list.frame(of: ItemPath(section: 0, item: 0)).width == 40)
    #expect(table.dataSource.state.builtCount < 100)
    await table.settle()
    #expect(host.find(text: "0 at 40") != nil)
    #expect(host.find(text: "9 at 40") != nil)
    #expect(table.dataSource.state.itemCount == 10_000)
  }

  @Test("a mounted table resized to a new width lays its rows out again")
  func resizeLaysBuiltRowsOutAgain() async throws {
    let table = TableView(
      model: TableModel(list: Array(0..<50)), factory: factory, width: 30,
      environment: .characterGrid())
    let host = HeadlessHost(size: Size(width: 30, height: 10))
    table.mount(host: host, in: host.rootView, size: Size(width: 30, height: 10))
    #expect(host.find(text: "0 at 30") != nil)
    table.resize(to: Size(width: 20, height: 10))
    await table.settle()
    #expect(host.find(text: "0 at 20") != nil)
    #expect(host.find(text: "0 at 30") == nil)
  }
}
