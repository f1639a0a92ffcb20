import PropertyBased
import Testing
import TrellisDiff

@Suite("Staging")
struct StagingTests {
  private func p(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func emptyChangesetHasNoStages() {
    #expect(Changeset.empty.staged().isEmpty)
  }

  @Test func safeChangesetIsOneStage() {
    // Old sections 0, 1, 2 become 2, 0, 1; the moved section (old 2, new 0)
    // has no item changes, the others are not moved.
    var builder = Changeset.Builder()
    builder.moveSection(2, to: 0)
    builder.moveItem(from: p(0, 0), to: p(2, 1))
    builder.reloadItem(at: p(0, 1))
    let changes = builder.build()
    #expect(changes.isValid(oldCounts: [2, 1, 1], newCounts: [1, 1, 2]))
    #expect(changes.staged() == [changes])
  }

  @Test func movedAndReloadedItemIsReloadedAtItsNewPathInASecondStage() {
    var builder = Changeset.Builder()
    builder.moveItem(from: p(0, 3), to: p(0, 0))
    builder.reloadItem(at: p(0, 3))
    builder.reloadItem(at: p(0, 1))
    let stages = builder.build().staged()
    #expect(
      stages == [
        Changeset(itemMoves: [ChangesetMove(from: p(0, 3), to: p(0, 0))], itemReloads: [p(0, 1)]),
        Changeset(itemReloads: [p(0, 0)]),
      ])
  }

  @Test func sectionMoveWithItemChangesBecomesDeleteAndInsert() {
    // Old sections 0, 1, 2 become 2, 0, 1.
    var builder = Changeset.Builder()
    builder.moveSection(0, to: 2)  // items change in it: replaced
    builder.moveSection(1, to: 0)  // an item leaves it: replaced
    builder.deleteItem(at: p(0, 1))  // inside a replaced section: dropped
    builder.moveItem(from: p(0, 0), to: p(1, 0))  // out of a replaced one: an insert
    builder.moveItem(from: p(1, 2), to: p(2, 0))  // between replaced ones: dropped
    builder.moveItem(from: p(2, 0), to: p(2, 1))  // from old 2 into a replaced one: a delete
    let changes = builder.build()
    #expect(changes.isValid(oldCounts: [2, 3, 1], newCounts: [2, 1, 2]))
    #expect(
      changes.staged() == [
        Changeset(
          sectionDeletes: [0, 1], sectionInserts: [0, 2], itemDeletes: [p(2, 0)],
          itemInserts: [p(1, 0)])
      ])
  }

  @Test func sectionMoveAndReloadBecomesDeleteAndInsert() {
    var builder = Changeset.Builder()
    builder.moveSection(0, to: 1)
    builder.reloadSection(0)
    #expect(builder.build().staged() == [Changeset(sectionDeletes: [0], sectionInserts: [1])])
  }

  // MARK: Properties

  @Test func stagesOfDiffsAreSafeValidAndProduceTheNewData() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let (old, new) = randomSections(seed: seed)
      let changes = Changeset.diff(from: old, to: new)
      try checkStages(of: changes, old: old, new: new)
    }
  }

  @Test func stagesOfHandBuiltChangesetsAreSafeValidAndProduceTheSameData() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let random = RandomChangeset(seed: seed)
      let old = tracked(random.oldCounts)
      let new = try applyTracked(
        random.changeset, oldCounts: random.oldCounts, freshCounts: random.freshCounts)
      try checkStages(of: random.changeset, old: old, new: new)
    }
  }
}

/// Checks that the stages of `changes` are each valid and safe for hosts,
/// and that applying them in order to `old` gives `new`.
private func checkStages<Model: Equatable, Item: Equatable>(
  of changes: Changeset, old: [ListSection<Model, Item>], new: [ListSection<Model, Item>]
) throws {
  let stages = changes.staged()
  #expect(stages.count <= 2)
  #expect(stages.isEmpty == changes.isEmpty)
  var data = old
  for stage in stages {
    try stage.validate(oldCounts: data.map(\.items.count), newCounts: new.map(\.items.count))
    #expect(isSafeForHosts(stage))
    data = try stage.apply(
      to: data, section: { new[$0] }, item: { new[$0.section].items[$0.item] })
  }
  #expect(data == new)
  if stages.count == 2 {
    #expect(stages[1] == Changeset(itemReloads: stages[1].itemReloads))
  }
}

/// No item both moved and reloaded, no section both moved and reloaded, and
/// no item operation touching a moved section.
private func isSafeForHosts(_ changes: Changeset) -> Bool {
  let reloads = Set(changes.itemReloads)
  if changes.itemMoves.contains(where: { reloads.contains($0.source) }) { return false }
  let movedOld = Set(changes.sectionMoves.map(\.source))
  let movedNew = Set(changes.sectionMoves.map(\.destination))
  if changes.sectionReloads.contains(where: movedOld.contains) { return false }
  let oldPaths = changes.itemDeletes + changes.itemReloads + changes.itemMoves.map(\.source)
  let newPaths = changes.itemInserts + changes.itemMoves.map(\.destination)
  return !oldPaths.contains { movedOld.contains($0.section) }
    && !newPaths.contains { movedNew.contains($0.section) }
}
