import PropertyBased
import Testing
import TrellisDiff
import TrellisTesting

@testable import Trellis

/// A data source made for one host (a terminal's cells) and shown in
/// another that measures otherwise (a browser's pixels, proportional
/// text) lays its items out again in the units of the host that shows
/// them, keeping what they hold.
@MainActor
@Suite("ComponentDataSource: shown in a host that measures otherwise")
struct DataSourceEnvironmentTests {
  /// A row of text that wraps.
  struct Line: Component {
    let index: Int
    let text: String
    var body: some Component { Text(text).tag("row\(index)") }
  }

  static let grid = LayoutEnvironment.characterGrid()
  static let pixels = HostUnits.proportionalPixels.environment

  /// A data source of `texts`, laid out `width` wide in `environment`.
  private func lines(
    _ texts: [String], width: Double, in environment: LayoutEnvironment,
    building: ItemBuilding = .eager
  ) async -> ComponentDataSource<Int, Int> {
    let items = Array(texts.enumerated())
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: width), environment: environment, building: building
    ) { index, _ in Line(index: index, text: items[index].element) }
    // Inserting the one section always fits.
    try? await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: items.map(\.offset))])
    return source
  }

  @Test(
    "rows laid out on a grid, shown in a pixel host, have the frames of rows laid out for it",
    arguments: [ItemBuilding.eager, .onDemand(estimatedHeight: 2)])
  func relayoutMatchesAFreshLayout(building: ItemBuilding) async {
    await propertyCheck(count: 25, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SeededRandom(seed: UInt64(seed))
      let texts = (0..<Int.random(in: 1...30, using: &random)).map { _ in
        RandomText.sentence(using: &random)
      }
      let width = Double(Int.random(in: 8...40, using: &random))
      let size = Size(width: width, height: 12)
      // Laid out and shown on a grid first, then shown in a pixel host.
      let moved = await self.lines(texts, width: width, in: Self.grid, building: building)
      let gridHost = HeadlessHost(size: size)
      ListMounter(
        dataSource: moved, host: gridHost, parent: gridHost.rootView,
        frame: Rect(origin: .zero, size: size)
      ).invalidate()
      let (movedHost, movedList) = await Self.show(moved, size: size)
      // An explicit estimate is in the units of the environment given.
      var freshBuilding = building
      if case .onDemand(let estimate?) = building {
        freshBuilding = .onDemand(estimatedHeight: estimate * Self.pixels.lineHeight)
      }
      let fresh = await self.lines(texts, width: width, in: Self.pixels, building: freshBuilding)
      let (freshHost, freshList) = await Self.show(fresh, size: size)
      #expect(movedList.mountedPaths == freshList.mountedPaths)
      for path in freshList.mountedPaths {
        #expect(movedList.frame(of: path) == freshList.frame(of: path))
        let tag = "row\(path.item)"
        #expect(movedHost.find(tag: tag)?.absoluteFrame == freshHost.find(tag: tag)?.absoluteFrame)
      }
      // Every row built (those the grid host showed too, on demand) has
      // the size it has when built for the pixel host.
      let paths = texts.indices.map { ItemPath(section: 0, item: $0) }
      let built = paths.filter { moved.state.isBuilt(at: $0) }
      fresh.buildNow(at: built)
      #expect(built.map { moved.state.size(at: $0) } == built.map { fresh.state.size(at: $0) })
      if building == .eager { #expect(movedList.contentHeight == freshList.contentHeight) }
      movedList.invalidate()
      freshList.invalidate()
    }
  }

  /// `source` shown by a list filling a pixel host of `size`, settled.
  private static func show(
    _ source: ComponentDataSource<Int, Int>, size: Size
  ) async -> (HeadlessHost, ListMounter<Int, Int>) {
    let host = HeadlessHost(size: size, environment: pixels)
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView, frame: Rect(origin: .zero, size: size))
    await source.settle()
    return (host, list)
  }

  @Test("rows keep their identity and state when laid out again for another host")
  func stateAndIdentityKept() async throws {
    let size = Size(width: 40, height: 10)
    let fixture = try await ListFixture(["a", "b"], host: size, building: .eager) {
      LikeRow(title: $0)
    }
    #expect(fixture.host.tap(tag: "a-like"))
    await fixture.source.settle()
    let identities = fixture.source.state.sections[0].items.map(\.identity)
    fixture.list.invalidate()

    let host = HeadlessHost(size: size, environment: Self.pixels)
    let list = ListMounter(
      dataSource: fixture.source, host: host, parent: host.rootView,
      frame: Rect(origin: .zero, size: size))
    await fixture.source.settle()
    #expect(fixture.source.environment.measuresLike(Self.pixels))
    #expect(fixture.source.state.sections[0].items.map(\.identity) == identities)
    #expect(host.find(tag: "a-text")?[.text]?.plainText == "a 1")
    // Laid out as rows made for the pixel host are.
    let fresh = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: size.width), environment: Self.pixels
    ) { title, _ in LikeRow(title: title) }
    try await fresh.apply(Changeset(sectionInserts: [0]), to: [ListSection(0, items: ["a", "b"])])
    let first = ItemPath(section: 0, item: 0)
    #expect(fixture.source.state.size(at: first) == fresh.state.size(at: first))
    #expect(fixture.source.state.size(at: first)?.height != 1)
    list.invalidate()
  }

  @Test("a list scrolled on a grid shows the same first row in a pixel host")
  func scrollPositionKept() async throws {
    let source = await lines(
      (0..<60).map { "row \($0)" }, width: 20, in: Self.grid, building: .eager)
    let list = VirtualList(source)
    let size = Size(width: 20, height: 10)
    let gridHost = HeadlessHost(size: size)
    list.mount(host: gridHost, in: gridHost.rootView, size: size)
    list.mounter?.scroll(toItem: ItemPath(section: 0, item: 25))
    list.unmount()

    let host = HeadlessHost(size: size, environment: Self.pixels)
    list.mount(host: host, in: host.rootView, size: size)
    await list.settle()
    let mounter = try #require(list.mounter)
    #expect(mounter.contentOffset == mounter.offset(of: ItemPath(section: 0, item: 25)))
    // Rows are laid out in pixel lines now, not a cell high.
    let rowHeight = mounter.frame(of: ItemPath(section: 0, item: 0)).height
    #expect(rowHeight != 1)
    #expect(mounter.contentOffset == 25 * rowHeight)
    list.unmount()
  }

  @Test("in a host that measures alike, nothing is laid out again")
  func noRelayoutWhenMeasuringAlike() async throws {
    let source = await lines(["one", "two", "three"], width: 20, in: Self.grid)
    let before = source.statistics
    let builds = source.state.builds.mapValues(\.buildNumber)
    let size = Size(width: 20, height: 5)
    let host = HeadlessHost(size: size, environment: .characterGrid())
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView, frame: Rect(origin: .zero, size: size))
    await source.settle()
    #expect(source.statistics == before)
    #expect(source.state.builds.mapValues(\.buildNumber) == builds)
    list.invalidate()
  }

  @Test("an explicit estimated row height follows the host's line height")
  func estimateFollowsTheLineHeight() async throws {
    let source = await lines(
      (0..<100).map { "row \($0)" }, width: 20, in: Self.grid,
      building: .onDemand(estimatedHeight: 2))
    let size = Size(width: 20, height: 5)
    let host = HeadlessHost(size: size, environment: Self.pixels)
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView, frame: Rect(origin: .zero, size: size))
    #expect(source.building == .onDemand(estimatedHeight: 2 * ProportionalTestMeasurer.lineHeight))
    #expect(list.estimatedItemHeight == 2.5)
    list.invalidate()
  }
}

/// Random sentences of short and long words, some of them wide (CJK):
/// text that wraps differently on a grid and in proportional pixels.
private enum RandomText {
  static let words = ["a", "il", "word", "wrapping", "mm", "lines", "日本語", "x.y,", "proportional"]

  static func sentence(using random: inout SeededRandom) -> String {
    (0..<Int.random(in: 1...12, using: &random)).map { _ in
      words[Int.random(in: words.indices, using: &random)]
    }.joined(separator: " ")
  }
}
