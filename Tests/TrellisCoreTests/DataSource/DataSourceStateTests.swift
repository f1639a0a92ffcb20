import Observation
import Testing
import Trellis
import TrellisDiff
import TrellisTesting

@Observable
final class Headline: @unchecked Sendable {
  // Mutated only on the main actor in these tests; read while building.
  var text: String

  init(_ text: String) {
    self.text = text
  }
}

@MainActor
@Suite("ComponentDataSource: state, observation, virtualisation")
struct DataSourceStateTests {
  @Test("a state update in one item of 10,000 rebuilds and relays out that item only")
  func stateUpdateRebuildsOneItem() async throws {
    let host = HeadlessHost(size: Size(width: 30, height: 10))
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 30), environment: .characterGrid()
    ) { title, _ in
      LikeRow(title: title)
    }
    let titles = (0..<10_000).map { "item\($0)" }
    try await source.apply(Changeset(sectionInserts: [0]), to: [ListSection(0, items: titles)])
    #expect(source.statistics.itemBuilds == 10_000)
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(host.tap(tag: "item3-like"))
    await source.settle()
    #expect(source.statistics.itemBuilds == 10_001)
    #expect(host.find(tag: "item3-text")?.text == "item3 1")
    #expect(host.find(tag: "item4-text")?.text == "item4 0")
    // Reloading the item from its model keeps its state.
    var models = titles
    models[3] = "item3"
    try await source.apply(
      Changeset(itemReloads: [ItemPath(section: 0, item: 3)]), to: [ListSection(0, items: models)])
    #expect(host.find(tag: "item3-text")?.text == "item3 1")
    list.invalidate()
  }

  @Test("a row reloaded from stateless to stateful gets a store of its own, and its updates show")
  func rowGainingStateGetsItsOwnStore() async throws {
    let host = HeadlessHost(size: Size(width: 30, height: 10))
    // Plain rows share one empty store; a model starting with "like" is a
    // row with state.
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 30), environment: .characterGrid()
    ) { title, _ in
      if title.hasPrefix("like") {
        AnyComponent(LikeRow(title: title))
      } else {
        AnyComponent(Text(title).tag("\(title)-plain"))
      }
    }
    var titles = ["a", "b", "c"]
    try await source.apply(Changeset(sectionInserts: [0]), to: [ListSection(0, items: titles)])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(host.find(tag: "b-plain") != nil)
    titles[1] = "likeB"
    try await source.apply(
      Changeset(itemReloads: [ItemPath(section: 0, item: 1)]), to: [ListSection(0, items: titles)])
    #expect(host.find(tag: "likeB-text")?.text == "likeB 0")
    #expect(host.tap(tag: "likeB-like"))
    await source.settle()
    #expect(host.find(tag: "likeB-text")?.text == "likeB 1")
    #expect(host.tap(tag: "likeB-like"))
    await source.settle()
    #expect(host.find(tag: "likeB-text")?.text == "likeB 2")
    // The plain rows beside it are untouched.
    #expect(host.find(tag: "a-plain") != nil && host.find(tag: "c-plain") != nil)
    list.invalidate()
  }

  @Test("an observed model change rebuilds the items that read it, batched per turn")
  func observation() async throws {
    let headlines = [Headline("one"), Headline("two"), Headline("three")]
    let source = ComponentDataSource<Int, Headline>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) { model, _ in
      Text(model.text).tag("h")
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: headlines)])
    let builds = source.statistics.itemBuilds
    var changes: [Changeset] = []
    source.addListener { _, _, change in changes.append(change) }
    headlines[1].text = "TWO"
    headlines[1].text = "Two!"
    await source.settle()
    #expect(source.statistics.itemBuilds == builds + 1)
    #expect(changes == [Changeset(itemReloads: [ItemPath(section: 0, item: 1)])])
    let item = source.state[ItemPath(section: 0, item: 1)]
    #expect(item.model.text == "Two!")
    // Tracking is renewed: a second change is seen too.
    headlines[1].text = "2"
    headlines[2].text = "3"
    await source.settle()
    #expect(source.statistics.itemBuilds == builds + 3)
  }

  @Test("a list mounts only items near the visible range, at exact offsets")
  func virtualisation() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 10))
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) { number, _ in
      Row(title: "row\(number)", lines: number % 3 + 1)
    }
    let numbers = Array(0..<1_000)
    try await source.apply(Changeset(sectionInserts: [0]), to: [ListSection(0, items: numbers)])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 10), overscan: 5)
    // Heights cycle 1, 2, 3: every three items take 6 rows.
    #expect(list.contentHeight == 333 * 6 + 1)
    #expect(list.offset(of: ItemPath(section: 0, item: 300)) == 600)
    // Viewport 0..<10 plus 5 below: items whose top is before row 15.
    #expect(list.mountedPaths.map(\.item) == Array(0..<8))
    #expect(host.find(tag: "row0") != nil)
    #expect(host.find(tag: "row100") == nil)

    list.scroll(toItem: ItemPath(section: 0, item: 300))
    #expect(list.contentOffset == 600)
    #expect(list.mountedPaths.first?.item == 298)
    let row = try #require(host.find(tag: "row300"))
    #expect(row.absoluteFrame.minY == 0)
    #expect(host.find(tag: "row0") == nil)

    // Scrolling reported by the host works the same way.
    host.scroll(list.listView, to: Point(x: 0, y: 6))
    // Item 0 ends at row 1, where the overscan starts: not mounted.
    #expect(list.mountedPaths.first?.item == 1)
    #expect(host.find(tag: "row3")?.absoluteFrame.minY == 0)
    list.invalidate()
  }
}
