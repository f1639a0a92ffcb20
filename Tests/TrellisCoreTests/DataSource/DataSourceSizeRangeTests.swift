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
    let fixture = try await ListFixture(
      ["a", "b"], host: Size(width: 40, height: 10), rowWidth: 20, building: .eager
    ) { LikeRow(title: $0) }
    let (host, source, list) = (fixture.host, fixture.source, fixture.list)
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
    let fixture = try await ListFixture(
      Array(0..<50), host: Size(width: 40, height: 10), rowWidth: rowWidth, building: .eager
    ) { Sentence(number: $0) }
    return (fixture.host, fixture.source, fixture.list)
  }
}
