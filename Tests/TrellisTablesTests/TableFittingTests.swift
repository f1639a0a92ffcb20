import Testing
import Trellis
import TrellisTables
import TrellisTesting

/// Tables and forms made without a width (`TableView(model:factory:actions:)`,
/// `FormView(form:)`) take it, and the units they measure in, from where
/// they are mounted: a demo made before any host guessed `width: 80`
/// (issue 29, D-266).
@MainActor
@Suite("TableView and FormView fitting their host")
struct TableFittingTests {
  private let factory = CellFactory().mapping(Int.self) { value, context in
    TitleCell("\(value) at \(Int(context.width))")
  }

  /// A pixel host: 10-point characters, 20-point lines, an 8-point step.
  private static var pixels: LayoutEnvironment {
    var metrics = ControlMetrics.characterGrid
    metrics.spacingStep = 8
    return LayoutEnvironment(
      textMeasurer: ScaledGridMeasurer(), pointScale: 1, controlMetrics: metrics)
  }

  @Test("a table made without a width lays its rows out at the frame it is mounted in")
  func fitsTheFrame() async throws {
    let table = TableView(model: TableModel(list: Array(0..<100)), factory: factory)
    let host = HeadlessHost(size: Size(width: 50, height: 10))
    table.mount(host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(table.width == 30)
    #expect(host.find(text: "0 at 30") != nil)
    await table.settle()
    let list = try #require(table.list)
    #expect(list.frame(of: ItemPath(section: 0, item: 3)).width == 30)
  }

  @Test("a table made without an environment lays its rows out in its host's")
  func fitsAPixelHost() async throws {
    let table = TableView(
      model: TableModel(list: Array(0..<100)), factory: factory, estimatedRowHeight: 1)
    let size = Size(width: 400, height: 200)
    let host = HeadlessHost(size: size, environment: Self.pixels)
    table.mount(host: host, in: host.rootView, size: size)
    await table.settle()
    #expect(table.environment.measuresLike(Self.pixels))
    #expect(host.find(text: "0 at 400") != nil)
    let list = try #require(table.list)
    #expect(
      list.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 0, y: 0, width: 400, height: 20))
    #expect(list.contentHeight == 100 * 20, "unbuilt rows count a line of the host's each")
  }

  @Test("a form view made without a width fills the width it is given", arguments: [40.0, 90.0])
  func formViewFitsItsView(width: Double) async throws {
    let form = try Form(sectioned: ["Account", TextInputElement(id: "name", title: "Name")])
    let view = FormView(form: form)
    let size = Size(width: width, height: 10)
    let host = HeadlessHost(size: size)
    view.mount(host: host, in: host.rootView, size: size)
    await view.settle()
    let field = try #require(host.find(identifier: "name")).absoluteFrame
    #expect(field.maxX > width - 3 && field.maxX <= width)
  }
}
