import Testing
import Trellis
import TrellisTables
import TrellisTesting

/// A table made for one host's units (`environment: .characterGrid()`, as
/// a demo made before any host does) lays its rows out in the environment
/// of the host it is embedded in: in a browser's pixels its rows are not a
/// cell high (issue 29: the catalog's tables and forms on the web).
@MainActor
@Suite("TableView: the environment of the host it is embedded in")
struct TableHostEnvironmentTests {
  /// A pixel host: 10-point characters, 20-point lines, an 8-point step.
  static var pixels: LayoutEnvironment {
    var metrics = ControlMetrics.characterGrid
    metrics.spacingStep = 8
    return LayoutEnvironment(
      textMeasurer: ScaledGridMeasurer(), pointScale: 1, controlMetrics: metrics)
  }

  @Test("a table made for a grid, embedded in a pixel host, has rows a pixel line high")
  func tableAdoptsTheHostsEnvironment() async throws {
    let table = TableView(
      model: TableModel(list: ["Apple", "Banana"]), width: 80, environment: .characterGrid())
    let size = Size(width: 400, height: 200)
    let host = HeadlessHost(size: size, environment: Self.pixels)
    table.mount(host: host, in: host.rootView, size: size)
    await table.settle()
    let list = try #require(table.list)
    #expect(list.frame(of: ItemPath(section: 0, item: 0)).height == 20)
    #expect(table.environment.measuresLike(Self.pixels))
    #expect(host.find(text: "Banana") != nil)
  }

  @Test("an element's own row height is in lines: the city pair is three lines high anywhere")
  func ownRowHeightIsInLines() async throws {
    let form = try Form(sectioned: ["Trip", CityPairElement(id: "route")])
    let formView = FormView(form: form, width: 80, environment: .characterGrid())
    let size = Size(width: 800, height: 400)
    let host = HeadlessHost(size: size, environment: Self.pixels)
    formView.mount(host: host, in: host.rootView, size: size)
    await formView.settle()
    // The swap button fills the row's height: three lines.
    let swap = try #require(host.find(tag: "swap"))
    #expect(swap.frame.height == 3 * 20)
  }

  @Test("on the host it was made for, the table keeps its data source")
  func sameEnvironmentKeepsTheRows() async throws {
    let table = TableView(
      model: TableModel(list: ["Apple"]), width: 40, environment: .characterGrid())
    let dataSource = table.dataSource
    let host = HeadlessHost(size: Size(width: 40, height: 10))
    table.mount(host: host, in: host.rootView, size: Size(width: 40, height: 10))
    #expect(table.dataSource === dataSource)
  }
}
