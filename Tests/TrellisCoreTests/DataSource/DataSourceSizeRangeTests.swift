import Testing
import TrellisDiff
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("ComponentDataSource: changing the size range")
struct DataSourceSizeRangeTests {
  /// Text that wraps to two lines at width 20 and fits one line at 40.
  struct Sentence: Component {
    let number: Int
    var body: some Component {
      Text("item \(number) has some words to wrap").tag("n\(number)")
    }
  }

  @Test("built items are laid out again in the new range, and a list shows them at their new sizes")
  func relayoutOnNewRange() async throws {
    let (host, source, list) = try await sentenceList(rowWidth: 20)
    #expect(host.find(tag: "n1")?.absoluteFrame == Rect(x: 0, y: 2, width: 20, height: 2))
    #expect(list.contentHeight == 100)

    await source.setSizeRange(SizeRange(width: 40)).value
    #expect(source.sizeRange == SizeRange(width: 40))
    #expect(source.state.size(at: ItemPath(section: 0, item: 7)) == Size(width: 40, height: 1))
    #expect(host.find(tag: "n1")?.absoluteFrame == Rect(x: 0, y: 1, width: 40, height: 1))
    #expect(host.find(tag: "n9")?.absoluteFrame.minY == 9)
    #expect(list.contentHeight == 50)
    list.invalidate()
  }

  @Test("items keep their state when laid out in a new range")
  func stateSurvives() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 10))
    let source = ComponentDataSource<Int, String>(sizeRange: SizeRange(width: 20)) { title, _ in
      LikeRow(title: title)
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: ["a", "b"])])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 40, height: 10), overscan: 0)
    #expect(host.tap(tag: "a-like"))
    await source.settle()
    #expect(host.find(tag: "a-text")?[.text]?.plainText == "a 1")
    await source.setSizeRange(SizeRange(width: 30)).value
    #expect(host.find(tag: "a-text")?[.text]?.plainText == "a 1")
    #expect(source.state.size(at: ItemPath(section: 0, item: 0))?.width == 30)
    list.invalidate()
  }

  @Test("a resized list reports content as wide as its new frame")
  func contentWidthFollowsFrame() async throws {
    let (host, _, list) = try await sentenceList(rowWidth: 40)
    let listView = try #require(host.findAll(kind: .list).first)
    #expect(listView[.contentSize] == Size(width: 40, height: 50))
    list.frame = Rect(x: 0, y: 0, width: 30, height: 10)
    #expect(host.findAll(kind: .list).first?[.contentSize]?.width == 30)
    list.invalidate()
  }

  /// 50 sentences laid out `rowWidth` wide, in a 40 × 10 list.
  private func sentenceList(rowWidth: Double) async throws -> (
    HeadlessHost, ComponentDataSource<Int, Int>, ListMounter<Int, Int>
  ) {
    let host = HeadlessHost(size: Size(width: 40, height: 10))
    let source = ComponentDataSource<Int, Int>(sizeRange: SizeRange(width: rowWidth)) {
      number, _ in Sentence(number: number)
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<50))])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 40, height: 10), overscan: 0)
    return (host, source, list)
  }
}
