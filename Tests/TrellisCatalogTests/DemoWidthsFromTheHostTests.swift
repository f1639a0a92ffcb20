import Testing
import Trellis
import TrellisTesting

@testable import TrellisCatalog

/// The Tables, Forms, Trip and Licence demos made their tables `width: 80`
/// (a terminal's width) before any host existed; they now take the width
/// of the view they are shown in (issue 29, D-266): in a narrow and in a
/// wide host, their rows fill the list.
@MainActor
@Suite("Catalog demos take their width from the host")
struct DemoWidthsFromTheHostTests {
  /// The lists' rows in `demo`'s page shown `width` wide, and the lists.
  private func rows(of demo: CatalogDemo, width: Double) async -> (
    lists: [MountedView], rows: [MountedView]
  ) {
    let host = HeadlessHost(size: Size(width: width, height: 30))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(demo.makePage())
    await demo.prepare()
    await root.settle()
    return (host.findAll(kind: .list), host.findAll(kind: .listItem))
  }

  @Test(
    "each table and form demo's rows are as wide as its list, narrow and wide",
    arguments: ["tables", "forms", "trip", "licence-query"])
  func rowsFillTheList(id: String) async throws {
    let demo = try #require(Catalog.demos().first { $0.id == id })
    var widths: [Double] = []
    for hostWidth in [50.0, 130.0] {
      let shown = await rows(of: demo, width: hostWidth)
      let list = try #require(shown.lists.first).absoluteFrame
      #expect(!shown.rows.isEmpty)
      for row in shown.rows {
        #expect(row.absoluteFrame.width == list.width, "\(id), \(hostWidth) wide: \(row)")
      }
      widths.append(list.width)
    }
    #expect(widths[1] - widths[0] == 80, "\(id): the list grows with the host")
  }

  @Test("the forms demo's fields reach the right edge of a wide host")
  func formFieldsReachTheEdge() async throws {
    let demo = try #require(Catalog.demos().first { $0.id == "forms" })
    for hostWidth in [50.0, 130.0] {
      let host = HeadlessHost(size: Size(width: hostWidth, height: 30))
      let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
      await root.render(demo.makePage())
      await demo.prepare()
      await root.settle()
      let list = try #require(host.findAll(kind: .list).first).absoluteFrame
      let name = try #require(host.find(identifier: "name")).absoluteFrame
      #expect(name.maxX > list.maxX - 4, "\(hostWidth) wide: \(name) in \(list)")
    }
  }
}
