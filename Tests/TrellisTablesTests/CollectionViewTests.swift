import PropertyBased
import Testing
import Trellis
import TrellisDiff
import TrellisTables
import TrellisTesting

@MainActor
@Suite("CollectionView")
struct CollectionViewTests {
  /// The objects each shown line holds, per section, as Ints.
  func shownLines(_ grid: CollectionView) -> [[[Int]]] {
    grid.dataSource.state.sections.map { section in
      section.items.compactMap { item in
        if case .line(let rows) = item.model { return rows.map { $0.object as! Int } }
        return nil
      }
    }
  }

  func expectedLines(_ model: TableModel, columns: Int) -> [[[Int]]] {
    model.sections.map { section in
      let objects = section.objects.map { $0 as! Int }
      return stride(from: 0, to: objects.count, by: columns).map {
        Array(objects[$0..<min($0 + columns, objects.count)])
      }
    }
  }

  @Test("items flow in lines of as many columns as fit, with the table's factory and actions")
  func flowAndTaps() throws {
    let log = Log()
    var actions = TableActions()
    actions.onTap(Int.self) { value, path in
      log.entries.append("\(value) at \(path)")
      return .deselect
    }
    let factory = CellFactory().mapping(Int.self) { value, _ in TitleCell("#\(value)") }
    let grid = CollectionView(
      model: TableModel(sectioned: ["Numbers"] + Array(0..<7)), factory: factory,
      actions: actions, width: 30, itemWidth: 10, environment: .characterGrid())
    #expect(grid.columns == 3)
    let host = HeadlessHost(size: Size(width: 30, height: 6))
    grid.mount(host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 30, height: 6))
    #expect(shownLines(grid) == [[[0, 1, 2], [3, 4, 5], [6]]])
    let five = try #require(host.find(text: "#5"))
    #expect(five.absoluteFrame.minX == 20)
    #expect(five.absoluteFrame.minY == 2)
    host.tap(five.id)
    #expect(log.entries == ["5 at [0, 5]"])
  }

  @Test("items with a detail action show its button; taps find the item among mounted lines")
  func detailAccessory() async throws {
    let log = Log()
    var actions = TableActions()
    actions.onDetail(Int.self) { value, path in log.entries.append("detail \(value) at \(path)") }
    actions.onTap(Int.self) { value, path in
      log.entries.append("tap \(value) at \(path)")
      return .deselect
    }
    let factory = CellFactory().mapping(Int.self) { value, _ in TitleCell("#\(value)") }
    var model = MutableTableModel(sectioned: ["Numbers"] + Array(0..<300))
    let grid = CollectionView(
      model: model.model, factory: factory, actions: actions, width: 30, itemWidth: 10,
      environment: .characterGrid())
    let host = HeadlessHost(size: Size(width: 30, height: 6))
    let list = grid.mount(
      host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 30, height: 6))
    #expect(host.findAll(kind: .text).filter { $0.text == Accessory.detailGlyph }.count == 15)
    list.scroll(to: 50)
    await grid.dataSource.settle()
    // Line 50 holds items 150, 151, 152; the detail button is after the cell.
    let item = try #require(host.find(text: "#151"))
    host.tap(item.id)
    let detail = try #require(
      host.findAll(kind: .text).first {
        $0.text == Accessory.detailGlyph && $0.absoluteFrame.minY == item.absoluteFrame.minY
          && $0.absoluteFrame.minX > item.absoluteFrame.minX
          && $0.absoluteFrame.minX < item.absoluteFrame.minX + 10
      })
    host.tap(detail.id)
    // An insert before them moves every later item by one.
    try await grid.apply(try model.insert(-1, at: ItemPath(section: 0, item: 0)), to: model.model)
    host.tap(try #require(host.find(text: "#151")).id)
    #expect(
      log.entries == ["tap 151 at [0, 151]", "detail 151 at [0, 151]", "tap 151 at [0, 152]"])
  }

  @Test("every mutable-model change becomes a line changeset that shows the new model")
  func linesFollowMutations() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...40).array(of: 5...5).array(of: 1...8)) {
      numbers in
      var model = MutableTableModel(sectioned: ["A", 1, 2, 3, 4, "B", 5])
      let grid = CollectionView(
        model: model.model, width: 30, itemWidth: 10, environment: .characterGrid())
      var next = 100
      for mutation in numbers.map(Mutation.init) {
        guard let changes = try? mutation.play(on: &model, next: &next) else { continue }
        do {
          try await grid.apply(changes, to: model.model)
        } catch {
          Issue.record("\(mutation): \(error)")
        }
        #expect(shownLines(grid) == expectedLines(model.model, columns: 3), "\(mutation)")
      }
    }
  }
}
