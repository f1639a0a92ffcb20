import Observation
import Testing
import Trellis
import TrellisDiff
import TrellisTesting

/// A row with a line of text per model; `lines` sets its height.
struct Row: Component {
  let title: String
  var lines = 1

  var body: some Component {
    Stack {
      Text(title).tag(title)
      for line in 1..<max(1, lines) {
        Text("line \(line)")
      }
    }
  }
}

/// A row with a like counter in its state.
struct LikeRow: StatefulComponent {
  let title: String

  func initialState() -> Int { 0 }

  func body(state likes: Int, scope: Scope<Int>) -> some Component {
    Stack(.horizontal) {
      Text("\(title) \(likes)").tag("\(title)-text")
      Button("like") { scope.update { $0 + 1 } }.tag("\(title)-like")
    }
  }
}

@MainActor
func makeSource(width: Double = 20) -> ComponentDataSource<String, String> {
  ComponentDataSource(sizeRange: SizeRange(width: width), environment: .characterGrid()) {
    title, _ in Row(title: title)
  }
}

func section(_ items: [String], _ name: String = "s") -> ListSection<String, String> {
  ListSection(name, items: items)
}

@MainActor
@Suite("ComponentDataSource")
struct DataSourceTests {
  @Test("applying inserts builds the items and tells listeners old, new and changes")
  func appliesInserts() async throws {
    let source = makeSource()
    var calls: [(Int, Int, Changeset)] = []
    source.addListener { old, new, changes in calls.append((old.itemCount, new.itemCount, changes))
    }
    let changeset = Changeset(
      sectionInserts: [0])
    try await source.apply(changeset, to: [section(["a", "b", "c"])])
    #expect(source.state.itemCount == 3)
    #expect(source.state[ItemPath(section: 0, item: 1)].model == "b")
    #expect(source.state.size(at: ItemPath(section: 0, item: 1)) == Size(width: 20, height: 1))
    #expect(source.state.builtCount == 3)
    #expect(source.state.isBuilt(at: ItemPath(section: 0, item: 2)))
    #expect(calls.count == 1)
    #expect(calls.first?.0 == 0)
    #expect(calls.first?.1 == 3)
    #expect(calls.first?.2 == changeset)
    #expect(source.statistics.itemBuilds == 3)
  }

  @Test("an invalid changeset throws TrellisDiff's error and changes nothing")
  func rejectsInvalidChangeset() async throws {
    let source = makeSource()
    try source.applySynchronously(Changeset(sectionInserts: [0]), to: [section(["a"])])
    let before = source.state.version
    await #expect(throws: ChangesetError.self) {
      try await source.apply(
        Changeset(itemDeletes: [ItemPath(section: 0, item: 5)]), to: [section([])])
    }
    #expect(throws: ChangesetError.self) {
      try source.applySynchronously(
        Changeset(itemInserts: [ItemPath(section: 0, item: 0)]), to: [section(["a"])])
    }
    #expect(source.state.version == before)
    #expect(source.state.itemCount == 1)
    // The queue is intact: a valid change still applies.
    try await source.apply(
      Changeset(itemInserts: [ItemPath(section: 0, item: 1)]), to: [section(["a", "b"])])
    #expect(source.state.sections[0].items.map(\.model) == ["a", "b"])
  }

  @Test("changes queued without waiting are applied in order")
  func fifo() async throws {
    let source = makeSource()
    var seen: [[String]] = []
    source.addListener { _, new, _ in
      seen.append(new.sections.flatMap { $0.items.map(\.model) })
    }
    let first = Task {
      try await source.apply(Changeset(sectionInserts: [0]), to: [section(["a"])])
    }
    let second = Task {
      try await source.apply(
        Changeset(itemInserts: [ItemPath(section: 0, item: 1)]), to: [section(["a", "b"])])
    }
    try await first.value
    try await second.value
    await source.settle()
    #expect(seen == [["a"], ["a", "b"]])
  }

  @Test("a synchronous apply flushes queued changes first")
  func synchronousFlushes() async throws {
    let source = makeSource()
    var seen: [[String]] = []
    source.addListener { _, new, _ in
      seen.append(new.sections.flatMap { $0.items.map(\.model) })
    }
    let queued = Task {
      try await source.apply(Changeset(sectionInserts: [0]), to: [section(["a", "b"])])
    }
    // Let the queued change be validated and enqueued.
    await Task.yield()
    try source.applySynchronously(
      Changeset(itemDeletes: [ItemPath(section: 0, item: 0)]), to: [section(["b"])])
    #expect(seen == [["a", "b"], ["b"]])
    try await queued.value
    await source.settle()
    #expect(seen == [["a", "b"], ["b"]])
    #expect(source.state.sections[0].items.map(\.model) == ["b"])
  }

  @Test("moves carry built items; reloads rebuild from the new model")
  func movesAndReloads() async throws {
    let source = makeSource()
    try source.applySynchronously(Changeset(sectionInserts: [0]), to: [section(["a", "b", "c"])])
    let identities = source.state.sections[0].items.map(\.identity)
    let builds = source.statistics.itemBuilds
    try await source.apply(
      Changeset(
        itemMoves: [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))],
        itemReloads: [ItemPath(section: 0, item: 1)]),
      to: [section(["B", "c", "a"])])
    let items = source.state.sections[0].items
    #expect(items.map(\.model) == ["B", "c", "a"])
    #expect(items.map(\.identity) == [identities[1], identities[2], identities[0]])
    #expect(source.statistics.itemBuilds == builds + 1)
  }
}

struct Share: ComponentAction {}

struct SharingRow: ControlledComponent {
  let title: String
  typealias Controller = SharingRowController

  var body: some Component {
    Button(title, send: Share()).tag(title)
  }
}

@MainActor
final class SharingRowController: ComponentController {
  static var events: [String] = []
  let title: String

  init(component: SharingRow, context: ControllerContext) {
    title = component.title
  }

  func didMount() { Self.events.append("mount \(title)") }
  func didAppear() { Self.events.append("appear \(title)") }
  func didDisappear() { Self.events.append("disappear \(title)") }
  func didUnmount() { Self.events.append("unmount \(title)") }
  func invalidate() { Self.events.append("invalidate \(title)") }
}

@MainActor
@Suite("ComponentDataSource with a list", .serialized)
struct DataSourceListTests {
  @Test("item actions reach the data source's responder, set after mounting")
  func responder() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 5))
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) { title, _ in
      SharingRow(title: title)
    }
    try await source.apply(Changeset(sectionInserts: [0]), to: [ListSection(0, items: ["a", "b"])])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 5))
    let responder = RecordingResponder()
    source.responder = responder
    #expect(host.tap(tag: "b"))
    #expect(responder.actions.first is Share)
    list.invalidate()
  }

  @Test("a deleted item's controller unmounts, then is invalidated")
  func controllerOrder() async throws {
    SharingRowController.events = []
    let host = HeadlessHost(size: Size(width: 20, height: 5))
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) { title, _ in
      SharingRow(title: title)
    }
    try await source.apply(Changeset(sectionInserts: [0]), to: [ListSection(0, items: ["a", "b"])])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 5))
    try await source.apply(
      Changeset(itemDeletes: [ItemPath(section: 0, item: 0)]), to: [ListSection(0, items: ["b"])])
    #expect(
      SharingRowController.events == [
        "mount a", "appear a", "mount b", "appear b", "disappear a", "unmount a", "invalidate a",
      ])
    #expect(host.find(tag: "a") == nil)
    #expect(host.find(tag: "b")?.absoluteFrame.minY == 0)
    list.invalidate()
  }
}

extension DataSourceListTests {
  @Test("items in the overscan are mounted but appear only when scrolled into view")
  func appearance() async throws {
    SharingRowController.events = []
    let host = HeadlessHost(size: Size(width: 20, height: 2))
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) { title, _ in
      SharingRow(title: title)
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: ["a", "b", "c", "d"])])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 2), overscan: 1)
    #expect(list.mountedCount == 3)
    #expect(
      SharingRowController.events == ["mount a", "appear a", "mount b", "appear b", "mount c"])
    SharingRowController.events = []
    list.scroll(to: 1)
    #expect(SharingRowController.events == ["disappear a", "appear c", "mount d"])
    list.invalidate()
  }
}

extension DataSourceListTests {
  @Test("items scrolling in take the views of items scrolling out, with full lifecycles")
  func handOver() async throws {
    SharingRowController.events = []
    let host = HeadlessHost(size: Size(width: 20, height: 2))
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) { title, _ in
      SharingRow(title: title)
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: ["a", "b", "c", "d", "e"])])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 2), overscan: 0)
    let created = host.registry.statistics.created
    SharingRowController.events = []
    list.scroll(to: 2)
    #expect(host.registry.statistics.created == created)
    #expect(
      Set(SharingRowController.events) == [
        "disappear a", "unmount a", "disappear b", "unmount b",
        "mount c", "appear c", "mount d", "appear d",
      ])
    #expect(SharingRowController.events.count == 8)
    #expect(host.find(tag: "a") == nil)
    #expect(host.find(tag: "b") == nil)
    #expect(host.find(tag: "c")?.absoluteFrame.minY == 0)
    #expect(host.find(tag: "d")?.absoluteFrame.minY == 1)
    let responder = RecordingResponder()
    source.responder = responder
    #expect(host.tap(tag: "d"))
    #expect(responder.actions.count == 1)
    list.invalidate()
  }
}

/// A row whose controller keeps its context, so a test can send from it.
struct SendingRow: ControlledComponent {
  let title: String
  typealias Controller = SendingRowController

  var body: some Component {
    Text(title).tag(title)
  }
}

@MainActor
final class SendingRowController: ComponentController {
  static var contexts: [String: ControllerContext] = [:]

  init(component: SendingRow, context: ControllerContext) {
    Self.contexts[component.title] = context
  }
}

extension DataSourceListTests {
  @Test("a row's controller reaches the responder after the row scrolled out and back in")
  func controllerSendsAfterScrollingBack() async throws {
    SendingRowController.contexts = [:]
    let host = HeadlessHost(size: Size(width: 20, height: 2))
    let source = ComponentDataSource<Int, String>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) { title, _ in
      SendingRow(title: title)
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: ["a", "b", "c", "d"])])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 2), overscan: 0)
    let responder = RecordingResponder()
    source.responder = responder
    let a = try #require(SendingRowController.contexts["a"])
    a.send(Share())
    #expect(responder.actions.count == 1)

    // Scrolled out, "a" lends its views to "c": its controller must not
    // speak through them.
    list.scroll(to: 2)
    #expect(host.find(tag: "c") != nil)
    a.send(Share())
    #expect(responder.actions.count == 1)

    list.scroll(to: 0)
    #expect(host.find(tag: "a") != nil)
    a.send(Share())
    #expect(responder.actions.count == 2)
    list.invalidate()
  }
}
