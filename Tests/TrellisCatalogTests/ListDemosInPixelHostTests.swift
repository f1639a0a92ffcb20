import Testing
import Trellis
import TrellisTesting

@testable import TrellisCatalog

/// The Feed and Long list demos are made on the character grid, before any
/// host; shown in a host that measures in pixels (a browser), their data
/// sources lay the rows out again in its units (D-257), without the demos
/// doing anything about it.
@MainActor
@Suite("List demos in a pixel host")
struct ListDemosInPixelHostTests {
  /// Ten pixels a character, twenty a line, an eight-pixel spacing step.
  static var pixels: LayoutEnvironment {
    var metrics = ControlMetrics.characterGrid
    metrics.spacingStep = 8
    return LayoutEnvironment(
      textMeasurer: ScaledGridMeasurer(), pointScale: 1, controlMetrics: metrics)
  }

  /// `demo`'s page shown in a 1,200 × 600 pixel host, prepared and settled.
  private func show(_ demo: CatalogDemo) async -> HeadlessHost {
    let host = HeadlessHost(size: Size(width: 1_200, height: 600), environment: Self.pixels)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(demo.makePage())
    await demo.prepare()
    await root.settle()
    return host
  }

  @Test("the long list's rows are a pixel line high, not a cell")
  func longListRowsArePixelLines() async throws {
    let host = await show(LongListDemo.make())
    let rows = host.findAll(kind: .listItem).map(\.absoluteFrame).sorted { $0.minY < $1.minY }
    // A page of rows: 600 pixels less the header, 20 a row.
    #expect(rows.count >= 25)
    #expect(rows.allSatisfy { $0.height == 20 })
    for (row, next) in zip(rows, rows.dropFirst()) { #expect(next.minY == row.maxY) }
  }

  @Test("the feed's posts wrap in pixel lines, each below the last")
  func feedPostsArePixelLines() async throws {
    let host = await show(FeedDemo.make(newPostInterval: nil))
    let first = try #require(host.find(tag: "text-0")).absoluteFrame
    let second = try #require(host.find(tag: "text-1")).absoluteFrame
    #expect(first.height >= 20 && first.height.truncatingRemainder(dividingBy: 20) == 0)
    #expect(second.minY > first.maxY)
  }
}
