import Testing
import TrellisDiff
import TrellisTables

struct Fruit: Sendable, Equatable { let name: String }

@Suite("TableModel")
struct TableModelTests {
  @Test("a plain string starts a section; footers attach to the current one")
  func sectionedShorthand() {
    let model = TableModel(sectioned: [
      Fruit(name: "loose"), "Fruit", Fruit(name: "apple"), Fruit(name: "banana"),
      SectionFooter("2 kinds"), SectionHeader("Veg"), Fruit(name: "carrot"), SectionBreak(),
    ])
    #expect(model.sectionCount == 4)
    #expect(model.sections.map(\.header) == [nil, "Fruit", "Veg", nil])
    #expect(model.sections.map(\.footer) == [nil, "2 kinds", nil, nil])
    #expect(model.counts == [1, 2, 1, 0])
    #expect((model[ItemPath(section: 1, item: 1)] as? Fruit)?.name == "banana")
    #expect(model.object(at: ItemPath(section: 3, item: 0)) == nil)
  }

  @Test("empty and nil inputs make models without sections")
  func emptyAndNil() {
    #expect(TableModel(list: nil).sectionCount == 0)
    #expect(TableModel(list: []).sectionCount == 0)
    #expect(TableModel(sectioned: nil).sectionCount == 0)
    #expect(TableModel(sectioned: []).isEmpty)
    #expect(TableModel(list: [1, 2]).counts == [2])
  }

  @Test("alphabetical index with search and # entries leads to the right sections")
  func alphabeticalIndex() {
    let model = TableModel(
      sectioned: ["Apple", 1, "Cherry", 2, "42", 3],
      sectionIndex: .alphabetical(search: true))
    let titles = model.sectionIndexTitles
    #expect(titles.first == SectionIndex.searchTitle)
    #expect(titles.last == "#")
    #expect(titles.count == 28)
    #expect(model.target(forIndexTitle: SectionIndex.searchTitle) == .search)
    #expect(model.target(forIndexTitle: "A") == .section(0))
    #expect(model.target(forIndexTitle: "B") == .section(1))
    #expect(model.target(forIndexTitle: "C") == .section(1))
    #expect(model.target(forIndexTitle: "Z") == .section(2))
    #expect(model.target(forIndexTitle: "#") == .section(2))
    #expect(model.target(forIndexTitle: "?") == nil)
  }

  @Test("an index from section titles lists distinct first letters")
  func titleIndex() {
    let model = TableModel(
      sectioned: ["apple", 1, "avocado", 2, "banana", 3], sectionIndex: .sectionTitles())
    #expect(model.sectionIndexTitles == ["A", "B"])
    #expect(model.target(forIndexTitle: "B") == .section(2))
    #expect(TableModel(sectioned: ["x"]).sectionIndexTitles.isEmpty)
  }
}

struct Locked: RowPermissionProviding {
  var rowPermissions: RowPermissions { [.edit] }
}

@Suite("MutableTableModel")
struct MutableTableModelTests {
  @Test("appending to a model made from a plain (even empty) list works")
  func appendToList() throws {
    var model = MutableTableModel(list: [1, 2])
    #expect(model.append([3]) == Changeset(itemInserts: [ItemPath(section: 0, item: 2)]))
    #expect(model.model.counts == [3])
    var empty = MutableTableModel(list: nil)
    #expect(empty.append([1]) == Changeset(sectionInserts: [0]))
    #expect(empty.model.counts == [1])
  }

  @Test("per-row permissions refuse user edits and leave the model as it was")
  func permissions() throws {
    var model = MutableTableModel(list: [Locked(), 2, 3])
    let locked = ItemPath(section: 0, item: 0)
    #expect(throws: TableModelError.notPermitted(.delete, locked)) {
      try model.delete(at: locked)
    }
    #expect(throws: TableModelError.notPermitted(.move, locked)) {
      try model.move(from: locked, to: ItemPath(section: 0, item: 2))
    }
    #expect(model.model.counts == [3])
    #expect(try model.edit(at: locked, to: 9) == Changeset(itemReloads: [locked]))
    let moved = try model.move(
      from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 0))
    #expect(
      moved
        == Changeset(
          itemMoves: [ChangesetMove(from: ItemPath(section: 0, item: 1), to: locked)]))
    #expect(model.model.sections[0].objects.map { $0 as? Int } == [2, 9, 3])
    model.defaultPermissions = []
    #expect(throws: TableModelError.notPermitted(.delete, locked)) {
      try model.delete(at: locked)
    }
  }

  @Test("out-of-range changes throw typed errors")
  func outOfRange() {
    var model = MutableTableModel(list: [1])
    #expect(throws: TableModelError.sectionOutOfRange(3, count: 1)) {
      try model.insert(0, at: ItemPath(section: 3, item: 0))
    }
    #expect(throws: TableModelError.rowOutOfRange(ItemPath(section: 0, item: 2))) {
      try model.insert(0, at: ItemPath(section: 0, item: 2))
    }
    #expect(throws: TableModelError.sectionOutOfRange(1, count: 1)) {
      try model.removeSection(at: 1)
    }
  }

  @Test("an insert into a 100,000-row model yields a one-entry changeset")
  func largeInsert() throws {
    var model = MutableTableModel(list: Array(0..<100_000))
    let changes = try model.insert(-1, at: ItemPath(section: 0, item: 50_000))
    #expect(changes == Changeset(itemInserts: [ItemPath(section: 0, item: 50_000)]))
    #expect(changes.operationCount == 1)
    #expect(model.model.rowCount == 100_001)
  }
}
