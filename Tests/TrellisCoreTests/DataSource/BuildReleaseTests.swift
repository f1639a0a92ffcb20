import Testing
import TrellisDiff
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("ComponentDataSource on demand: releasing builds")
struct BuildReleaseTests {
  @Test("paging through a long list keeps a bounded number of builds and shows every page right")
  func boundedBuilds() async throws {
    let fixture = try await ListFixture(
      Array(0..<2_000), retainedBuildLimit: 50, overscan: 10
    ) { Row(title: "row\($0)") }
    let (host, source, list) = (fixture.host, fixture.source, fixture.list)
    var most = 0
    for page in stride(from: 0, to: 2_000, by: 10) {
      list.scroll(to: Double(page))
      await source.settle()
      #expect(host.find(tag: "row\(page)")?.absoluteFrame.minY == 0)
      most = max(most, source.state.builtCount)
    }
    // 50 kept, the window (viewport and overscan: about 30 rows), a batch
    // of 8 more before releasing, and the page built before the release.
    let bound = 50 + 30 + 8 + 10
    #expect(most <= bound)
    // Rows without controllers do not keep a controller store either.
    #expect(source.controllerStoreCount <= bound)
    #expect(source.statistics.itemBuilds >= 2_000)

    // Back at the top: released rows are built again and shown.
    list.scroll(to: 0)
    await source.settle()
    #expect(host.find(tag: "row0")?.absoluteFrame.minY == 0)
    #expect(host.find(tag: "row9")?.absoluteFrame.minY == 9)
    #expect(list.contentHeight == 2_000)
    list.invalidate()
  }

  @Test("the builds released are those of the rows that left the window longest ago")
  func leastRecentlyShownGoFirst() async throws {
    let fixture = try await ListFixture(Array(0..<200), retainedBuildLimit: 20) {
      Row(title: "row\($0)")
    }
    let (source, list) = (fixture.source, fixture.list)
    func isBuilt(page: Int) -> Bool {
      (page * 10..<page * 10 + 10).allSatisfy {
        source.state.isBuilt(at: ItemPath(section: 0, item: $0))
      }
    }
    func isReleased(page: Int) -> Bool {
      (page * 10..<page * 10 + 10).allSatisfy {
        !source.state.isBuilt(at: ItemPath(section: 0, item: $0))
      }
    }
    // Pages 0 to 3, back to 0, then on to 4: page 0 was shown after pages
    // 1 to 3, so it outlives them.
    for page in [0, 1, 2, 3, 0, 4] {
      list.scroll(to: Double(page * 10))
      await source.settle()
    }
    // 50 builds are over the bar (20 kept plus the 10 shown, and a batch
    // of 8 more): down to 30, the oldest first.
    #expect(source.state.builtCount == 30)
    #expect(isReleased(page: 1) && isReleased(page: 2))
    #expect(isBuilt(page: 0) && isBuilt(page: 3) && isBuilt(page: 4))
    list.invalidate()
  }

  @Test("rows with state keep their builds, so their state survives scrolling away")
  func statefulRowsKeepTheirBuilds() async throws {
    let fixture = try await ListFixture((0..<500).map { "r\($0)" }, retainedBuildLimit: 10) {
      LikeRow(title: $0)
    }
    let (host, source, list) = (fixture.host, fixture.source, fixture.list)
    #expect(host.tap(tag: "r0-like"))
    await source.settle()
    #expect(host.find(tag: "r0-text")?[.text]?.plainText == "r0 1")
    for page in stride(from: 10, to: 500, by: 10) {
      list.scroll(to: Double(page))
      await source.settle()
    }
    list.scroll(to: 0)
    await source.settle()
    #expect(host.find(tag: "r0-text")?[.text]?.plainText == "r0 1")
    list.invalidate()
  }

  @Test("a row that gains a controller while shown keeps it while scrolled away and back")
  func controllerGainedWhileShown() async throws {
    CountingController.made = 0
    let fixture = try await ListFixture(
      (0..<200).map { "r\($0)" }, retainedBuildLimit: 10
    ) { model in
      if model.hasPrefix("c:") {
        AnyComponent(CountedRow(title: model))
      } else {
        AnyComponent(Row(title: model))
      }
    }
    let (host, source, list) = (fixture.host, fixture.source, fixture.list)
    #expect(source.controllerStoreCount == 0)
    // Row 0, shown, becomes a controlled component.
    var models = (0..<200).map { "r\($0)" }
    models[0] = "c:r0"
    try await source.apply(
      Changeset(itemReloads: [ItemPath(section: 0, item: 0)]), to: [ListSection(0, items: models)])
    await source.settle()
    #expect(host.find(tag: "c:r0") != nil)
    #expect(CountingController.made == 1)
    #expect(source.controllerStoreCount == 1)
    // Far enough away that row 0's build would be released without it.
    for page in stride(from: 10, to: 200, by: 10) {
      list.scroll(to: Double(page))
      await source.settle()
    }
    let buildKept = source.state.isBuilt(at: ItemPath(section: 0, item: 0))
    #expect(buildKept)
    list.scroll(to: 0)
    await source.settle()
    #expect(host.find(tag: "c:r0")?.absoluteFrame.minY == 0)
    #expect(CountingController.made == 1)
    list.invalidate()
  }

  @Test("rows built for a window that never showed them are still released")
  func rowsBuiltButNeverShownAreReleased() async throws {
    let fixture = try await ListFixture(Array(0..<2_000), retainedBuildLimit: 20) {
      Row(title: "row\($0)")
    }
    let (source, list) = (fixture.source, fixture.list)
    // Built as a list builds its window, but no list shows them.
    source.buildNow(at: (500..<600).map { ItemPath(section: 0, item: $0) })
    for page in stride(from: 10, to: 200, by: 10) {
      list.scroll(to: Double(page))
      await source.settle()
    }
    // 20 kept, the 10 shown, and at most a batch of 8 waiting.
    #expect(source.state.builtCount <= 20 + 10 + 8 + 10)
    list.invalidate()
  }

  @Test("an eager data source keeps every build")
  func eagerKeepsEverything() async throws {
    let fixture = try await ListFixture(
      Array(0..<200), building: .eager, retainedBuildLimit: 5
    ) { Row(title: "row\($0)") }
    let (source, list) = (fixture.source, fixture.list)
    for page in stride(from: 0, to: 200, by: 10) { list.scroll(to: Double(page)) }
    #expect(source.state.builtCount == 200)
    list.invalidate()
  }
}

@MainActor
@Suite("ComponentDataSource on demand: heights of released rows")
struct ReleasedHeightTests {
  /// A row `number % 3 + 1` lines tall.
  struct TallRow: Component {
    let number: Int
    var body: some Component {
      Text(Array(repeating: "row\(number)", count: number % 3 + 1).joined(separator: "\n"))
        .tag("row\(number)")
    }
  }

  @Test("a data change keeps rows whose builds were released at their real height")
  func releasedRowsKeepTheirHeight() async throws {
    let fixture = try await ListFixture(Array(0..<300), retainedBuildLimit: 20) {
      TallRow(number: $0)
    }
    let (host, source, list) = (fixture.host, fixture.source, fixture.list)
    // Page down to row 250: every row above is built once, most released.
    let top = (0..<250).reduce(0.0) { $0 + Double($1 % 3 + 1) }
    var offset = 0.0
    while offset < top {
      list.scroll(to: offset)
      await source.settle()
      offset = min(top, offset + 10)
    }
    list.scroll(to: top)
    await source.settle()
    #expect(host.find(tag: "row250")?.absoluteFrame.minY == 0)
    #expect(source.state.builtCount < 100)

    // A change elsewhere re-counts every row's height.
    try await source.apply(
      Changeset(itemInserts: [ItemPath(section: 0, item: 300)]),
      to: [ListSection(0, items: Array(0..<301))])
    await source.settle()
    #expect(list.contentOffset == top)
    #expect(host.find(tag: "row250")?.absoluteFrame.minY == 0)
    list.invalidate()
  }
}

/// A row with a controller, counting the controllers made.
struct CountedRow: ControlledComponent {
  let title: String
  typealias Controller = CountingController

  var body: some Component {
    Text(title).tag(title)
  }
}

@MainActor
final class CountingController: ComponentController {
  static var made = 0

  init(component: CountedRow, context: ControllerContext) {
    Self.made += 1
  }
}
