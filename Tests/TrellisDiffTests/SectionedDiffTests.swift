import PropertyBased
import Testing
import TrellisDiff

@Suite("Sectioned diff")
struct SectionedDiffTests {
  private func section(_ id: Int, _ items: [Int], title: Int = 0) -> ListSection<Header, Thing> {
    ListSection(Header(id: id, title: title), items: items.map { Thing(id: $0) })
  }
  private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }

  @Test func itemMovingBetweenSectionsIsOneMove() throws {
    let old = [section(1, [10, 11, 12]), section(2, [20, 21])]
    let new = [section(1, [10, 12]), section(2, [20, 11, 21])]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.itemMoves == [ChangesetMove(from: path(0, 1), to: path(1, 1))])
    #expect(changes.operationCount == 1)
    #expect(try changes.apply(to: old, fillingFrom: new) == new)
  }

  @Test func itemsOfDeletedAndInsertedSectionsAreNotListed() {
    let old = [section(1, [10, 11]), section(2, [20, 21])]
    let new = [section(2, [20, 21]), section(3, [30, 31, 32])]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.sectionDeletes == [0])
    #expect(changes.sectionInserts == [1])
    #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty)
    #expect(changes.itemMoves.isEmpty)
  }

  @Test func itemLeavingADeletedSectionIsAnInsert() throws {
    let old = [section(1, [10, 11]), section(2, [20])]
    let new = [section(2, [11, 20])]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.sectionDeletes == [0])
    #expect(changes.itemInserts == [path(0, 0)])
    #expect(changes.itemMoves.isEmpty)
    #expect(try changes.apply(to: old, fillingFrom: new) == new)
  }

  @Test func itemEnteringAnInsertedSectionIsADelete() throws {
    let old = [section(1, [10, 11])]
    let new = [section(3, [11]), section(1, [10])]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.sectionInserts == [0])
    #expect(changes.itemDeletes == [path(0, 1)])
    #expect(changes.itemMoves.isEmpty)
    #expect(try changes.apply(to: old, fillingFrom: new) == new)
  }

  @Test func movedSectionCarriesItsItems() throws {
    let old = [section(1, [10]), section(2, [20]), section(3, [30])]
    let new = [section(3, [30]), section(1, [10]), section(2, [20])]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.sectionMoves == [ChangesetMove(from: 2, to: 0)])
    #expect(changes.operationCount == 1)
    #expect(try changes.apply(to: old, fillingFrom: new) == new)
  }

  @Test func changedSectionModelReloadsTheWholeSection() throws {
    let old = [section(1, [10, 11]), section(2, [20])]
    let new = [section(1, [11, 12], title: 5), section(2, [20])]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.sectionReloads == [0])
    #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty && changes.itemMoves.isEmpty)
    #expect(try changes.apply(to: old, fillingFrom: new) == new)
  }

  @Test func movedAndChangedItemIsAMoveAndAReloadOfItsOldPath() {
    let old = [section(1, [10]), section(2, [20])]
    var new = [section(1, []), section(2, [20, 10])]
    new[1].items[1].content = 3
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.itemMoves == [ChangesetMove(from: path(0, 0), to: path(1, 1))])
    #expect(changes.itemReloads == [path(0, 0)])
  }

  @Test func closuresChooseIdentityAndContent() {
    let old = [ListSection("a", items: ["x1", "y1"]), ListSection("b", items: [])]
    let new = [ListSection("b", items: ["y2"]), ListSection("a", items: ["x1"])]
    let changes = Changeset.diff(
      from: old, to: new, sectionID: { $0 }, itemID: { $0.first! },
      isSectionContentEqual: { $0 == $1 }, isItemContentEqual: { $0 == $1 })
    #expect(changes.sectionMoves.count == 1)
    #expect(changes.itemMoves.count == 1)
    #expect(changes.itemReloads.count == 1)
  }

  @Test func strictDiffReportsDuplicateSectionsAndItems() {
    #expect(throws: DuplicateIdentifierError.section(id: "1", side: .old, first: 0, duplicate: 2)) {
      try Changeset.strictDiff(from: [section(1, []), section(2, []), section(1, [])], to: [])
    }
    #expect(
      throws: DuplicateIdentifierError.item(
        id: "7", side: .new, first: path(0, 1), duplicate: path(2, 0))
    ) {
      try Changeset.strictDiff(
        from: [section(1, [7])], to: [section(1, [6, 7]), section(2, []), section(3, [7])])
    }
  }

  @Test func duplicateItemsAcrossSectionsAreMatchedInOrder() throws {
    // Item 7 appears twice; the first old 7 matches the first new 7.
    let old = [section(1, [7]), section(2, [7])]
    let new = [section(1, [7]), section(2, [])]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.itemDeletes == [path(1, 0)])
    #expect(changes.operationCount == 1)
    #expect(try changes.apply(to: old, fillingFrom: new) == new)
  }

  // MARK: Properties

  @Test func diffValidatesAndAppliesToTheNewData() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let (old, new) = randomSections(seed: seed)
      let changes = Changeset.diff(from: old, to: new)
      #expect(
        changes.isValid(oldCounts: old.map(\.items.count), newCounts: new.map(\.items.count)))
      #expect(try changes.apply(to: old, fillingFrom: new) == new)
      // Lists come out sorted, so equal changesets compare equal.
      let resorted = Changeset(
        sectionDeletes: changes.sectionDeletes, sectionInserts: changes.sectionInserts,
        sectionMoves: changes.sectionMoves, sectionReloads: changes.sectionReloads,
        itemDeletes: changes.itemDeletes, itemInserts: changes.itemInserts,
        itemMoves: changes.itemMoves, itemReloads: changes.itemReloads)
      #expect(resorted == changes)
    }
  }

  @Test func diffIsMinimal() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let (old, new) = randomSections(seed: seed)
      let changes = Changeset.diff(from: old, to: new)
      let expected = referenceCounts(old: old, new: new)
      #expect(changes.sectionDeletes.count == expected.sectionDeletes)
      #expect(changes.sectionInserts.count == expected.sectionInserts)
      #expect(changes.sectionMoves.count == expected.sectionMoves)
      #expect(changes.sectionReloads.count == expected.sectionReloads)
      #expect(changes.itemDeletes.count == expected.itemDeletes)
      #expect(changes.itemInserts.count == expected.itemInserts)
      #expect(changes.itemMoves.count == expected.itemMoves)
    }
  }

  @Test func reloadsAreExactlyTheMatchedEntriesWhoseContentChanged() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let (old, new) = randomSections(seed: seed)
      let changes = Changeset.diff(from: old, to: new)
      // Without the reloads, every kept entry shows where it came from.
      var builder = Changeset.Builder()
      for s in changes.sectionDeletes { builder.deleteSection(s) }
      for t in changes.sectionInserts { builder.insertSection(t) }
      for move in changes.sectionMoves { builder.moveSection(move.source, to: move.destination) }
      for path in changes.itemDeletes { builder.deleteItem(at: path) }
      for path in changes.itemInserts { builder.insertItem(at: path) }
      for move in changes.itemMoves { builder.moveItem(from: move.source, to: move.destination) }
      let origins = try applyTracked(
        builder.build(), oldCounts: old.map(\.items.count), freshCounts: new.map(\.items.count))
      let reloadedSections = Set(changes.sectionReloads)
      let reloadedItems = Set(changes.itemReloads)
      try #require(origins.count == new.count)
      for (t, section) in origins.enumerated() {
        guard case .old(let s) = section.model else { continue }
        #expect(old[s].model.id == new[t].model.id)
        #expect((old[s].model != new[t].model) == reloadedSections.contains(s))
        if reloadedSections.contains(s) { continue }
        try #require(section.items.count == new[t].items.count)
        for (j, origin) in section.items.enumerated() {
          guard case .old(let p) = origin else { continue }
          let before = old[p.section].items[p.item]
          #expect(before.id == new[t].items[j].id)
          #expect((before != new[t].items[j]) == reloadedItems.contains(p))
        }
      }
    }
  }

  @Test func strictDiffThrowsExactlyWhenIdentifiersRepeat() async {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max)) { seed in
      let (old, new) = randomSections(seed: seed)
      func repeats(_ data: Sections) -> Bool {
        let items = data.flatMap(\.items)
        return Set(data.map(\.model.id)).count != data.count
          || Set(items.map(\.id)).count != items.count
      }
      do {
        let changes = try Changeset.strictDiff(from: old, to: new)
        #expect(!repeats(old) && !repeats(new))
        #expect(changes == Changeset.diff(from: old, to: new))
      } catch {
        #expect(repeats(old) || repeats(new))
      }
    }
  }
}

/// Operation counts of a minimal sectioned changeset, computed the plain
/// way: in-order matching of identifiers, quadratic longest increasing
/// subsequences.
private func referenceCounts(old: Sections, new: Sections) -> (
  sectionDeletes: Int, sectionInserts: Int, sectionMoves: Int, sectionReloads: Int,
  itemDeletes: Int, itemInserts: Int, itemMoves: Int
) {
  let sections = inOrderMatches(old: old.map(\.model.id), new: new.map(\.model.id))
  let sectionMoves = sections.count - longestIncreasingLength(sections.map(\.new))
  var newOfOld = [Int: Int]()
  var kept = [(old: Int, new: Int)]()
  var reloads = 0
  for pair in sections {
    if old[pair.old].model == new[pair.new].model {
      newOfOld[pair.old] = pair.new
      kept.append(pair)
    } else {
      reloads += 1
    }
  }
  let keptNew = Set(kept.map(\.new))
  let oldPool = old.indices.filter { newOfOld[$0] != nil }.flatMap { s in
    old[s].items.indices.map { ItemPath(section: s, item: $0) }
  }
  let newPool = new.indices.filter { keptNew.contains($0) }.flatMap { t in
    new[t].items.indices.map { ItemPath(section: t, item: $0) }
  }
  let matches = inOrderMatches(
    old: oldPool.map { old[$0.section].items[$0.item].id },
    new: newPool.map { new[$0.section].items[$0.item].id })
  var moves = 0
  for pair in kept {
    let inSection = matches.filter {
      oldPool[$0.old].section == pair.old && newPool[$0.new].section == pair.new
    }
    moves += inSection.count - longestIncreasingLength(inSection.map { newPool[$0.new].item })
  }
  moves += matches.filter { newOfOld[oldPool[$0.old].section] != newPool[$0.new].section }.count
  return (
    old.count - sections.count, new.count - sections.count, sectionMoves, reloads,
    oldPool.count - matches.count, newPool.count - matches.count, moves
  )
}
