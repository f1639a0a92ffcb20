import PropertyBased
import Testing
import TrellisDiff
import TrellisTesting

@Suite("Flat diff")
struct FlatDiffTests {
  private func things(_ ids: [Int]) -> [Thing] { ids.map { Thing(id: $0) } }
  private func path(_ item: Int) -> ItemPath { ItemPath(section: 0, item: item) }

  @Test func identicalListsGiveAnEmptyChangeset() {
    let list = things([1, 2, 3])
    #expect(Changeset.diff(from: list, to: list).isEmpty)
    #expect(Changeset.diff(from: [Thing](), to: []).isEmpty)
  }

  @Test func insertsAndDeletesUseNewAndOldIndexes() {
    let changes = Changeset.diff(from: things([1, 2, 3]), to: things([1, 4, 3, 5]))
    #expect(changes.itemDeletes == [path(1)])
    #expect(changes.itemInserts == [path(1), path(3)])
    #expect(changes.itemMoves.isEmpty)
    #expect(changes.itemReloads.isEmpty)
    #expect(!changes.hasSectionChanges)
  }

  @Test func fromEmptyAndToEmpty() {
    #expect(Changeset.diff(from: [], to: things([7, 8])).itemInserts == [path(0), path(1)])
    #expect(Changeset.diff(from: things([7, 8]), to: []).itemDeletes == [path(0), path(1)])
  }

  @Test func changedContentIsAReloadByOldIndex() {
    let old = [Thing(id: 1), Thing(id: 2), Thing(id: 3)]
    let new = [Thing(id: 0), Thing(id: 1), Thing(id: 2, content: 9), Thing(id: 3)]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.itemReloads == [path(1)])
    #expect(changes.itemInserts == [path(0)])
  }

  @Test func oneItemMovedIsOneMove() {
    let changes = Changeset.diff(from: things([1, 2, 3, 4, 5]), to: things([2, 3, 4, 5, 1]))
    #expect(changes.itemMoves == [ChangesetMove(from: path(0), to: path(4))])
    #expect(changes.operationCount == 1)
  }

  @Test func movedAndChangedIsAMovePlusAReloadOfTheOldIndex() throws {
    let old = [Thing(id: 1), Thing(id: 2), Thing(id: 3)]
    let new = [Thing(id: 2), Thing(id: 3), Thing(id: 1, content: 5)]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.itemMoves == [ChangesetMove(from: path(0), to: path(2))])
    #expect(changes.itemReloads == [path(0)])
    #expect(try changes.apply(to: old, fillingFrom: new) == new)
  }

  @Test func reversalMovesAllButOne() {
    let changes = Changeset.diff(from: things(Array(0..<10)), to: things((0..<10).reversed()))
    #expect(changes.itemMoves.count == 9)
  }

  @Test func duplicatesAreMatchedInOrderAndExtrasBecomeDeletesOrInserts() {
    // old: A A B, new: B A: the first A matches, the second is deleted.
    let changes = Changeset.diff(from: things([1, 1, 2]), to: things([2, 1]))
    #expect(changes.itemDeletes == [path(1)])
    #expect(changes.itemInserts.isEmpty)
    #expect(changes.itemMoves.count == 1)
    // old: A, new: A A: the second A is inserted.
    let more = Changeset.diff(from: things([1]), to: things([1, 1]))
    #expect(more.itemInserts == [path(1)])
    #expect(more.operationCount == 1)
  }

  @Test func idAndContentClosures() {
    let old = ["apple", "banana", "cherry"]
    let new = ["Banana", "apple", "cherry"]
    let changes = Changeset.diff(
      from: old, to: new, id: { $0.lowercased() }, isContentEqual: { $0 == $1 })
    #expect(changes.itemMoves.count == 1)
    #expect(changes.itemReloads == [path(1)])
  }

  @Test func worksOnSlicesAndOtherCollections() {
    let old = things([9, 1, 2, 3])[1...]
    let new = things([9, 3, 1, 2])[1...]
    let changes = Changeset.diff(from: old, to: new)
    #expect(changes.itemMoves == [ChangesetMove(from: path(2), to: path(0))])
  }

  @Test func strictDiffRejectsDuplicatesWithTheirPositions() {
    #expect(
      throws: DuplicateIdentifierError.item(id: "1", side: .old, first: path(0), duplicate: path(2))
    ) {
      try Changeset.strictDiff(from: things([1, 2, 1]), to: things([1]))
    }
    #expect(
      throws: DuplicateIdentifierError.item(id: "5", side: .new, first: path(1), duplicate: path(3))
    ) {
      try Changeset.strictDiff(from: things([1]), to: things([1, 5, 6, 5]))
    }
    #expect(throws: Never.self) {
      let changes = try Changeset.strictDiff(from: things([1, 2]), to: things([2, 1]))
      #expect(changes.itemMoves.count == 1)
    }
  }

  @Test func oneInAHundredMovedGivesExactlyThoseMoves() throws {
    var rng = SeededRandom(spreading: 42)
    let old = things(Array(0..<1000))
    var new = old
    var moved = Set<Int>()
    while moved.count < 10 {
      let from = Int.random(in: new.indices, using: &rng)
      let thing = new.remove(at: from)
      new.insert(thing, at: Int.random(in: 0...new.count, using: &rng))
      moved.insert(thing.id)
    }
    let changes = Changeset.diff(from: old, to: new)
    let reference = 1000 - longestIncreasingLength(new.map(\.id))
    #expect(changes.itemMoves.count == reference)
    #expect(changes.itemMoves.count <= 10)
    #expect(try changes.apply(to: old, fillingFrom: new) == new)
  }

  @Test func largeOutOfOrderListsAreMatchedCorrectly() async {
    // Shuffled halves make the single walk give up and match through the
    // bulk table; duplicates check the in-order rule on that path too.
    await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max)) { seed throws in
      var rng = SeededRandom(spreading: seed)
      let count = Int.random(in: 1200...1600, using: &rng)
      let idRange = rng.chance(0.5) ? count * 4 : count / 2
      let old = (0..<count).map { _ in
        Thing(
          id: Int.random(in: 0..<idRange, using: &rng), content: Int.random(in: 0...1, using: &rng))
      }
      var new = old.filter { _ in !rng.chance(0.1) }.map { thing in
        rng.chance(0.1) ? Thing(id: thing.id, content: thing.content + 1) : thing
      }
      if rng.chance(0.3) {
        // Mostly different identifiers.
        new = new.map { thing in
          rng.chance(0.8) ? Thing(id: Int.random(in: 0..<(idRange * 4), using: &rng)) : thing
        }
      }
      let cut = Int.random(in: 0...new.count, using: &rng)
      new[cut...].shuffle(using: &rng)
      new += (0..<Int.random(in: 0...100, using: &rng)).map { _ in
        Thing(id: Int.random(in: 0..<idRange, using: &rng))
      }
      let changes = Changeset.diff(from: old, to: new)
      #expect(try changes.apply(to: old, fillingFrom: new) == new)
      let matches = inOrderMatches(old: old.map(\.id), new: new.map(\.id))
      #expect(changes.itemDeletes.count == old.count - matches.count)
      #expect(
        changes.itemMoves.count == matches.count - longestIncreasingLength(matches.map(\.new)))
      let reloads = matches.filter { old[$0.old] != new[$0.new] }.map {
        ItemPath(section: 0, item: $0.old)
      }
      #expect(changes.itemReloads == reloads)
    }
  }

  // MARK: Properties

  @Test func diffValidatesAndAppliesToTheNewList() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let (old, new) = randomLists(seed: seed)
      let changes = Changeset.diff(from: old, to: new)
      #expect(changes.isValid(oldCounts: [old.count], newCounts: [new.count]))
      #expect(try changes.apply(to: old, fillingFrom: new) == new)
    }
  }

  @Test func diffIsMinimal() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let (old, new) = randomLists(seed: seed)
      let changes = Changeset.diff(from: old, to: new)
      let matches = inOrderMatches(old: old.map(\.id), new: new.map(\.id))
      #expect(changes.itemDeletes.count == old.count - matches.count)
      #expect(changes.itemInserts.count == new.count - matches.count)
      let staying = longestIncreasingLength(matches.map(\.new))
      #expect(changes.itemMoves.count == matches.count - staying)
    }
  }

  @Test func reloadsAreExactlyTheMatchedItemsWhoseContentChanged() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let (old, new) = randomLists(seed: seed)
      let changes = Changeset.diff(from: old, to: new)
      var withoutReloads = Changeset.Builder()
      for path in changes.itemDeletes { withoutReloads.deleteItem(at: path) }
      for path in changes.itemInserts { withoutReloads.insertItem(at: path) }
      for move in changes.itemMoves {
        withoutReloads.moveItem(from: move.source, to: move.destination)
      }
      let origins = try applyTracked(
        withoutReloads.build(), oldCounts: [old.count], freshCounts: [])[0].items
      let reloaded = Set(changes.itemReloads)
      #expect(origins.count == new.count)
      for (j, origin) in origins.enumerated() {
        guard case .old(let p) = origin else { continue }
        #expect(old[p.item].id == new[j].id)
        #expect((old[p.item] != new[j]) == reloaded.contains(p))
      }
    }
  }

  @Test func strictDiffThrowsExactlyWhenIdentifiersRepeat() async {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max)) { seed throws in
      let (old, new) = randomLists(seed: seed)
      let hasDuplicates =
        Set(old.map(\.id)).count != old.count || Set(new.map(\.id)).count != new.count
      do {
        let changes = try Changeset.strictDiff(from: old, to: new)
        #expect(!hasDuplicates)
        #expect(changes == Changeset.diff(from: old, to: new))
      } catch {
        #expect(hasDuplicates)
      }
    }
  }
}
