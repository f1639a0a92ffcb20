import Testing
import TrellisDiff
import TrellisTesting

@testable import Trellis

@MainActor
@Suite("ComponentDataSource: builds made in parallel")
struct DataSourceParallelBuildTests {
  /// A row `lines` lines tall, showing its number on each.
  struct Lines: Component {
    let number: Int
    let lines: Int
    var body: some Component {
      Text(Array(repeating: "n\(number)", count: lines).joined(separator: "\n"))
    }
  }

  @Test("every item of a changeset gets its own build, whatever thread made it")
  func changesetBuildsLandOnTheirItems() async throws {
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 10), environment: .characterGrid()
    ) { number, _ in
      Lines(number: number, lines: number % 7 + 1)
    }
    let count = 500
    #expect(count >= ComponentDataSource<Int, Int>.parallelBuildThreshold)
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<count))])
    #expect(source.state.builtCount == count)
    for item in 0..<count {
      #expect(
        source.state.size(at: ItemPath(section: 0, item: item))?.height == Double(item % 7 + 1))
    }
  }

  @Test("column rows built on several threads share layouts and each keeps its own cells")
  func memoisedRowsBuiltInParallel() async throws {
    // Two row shapes (padded and not) share the memo from both threads.
    let columns = ColumnLayout([.fixed(4), .flexible()])
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) { number, _ in
      number.isMultiple(of: 2)
        ? AnyComponent(ColumnRow(columns, ["\(number)", "row"]))
        : AnyComponent(ColumnRow(columns, ["\(number)", "row"]).padding(1))
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<400))])
    for item in 0..<400 {
      let path = ItemPath(section: 0, item: item)
      #expect(source.state.size(at: path)?.height == (item.isMultiple(of: 2) ? 1 : 3))
      let cells = source.state.build(of: source.state[path])?.laidOut.tree.nodes.last?.view?[.cells]
      #expect(cells?.first?.plainText == "\(item)")
    }
  }

  @Test("a page of rows built on demand shows each row in its place, at its height")
  func onDemandPageLandsInPlace() async throws {
    let host = HeadlessHost(size: Size(width: 10, height: 40))
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 10), environment: .characterGrid(),
      building: .onDemand(estimatedHeight: 2)
    ) { number, _ in Lines(number: number, lines: number % 3 + 1).tag("n\(number)") }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<999))])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 10, height: 40), overscan: 0)
    // Rows 0..<600 average 2 lines, as the estimate: row 600 starts at 1,200.
    list.scroll(to: 1_200)
    var y = 0.0
    for row in 600..<620 {
      #expect(host.find(tag: "n\(row)")?.absoluteFrame.minY == y, "row \(row)")
      #expect(host.find(tag: "n\(row)")?.absoluteFrame.height == Double(row % 3 + 1))
      y += Double(row % 3 + 1)
    }
    list.invalidate()
  }

  @Test("building a page now hands over every row in the order asked, built ones included")
  func buildNowHandsOverInOrder() async throws {
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 10), environment: .characterGrid(),
      building: .onDemand(estimatedHeight: 1)
    ) { number, _ in Lines(number: number, lines: number % 3 + 1) }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<100))])
    // Every third row of the page is built already.
    let page = (10..<40).map { ItemPath(section: 0, item: $0) }
    source.buildNow(at: page.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
    let builtBefore = source.statistics.itemBuilds
    var handedOver: [(position: Int, height: Double)] = []
    source.buildNow(at: page) { position, build in
      // Each row is in the data source by the time it is handed over.
      #expect(source.state.isBuilt(at: page[position]))
      handedOver.append((position, build.size.height))
    }
    #expect(handedOver.map(\.position) == Array(page.indices))
    #expect(handedOver.map(\.height) == page.map { Double($0.item % 3 + 1) })
    #expect(source.statistics.itemBuilds - builtBefore == 20)
  }

  @Test("a row that scrolls the list from its controller while the page is being handed over")
  func scrollingFromAMountingRow() async throws {
    let fixture = try await ListFixture(Array(0..<500)) { JumpingRow(number: $0) }
    let (host, list) = (fixture.host, fixture.list)
    // Row 50 is mounted while rows 51 to 54 are still to be handed over:
    // its controller scrolls the list away from the page being shown.
    var jumps = 0
    JumpingRowController.onMount = { number in
      guard number == 50, jumps == 0 else { return }
      jumps += 1
      list.scroll(to: 200)
    }
    defer { JumpingRowController.onMount = nil }
    list.scroll(to: 45)
    #expect(jumps == 1)
    #expect(list.contentOffset == 200)
    for row in 200..<210 {
      #expect(host.find(tag: "j\(row)")?.absoluteFrame.minY == Double(row - 200), "row \(row)")
    }
    for row in 45..<55 { #expect(host.find(tag: "j\(row)") == nil, "row \(row)") }
    list.invalidate()
  }
}

/// A one-line row whose controller reports its mounting to the test.
struct JumpingRow: ControlledComponent {
  let number: Int
  typealias Controller = JumpingRowController

  var body: some Component {
    Text("row \(number)").tag("j\(number)")
  }
}

@MainActor
final class JumpingRowController: ComponentController {
  /// Called with the row's number when its views are mounted.
  static var onMount: ((Int) -> Void)?
  private let number: Int

  init(component: JumpingRow, context: ControllerContext) {
    number = component.number
  }

  func didMount() {
    Self.onMount?(number)
  }
}
