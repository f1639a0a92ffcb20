import PropertyBased
import Testing
import TrellisDiff

@Suite("Applying")
struct ApplyTests {
  private func p(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func flatExampleFromTheDocumentation() throws {
    // old [A, B, C, D] -> new [E, D, A, C']
    var builder = Changeset.Builder()
    builder.deleteItem(at: p(0, 1))
    builder.insertItem(at: p(0, 0))
    builder.moveItem(from: p(0, 3), to: p(0, 1))
    builder.reloadItem(at: p(0, 2))
    let changes = try builder.build(oldCounts: [4], newCounts: [4])
    let result = try changes.apply(to: ["A", "B", "C", "D"], fillingFrom: ["E", "D", "A", "C'"])
    #expect(result == ["E", "D", "A", "C'"])
    let viaClosure = try changes.apply(to: ["A", "B", "C", "D"]) { $0 == 0 ? "E" : "C'" }
    #expect(viaClosure == ["E", "D", "A", "C'"])
  }

  @Test func movedSectionCarriesItsItemsAndTakesItemChanges() throws {
    let old = [
      ListSection("x", items: [1, 2]), ListSection("y", items: [3]),
      ListSection("z", items: [4, 5]),
    ]
    var builder = Changeset.Builder()
    builder.moveSection(2, to: 0)
    builder.moveItem(from: p(0, 0), to: p(0, 1))  // 1 into z, which is now section 0
    builder.deleteItem(at: p(2, 0))  // 4
    builder.insertItem(at: p(2, 1))  // into y
    let result = try builder.build().apply(
      to: old, section: { _ in ListSection("?", items: []) }, item: { _ in 9 })
    #expect(
      result == [
        ListSection("z", items: [5, 1]), ListSection("x", items: [2]),
        ListSection("y", items: [3, 9]),
      ])
  }

  @Test func insertedAndReloadedSectionsComeFromTheProvider() throws {
    let old = [ListSection("a", items: [1]), ListSection("b", items: [2])]
    var builder = Changeset.Builder()
    builder.insertSection(0)
    builder.reloadSection(1)
    var asked: [Int] = []
    let result = try builder.build().apply(
      to: old,
      section: { t in
        asked.append(t)
        return ListSection("new\(t)", items: [t * 10])
      },
      item: { _ in -1 })
    #expect(asked.sorted() == [0, 2])
    #expect(
      result == [
        ListSection("new0", items: [0]), ListSection("a", items: [1]),
        ListSection("new2", items: [20]),
      ])
  }

  @Test func fillingFromRejectsNewDataOfTheWrongShape() {
    var builder = Changeset.Builder()
    builder.insertItem(at: p(0, 0))
    #expect(
      throws: ChangesetError.itemCountMismatch(oldSection: 0, newSection: 0, expected: 2, actual: 3)
    ) {
      try builder.build().apply(to: [1], fillingFrom: [0, 1, 2])
    }
  }

  // MARK: Properties

  @Test func handBuiltChangesetsValidateAndApplyLikeBatchUpdates() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let random = RandomChangeset(seed: seed)
      try random.changeset.validate(oldCounts: random.oldCounts, newCounts: random.newCounts)
      let applied = try applyTracked(
        random.changeset, oldCounts: random.oldCounts, freshCounts: random.freshCounts)
      let expected = referenceApply(
        random.changeset, oldCounts: random.oldCounts, freshCounts: random.freshCounts)
      #expect(applied == expected)
      #expect(applied.map(\.items.count) == random.newCounts)
    }
  }
}
