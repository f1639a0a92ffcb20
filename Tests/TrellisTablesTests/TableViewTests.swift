import SnapshotTesting
import Testing
import Trellis
import TrellisDiff
import TrellisTables
import TrellisTesting

@MainActor
func mountTable(
  _ model: TableModel, factory: CellFactory = CellFactory(), actions: TableActions = TableActions(),
  size: Size = Size(width: 30, height: 10)
) -> (HeadlessHost, TableView) {
  let host = HeadlessHost(size: size)
  let table = TableView(
    model: model, factory: factory, actions: actions, width: size.width,
    environment: .characterGrid())
  table.mount(host: host, parent: host.rootView, frame: Rect(origin: .zero, size: size))
  return (host, table)
}

/// Records what actions ran, for assertions.
@MainActor
final class Log {
  var entries: [String] = []
}

@MainActor
@Suite("TableView", .snapshots(record: .missing))
struct TableViewTests {
  @Test("every ready cell has a stable tree dump")
  func readyCells() {
    let model = TableModel(sectioned: [
      "Cells",
      TitleCell("Title"),
      SubtitleCell("Ada Lovelace", subtitle: "+44 20 7946 0000"),
      ValueCell("Version", value: "6.3.1"),
      ImageCell(image: .named("photos"), title: "Photos"),
      ButtonCell("Sign in"),
      LoadingCell(),
      SectionFooter("6 cells"),
    ])
    let (host, table) = mountTable(model, size: Size(width: 30, height: 12))
    #expect(table.model.rowCount == 6)
    assertSnapshot(of: host.treeDump(), as: .lines)
  }

  @Test("row heights come from layout, and an explicit height is honoured")
  func heights() throws {
    let factory = CellFactory().mapping(Int.self, height: 3) { value, _ in TitleCell("\(value)") }
    let (_, table) = mountTable(
      TableModel(list: [SubtitleCell("a", subtitle: "b"), TitleCell("c"), 7]), factory: factory)
    let list = try #require(table.list)
    #expect(list.frame(of: ItemPath(section: 0, item: 0)).height == 2)
    #expect(list.frame(of: ItemPath(section: 0, item: 1)).height == 1)
    #expect(list.frame(of: ItemPath(section: 0, item: 2)).height == 3)
  }

  @Test("only rows near the visible range are mounted")
  func virtualised() throws {
    let rows: [any Sendable] = (0..<1_000).map { TitleCell("row \($0)") }
    let (host, table) = mountTable(TableModel(list: rows))
    let list = try #require(table.list)
    #expect(list.mountedCount <= 20)
    #expect(host.find(text: "row 0") != nil)
    #expect(host.find(text: "row 500") == nil)
    table.scroll(toRow: ItemPath(section: 0, item: 500))
    #expect(host.find(text: "row 500") != nil)
    #expect(host.find(text: "row 0") == nil)
  }

  @Test("tap actions by pointer and by Enter; the result decides the selection")
  func tapActions() throws {
    let log = Log()
    var actions = TableActions()
    actions.onTap(TitleCell.self) { cell, path in
      log.entries.append("tap \(cell.title) \(path)")
      return cell.title == "keep" ? .staySelected : .deselect
    }
    let (host, table) = mountTable(
      TableModel(list: [TitleCell("keep"), TitleCell("drop")]), actions: actions)
    #expect(host.tap(try #require(host.find(text: "keep")).id))
    #expect(table.selectedPath == ItemPath(section: 0, item: 0))
    #expect(host.findAll(kind: .container).contains { $0[.selected] == true })
    host.focus(try #require(host.find(text: "drop")).id)
    #expect(host.press(KeyPress(.enter)))
    #expect(table.selectedPath == nil)
    #expect(log.entries == ["tap keep [0, 0]", "tap drop [0, 1]"])
  }

  @Test("navigate and detail actions show accessories and run; per-object wins over per-type")
  func accessories() throws {
    let log = Log()
    var actions = TableActions()
    actions.onNavigate(TitleCell.self) { cell, _ in log.entries.append("open \(cell.title)") }
    actions.onDetail(object: TitleCell("wifi")) { _, _ in log.entries.append("wifi info") }
    actions.onTap(object: TitleCell("wifi")) { _, _ in
      log.entries.append("wifi tap")
      return .deselect
    }
    // The owner keeps the table alive: a released table's rows stop answering.
    let (host, table) = mountTable(
      TableModel(list: [TitleCell("inbox"), TitleCell("wifi"), 3]), actions: actions)
    #expect(host.find(text: Accessory.detailGlyph) != nil)
    #expect(host.mountedViews.filter { $0.text == Accessory.disclosureGlyph }.count == 2)
    #expect(host.tap(try #require(host.find(text: "inbox")).id))
    host.tap(try #require(host.find(text: Accessory.detailGlyph)).id)
    host.tap(try #require(host.find(text: "wifi")).id)
    host.tap(try #require(host.find(text: "3")).id)
    #expect(log.entries == ["open inbox", "wifi info", "wifi tap", "open wifi"])
    #expect(table.selectedPath == nil)
  }

  @Test("changes from a mutable model animate into the shown list, headers kept")
  func mutableChanges() async throws {
    var mutable = MutableTableModel(sectioned: ["Fruit", TitleCell("apple"), SectionFooter("end")])
    let (host, table) = mountTable(mutable.model)
    try await table.apply(mutable.append([TitleCell("fig")]), to: mutable.model)
    try await table.apply(
      try mutable.insert(TitleCell("date"), at: ItemPath(section: 0, item: 0)), to: mutable.model)
    let texts = host.mountedViews.filter { $0.text != nil }
      .sorted { $0.absoluteFrame.minY < $1.absoluteFrame.minY }.compactMap(\.text)
    #expect(texts == ["Fruit", "date", "apple", "fig", "end"])
    await #expect(throws: ChangesetError.self) {
      try await table.apply(
        Changeset(itemDeletes: [ItemPath(section: 0, item: 9)]), to: mutable.model)
    }
  }

  @Test("the section index scrolls to its section")
  func sectionIndex() throws {
    var array: [any Sendable] = []
    for letter in ["Apple", "Banana", "Cherry"] {
      array.append(letter)
      array.append(contentsOf: (0..<10).map { TitleCell("\(letter) \($0)") })
    }
    let (host, table) = mountTable(TableModel(sectioned: array, sectionIndex: .alphabetical()))
    #expect(table.scroll(toIndexTitle: "C"))
    let list = try #require(table.list)
    #expect(list.contentOffset == list.offset(of: ItemPath(section: 2, item: 0)))
    #expect(host.find(text: "Cherry") != nil)
    #expect(!table.scroll(toIndexTitle: "nope"))

    // The index bar beside it drives the same scrolling.
    let bar = HeadlessHost(size: Size(width: 2, height: 30))
    let root = ComponentRoot(host: bar, container: bar.rootView, sizeRange: bar.sizeRange)
    root.renderSynchronously(
      SectionIndexBar(titles: table.model.sectionIndexTitles) { table.scroll(toIndexTitle: $0) })
    #expect(bar.findAll(kind: .indexBar).first?[.segments]?.count == 27)
    #expect(bar.tap(at: Point(x: 0, y: 0)))
    #expect(list.contentOffset == 0)
    #expect(bar.tap(at: Point(x: 0, y: 1)))
    #expect(list.contentOffset == list.offset(of: ItemPath(section: 1, item: 0)))
    withExtendedLifetime(root) {}
  }

  @Test("a section index taller than its bar is condensed, and every title stays reachable")
  func condensedSectionIndex() throws {
    let titles = (0..<22).map { String(UnicodeScalar(UInt8(65 + $0))) }  // A…V
    var picked: [String] = []
    let log = Log()
    let bar = HeadlessHost(size: Size(width: 1, height: 9))
    let root = ComponentRoot(host: bar, container: bar.rootView, sizeRange: bar.sizeRange)
    root.renderSynchronously(SectionIndexBar(titles: titles) { log.entries.append($0) })
    // Nine rows: five titles, first and last among them, with dots between.
    let entries = IndexBarBehavior.entries(count: 22, rows: 9)
    #expect(entries.count == 9)
    #expect(entries.first == .title(0) && entries.last == .title(21))
    #expect(bar.tap(at: Point(x: 0, y: 8)))
    #expect(bar.tap(at: Point(x: 0, y: 1)))  // a dot: a title it hides
    #expect(log.entries.first == "V")
    #expect(log.entries.count == 2 && !["A", "V"].contains(log.entries[1]))
    // With the bar focused, ↓ steps through every title.
    let id = try #require(bar.findAll(kind: .indexBar).first).id
    bar.focus(id)
    #expect(bar.press(KeyPress(.home)))
    for _ in 0..<21 { bar.press(KeyPress(.down)) }
    picked = Array(log.entries.suffix(22))
    #expect(picked == titles)
    withExtendedLifetime(root) {}
  }
}
