import Testing
import TrellisDiff
import TrellisTesting

@testable import Trellis

/// A data source seen through ``ListItemSource``, recording what a list
/// asks of it.
@MainActor
final class RecordingSource<Section: Sendable, Item: Sendable>: ListItemSource {
  let wrapped: ComponentDataSource<Section, Item>
  /// The paths of each ``buildNow(at:delivering:)``.
  var builtNow: [[ItemPath]] = []
  /// Each ``setDemand(_:requesting:)``.
  var demands: [(demand: ListDemand, requested: [ItemPath])] = []
  /// Listeners added and not removed.
  var listenerCount = 0

  init(_ wrapped: ComponentDataSource<Section, Item>) {
    self.wrapped = wrapped
  }

  var state: DataSourceState<Section, Item> { wrapped.state }
  var building: ItemBuilding { wrapped.building }
  var responder: (any ActionResponder)? { wrapped.responder }

  func addListener(
    _ listener:
      @escaping @MainActor (
        DataSourceState<Section, Item>, DataSourceState<Section, Item>, Changeset
      ) -> Void
  ) -> Int {
    listenerCount += 1
    return wrapped.addListener(listener)
  }

  func removeListener(_ token: Int) {
    listenerCount -= 1
    wrapped.removeListener(token)
  }

  func buildNow(at paths: [ItemPath], delivering deliver: (Int, BuiltItem) -> Void) {
    builtNow.append(paths)
    wrapped.buildNow(at: paths, delivering: deliver)
  }

  func setDemand(_ demand: ListDemand, requesting paths: [ItemPath]) {
    demands.append((demand, paths))
    wrapped.setDemand(demand, requesting: paths)
  }

  func setEnvironment(_ environment: LayoutEnvironment) -> Task<Void, Never> {
    wrapped.setEnvironment(environment)
  }

  func keptControllers(for build: BuiltItem) -> ControllerStore? {
    wrapped.keptControllers(for: build)
  }
}

@MainActor
@Suite("ListItemSource: between a list and its data source")
struct ListItemSourceTests {
  /// Rows `0..<count`, one line each, of a 20×10 headless host's list.
  func makeList(count: Int, overscan: Double) async throws -> (
    HeadlessHost, ComponentDataSource<Int, Int>, RecordingSource<Int, Int>, ListMounter<Int, Int>
  ) {
    let host = HeadlessHost(size: Size(width: 20, height: 10))
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid(),
      building: .onDemand(estimatedHeight: 1)
    ) { number, _ in Text("row\(number)").tag("row\(number)") }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<count))])
    let recording = RecordingSource(source)
    let list = ListMounter(
      source: recording, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 10), overscan: overscan)
    return (host, source, recording, list)
  }

  func paths(_ rows: Range<Int>) -> [ItemPath] {
    rows.map { ItemPath(section: 0, item: $0) }
  }

  @Test("the list keeps its source and no reference of its own to the concrete data source")
  func listKeepsOnlyItsSource() async throws {
    let (_, _, recording, list) = try await makeList(count: 5, overscan: 0)
    let kept = Mirror(reflecting: list).children.map(\.value)
    #expect(!kept.contains { $0 is ComponentDataSource<Int, Int> })
    #expect(kept.contains { ($0 as? RecordingSource<Int, Int>) === recording })
    list.invalidate()
  }

  @Test("a page-down asks once to build the rows entering the viewport, then once for the demand")
  func oneBuildAndOneDemandPerFrame() async throws {
    let (host, source, recording, list) = try await makeList(count: 100, overscan: 0)
    #expect(recording.builtNow == [paths(0..<10)])
    #expect(recording.demands.count == 1)
    recording.builtNow = []
    recording.demands = []

    list.scroll(to: 10)
    #expect(recording.builtNow == [paths(10..<20)])
    #expect(recording.demands.count == 1)
    let demand = try #require(recording.demands.last)
    #expect(demand.demand.window == 10..<20)
    #expect(demand.demand.identities == Set(paths(10..<20).map { source.state[$0].identity }))
    #expect(demand.requested.isEmpty)
    #expect(host.find(tag: "row10")?.absoluteFrame.minY == 0)
    list.invalidate()
  }

  @Test("rows in the overscan are requested in the background and arrive through the listener")
  func overscanArrivesThroughTheListener() async throws {
    let (host, source, recording, list) = try await makeList(count: 100, overscan: 5)
    #expect(recording.builtNow == [paths(0..<10)])
    #expect(recording.demands.first?.requested == paths(10..<15))
    await source.settle()
    // The builds committed, the list heard of it and mounted them, and
    // asked for nothing more.
    #expect(paths(10..<15).allSatisfy { source.state.isBuilt(at: $0) })
    #expect(host.find(tag: "row14") != nil)
    #expect(list.mountedCount == 15)
    #expect(recording.demands.last?.requested == [])
    #expect(recording.builtNow == [paths(0..<10)])
    list.invalidate()
  }

  @Test("invalidating the list stops listening and withdraws its demand")
  func invalidateWithdrawsTheDemand() async throws {
    let (_, _, recording, list) = try await makeList(count: 100, overscan: 0)
    #expect(recording.listenerCount == 1)
    list.invalidate()
    #expect(recording.listenerCount == 0)
    let last = try #require(recording.demands.last)
    #expect(last.demand.identities.isEmpty && last.demand.window.isEmpty)
    #expect(last.requested.isEmpty)
  }

  @Test("the data source builds reloads of the rows in the demand with the change, and no others")
  func demandDecidesWhichReloadsAreBuilt() async throws {
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid(),
      building: .onDemand(estimatedHeight: 1)
    ) { number, _ in Text("row\(number)") }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<10))])
    source.buildNow(at: paths(0..<10))
    let shown = source.state[ItemPath(section: 0, item: 3)].identity
    source.setDemand(ListDemand(identities: [shown], window: 3..<4), requesting: [])
    var models = Array(0..<10)
    models[3] = 30
    models[4] = 40
    try await source.apply(
      Changeset(itemReloads: paths(3..<5)), to: [ListSection(0, items: models)])
    #expect(source.state.isBuilt(at: ItemPath(section: 0, item: 3)))
    #expect(!source.state.isBuilt(at: ItemPath(section: 0, item: 4)))
  }

  @Test("rows requested with a demand are built in the background and committed as builds only")
  func requestedRowsCommitAsBuilds() async throws {
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid(),
      building: .onDemand(estimatedHeight: 1)
    ) { number, _ in Text("row\(number)") }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<10))])
    var heard: [Changeset] = []
    source.addListener { _, _, changes in heard.append(changes) }
    source.setDemand(ListDemand(), requesting: paths(2..<5))
    // Asking again before they are built queues nothing more.
    source.setDemand(ListDemand(), requesting: paths(2..<5))
    await source.settle()
    #expect(paths(2..<5).allSatisfy { source.state.isBuilt(at: $0) })
    #expect(heard == [Changeset()])
  }
}
