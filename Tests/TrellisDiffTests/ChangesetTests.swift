import Testing
import TrellisDiff

@Suite("Changeset value")
struct ChangesetTests {
  private func p(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func itemPathsOrderBySectionThenItem() {
    #expect(p(0, 9) < p(1, 0))
    #expect(p(1, 2) < p(1, 3))
    #expect(!(p(2, 0) < p(2, 0)))
    #expect([p(2, 5), p(0, 1), p(0, 0)].sorted() == [p(0, 0), p(0, 1), p(2, 5)])
    #expect(p(2, 5).description == "[2, 5]")
  }

  @Test func builderOrderDoesNotMatter() {
    var first = Changeset.Builder()
    first.deleteItem(at: p(0, 3))
    first.deleteItem(at: p(0, 1))
    first.insertSection(2)
    first.insertSection(0)
    first.moveItem(from: p(1, 4), to: p(0, 0))
    first.moveItem(from: p(1, 0), to: p(1, 3))
    var second = Changeset.Builder()
    second.moveItem(from: p(1, 0), to: p(1, 3))
    second.insertSection(0)
    second.deleteItem(at: p(0, 1))
    second.moveItem(from: p(1, 4), to: p(0, 0))
    second.insertSection(2)
    second.deleteItem(at: p(0, 3))
    #expect(first.build() == second.build())
    #expect(first.build().itemDeletes == [p(0, 1), p(0, 3)])
    #expect(first.build().sectionInserts == [0, 2])
    #expect(first.build().itemMoves.map(\.source) == [p(1, 0), p(1, 4)])
  }

  @Test func initialiserSortsEveryList() {
    let changes = Changeset(
      sectionDeletes: [3, 1], sectionInserts: [2, 0],
      sectionMoves: [ChangesetMove(from: 5, to: 0), ChangesetMove(from: 4, to: 1)],
      sectionReloads: [6, 2], itemDeletes: [p(1, 0), p(0, 2)], itemInserts: [p(2, 0), p(0, 0)],
      itemMoves: [
        ChangesetMove(from: p(0, 5), to: p(0, 0)), ChangesetMove(from: p(0, 1), to: p(0, 3)),
      ],
      itemReloads: [p(0, 9), p(0, 4)])
    #expect(changes.sectionDeletes == [1, 3])
    #expect(changes.sectionInserts == [0, 2])
    #expect(changes.sectionMoves.map(\.source) == [4, 5])
    #expect(changes.sectionReloads == [2, 6])
    #expect(changes.itemDeletes == [p(0, 2), p(1, 0)])
    #expect(changes.itemInserts == [p(0, 0), p(2, 0)])
    #expect(changes.itemMoves.map(\.source) == [p(0, 1), p(0, 5)])
    #expect(changes.itemReloads == [p(0, 4), p(0, 9)])
    #expect(changes.operationCount == 16)
  }

  @Test func emptinessAndSectionChanges() {
    #expect(Changeset.empty.isEmpty)
    #expect(!Changeset.empty.hasSectionChanges)
    #expect(Changeset.empty.operationCount == 0)
    let reload = Changeset(itemReloads: [p(0, 0)])
    #expect(!reload.isEmpty && !reload.hasSectionChanges)
    let sectionMove = Changeset(sectionMoves: [ChangesetMove(from: 0, to: 1)])
    #expect(!sectionMove.isEmpty && sectionMove.hasSectionChanges)
  }

  @Test func descriptionListsTheOperations() {
    #expect(Changeset.empty.description == "Changeset(empty)")
    let changes = Changeset(
      sectionDeletes: [1], itemMoves: [ChangesetMove(from: p(0, 2), to: p(0, 0))])
    #expect(
      changes.description == "Changeset(section deletes: [1]; item moves: [[0, 2] -> [0, 0]])")
  }

  @Test func errorDescriptionsSayWhatAndWhere() {
    #expect(
      ChangesetError.itemDeletedAndReloaded(p(0, 3)).description
        == "item [0, 3] is both deleted and reloaded")
    #expect(
      ChangesetError.itemInDeletedSection(.moveSource, p(2, 0)).description
        == "item move source [2, 0] is in section 2, which is being deleted")
    #expect(
      DuplicateIdentifierError.section(id: "inbox", side: .new, first: 0, duplicate: 3).description
        == "duplicate section identifier inbox in the new data: sections 0 and 3")
  }

  @Test func sectionsAreIdentifiableByTheirModel() {
    let section = ListSection(Header(id: 7), items: [Thing(id: 1)])
    #expect(section.id == 7)
  }
}
