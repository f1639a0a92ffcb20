import Testing
import Trellis
import TrellisDiff
import TrellisTesting

/// A source of `count` numbered rows, 1 to 3 lines high, built on demand.
@MainActor
func onDemandSource(estimate: Double? = nil) -> ComponentDataSource<Int, Int> {
  ComponentDataSource(
    sizeRange: SizeRange(width: 20), environment: .characterGrid(),
    building: .onDemand(estimatedHeight: estimate)
  ) { number, _ in
    Row(title: "row\(number)", lines: number % 3 + 1)
  }
}

@MainActor
@Suite("ComponentDataSource: building on demand")
struct OnDemandBuildingTests {
  @Test("a change commits models only; a list builds the viewport now and its overscan later")
  func firstScreen() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 10))
    let source = onDemandSource()
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<100_000))])
    #expect(source.statistics.itemBuilds == 0)
    #expect(source.state.builtCount == 0)
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 10), overscan: 10)
    // Heights 1, 2, 3, 1, 2, 3: six rows cover the 10-row viewport, built
    // at once, on the main actor.
    #expect(source.statistics.itemBuilds == 6)
    #expect(host.find(tag: "row5")?.absoluteFrame.minY == 9)
    // The overscan below is built in the background, then mounted.
    await source.settle()
    #expect(source.statistics.itemBuilds <= 6 + 10)
    #expect(host.find(tag: "row7") != nil)
    #expect(host.find(tag: "row30") == nil)
    // Built rows count with their height, the rest with the mean of the
    // first screen's (2 rows).
    let built = source.state.builtCount
    #expect(
      list.contentHeight == Double(built / 3 * 6 + [0, 1, 3][built % 3] + (100_000 - built) * 2))
    list.invalidate()
  }

  @Test("scrolling far builds only the rows it reaches, the first visible row stays put")
  func scrollingFar() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 10))
    let source = onDemandSource(estimate: 2)
    try await source.apply(
      Changeset(sectionInserts: [0, 1]),
      to: [
        ListSection(0, items: Array(0..<50_000)), ListSection(1, items: Array(50_000..<100_000)),
      ])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 10), overscan: 10)
    await source.settle()
    let before = source.statistics.itemBuilds
    list.scroll(toItem: ItemPath(section: 1, item: 10))
    #expect(host.find(tag: "row50010")?.absoluteFrame.minY == 0)
    await source.settle()
    // The rows above arrive with heights other than the estimate; the row
    // at the top stays at the top.
    #expect(host.find(tag: "row50010")?.absoluteFrame.minY == 0)
    #expect(host.find(tag: "row50009") != nil)
    #expect(source.statistics.itemBuilds - before <= 20)
    #expect(source.state.builtCount < 40)

    // The end: the last row ends at the bottom of the viewport.
    list.scroll(to: .infinity)
    await source.settle()
    let last = try #require(host.find(tag: "row99999"))
    #expect(last.absoluteFrame.maxY == 10)
    #expect(list.contentOffset == list.contentHeight - 10)
    #expect(source.state.builtCount < 60)

    // Scrolling reported by the host works the same way.
    host.scroll(list.listView, to: Point(x: 0, y: list.offset(of: ItemPath(section: 0, item: 300))))
    #expect(host.find(tag: "row300")?.absoluteFrame.minY == 0)
    list.invalidate()
  }

  @Test("reloads rebuild the rows a list shows; the others only when shown again")
  func reloads() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid(),
      building: .onDemand(estimatedHeight: 1)
    ) { title, _ in Row(title: title) }
    var titles = (0..<1_000).map { "t\($0)" }
    try source.applySynchronously(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: titles)])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 6), overscan: 0)
    list.scroll(toItem: ItemPath(section: 0, item: 500))
    list.scroll(to: 0)
    let builds = source.statistics.itemBuilds
    titles[2] = "shown"
    titles[501] = "hidden"
    try await source.apply(
      Changeset(itemReloads: [ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 501)]),
      to: [ListSection(0, items: titles)])
    // The shown row was rebuilt in the background; the other one is stale.
    #expect(source.statistics.itemBuilds == builds + 1)
    #expect(host.find(tag: "shown") != nil)
    #expect(!source.state.isBuilt(at: ItemPath(section: 0, item: 501)))
    #expect(source.state.size(at: ItemPath(section: 0, item: 501)) == Size(width: 20, height: 1))
    // Shown again: rebuilt, with row 506, new in the viewport.
    list.scroll(toItem: ItemPath(section: 0, item: 501))
    #expect(host.find(tag: "hidden")?.absoluteFrame.minY == 0)
    #expect(source.statistics.itemBuilds == builds + 3)
    list.invalidate()
  }

  @Test("inserts and deletes keep built rows, state included")
  func structuralChanges() async throws {
    let host = HeadlessHost(size: Size(width: 30, height: 4))
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 30), environment: .characterGrid(), building: .onDemand()
    ) { title, _ in LikeRow(title: title) }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: ["a", "b", "c", "d", "e"])])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 30, height: 4), overscan: 0)
    #expect(host.tap(tag: "b-like"))
    await source.settle()
    #expect(host.find(tag: "b-text")?.text == "b 1")
    try await source.apply(
      Changeset(
        itemDeletes: [ItemPath(section: 0, item: 0)], itemInserts: [ItemPath(section: 0, item: 0)]),
      to: [ListSection(0, items: ["new", "b", "c", "d", "e"])])
    #expect(host.find(tag: "new-text")?.absoluteFrame.minY == 0)
    #expect(host.find(tag: "b-text")?.text == "b 1")
    #expect(host.find(tag: "a-text") == nil)
    list.invalidate()
  }
}
