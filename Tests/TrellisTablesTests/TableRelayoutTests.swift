import Testing
import Trellis
import TrellisTables
import TrellisTesting

/// A row with state of its own: a count of its likes, which a new data
/// source would lose.
private struct LikedRow: StatefulComponent {
  let value: Int
  let width: Double

  func initialState() -> Int { 0 }

  func body(state likes: Int, scope: Scope<Int>) -> some Component {
    Stack(.horizontal) {
      Text("\(value) at \(Int(width)): \(likes)").tag("text-\(value)")
      Button("like") { scope.update { $0 + 1 } }.tag("like-\(value)")
    }
  }
}

/// A table laid out again — at a new width, or in a host that measures
/// otherwise — keeps its data source: its rows keep their identity and
/// state, and the list its first visible row (issue 29).
@MainActor
@Suite("TableView: laying its rows out again")
struct TableRelayoutTests {
  private let factory = CellFactory().mapping(Int.self) { value, context in
    LikedRow(value: value, width: context.width)
  }

  /// A pixel host: 10-point characters, 20-point lines.
  private static var pixels: LayoutEnvironment {
    LayoutEnvironment(
      textMeasurer: ScaledGridMeasurer(), pointScale: 1, controlMetrics: .characterGrid)
  }

  private func table() -> TableView {
    TableView(
      model: TableModel(list: Array(0..<60)), factory: factory, width: 40,
      environment: .characterGrid())
  }

  @Test("a new width keeps the data source, the rows' state and the first visible row")
  func widthChangeKeepsTheDataSource() async throws {
    let table = table()
    let host = HeadlessHost(size: Size(width: 40, height: 10))
    table.mount(host: host, in: host.rootView, size: Size(width: 40, height: 10))
    let row = ItemPath(section: 0, item: 20)
    table.scroll(toRow: row)
    #expect(host.tap(tag: "like-20"))
    await table.settle()
    let dataSource = table.dataSource
    let identities = dataSource.state.sections[0].items.map(\.identity)

    table.resize(to: Size(width: 30, height: 10))
    await table.settle()
    #expect(table.dataSource === dataSource)
    #expect(dataSource.state.sections[0].items.map(\.identity) == identities)
    #expect(host.find(tag: "text-20")?[.text]?.plainText == "20 at 30: 1")
    let list = try #require(table.list)
    #expect(list.contentOffset == list.offset(of: table.listPath(of: row)))
    #expect(list.frame(of: table.listPath(of: row)).width == 30)
  }

  @Test("a host that measures otherwise keeps the data source, the rows' state and the first row")
  func environmentChangeKeepsTheDataSource() async throws {
    let table = table()
    let gridHost = HeadlessHost(size: Size(width: 40, height: 10))
    table.mount(host: gridHost, in: gridHost.rootView, size: Size(width: 40, height: 10))
    let row = ItemPath(section: 0, item: 20)
    table.scroll(toRow: row)
    #expect(gridHost.tap(tag: "like-20"))
    await table.settle()
    let dataSource = table.dataSource
    let identities = dataSource.state.sections[0].items.map(\.identity)
    table.unmount()

    let size = Size(width: 400, height: 200)
    let host = HeadlessHost(size: size, environment: Self.pixels)
    table.mount(host: host, in: host.rootView, size: size)
    await table.settle()
    #expect(table.dataSource === dataSource)
    #expect(table.environment.measuresLike(Self.pixels))
    #expect(dataSource.state.sections[0].items.map(\.identity) == identities)
    #expect(host.find(tag: "text-20")?[.text]?.plainText == "20 at 400: 1")
    let list = try #require(table.list)
    #expect(list.contentOffset == list.offset(of: table.listPath(of: row)))
    #expect(
      list.frame(of: table.listPath(of: row)) == Rect(x: 0, y: 20 * 20, width: 400, height: 20))
  }
}
