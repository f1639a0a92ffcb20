import PropertyBased
import Testing
import TrellisDiff
import TrellisTesting

/// One broken rule: a changeset, the counts, and the error it must raise.
struct InvalidCase: Sendable, CustomTestStringConvertible {
  var name: String
  var changeset: Changeset
  var oldCounts: [Int]
  var newCounts: [Int]
  var error: ChangesetError

  var testDescription: String { name }
}

private func p(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

private func build(_ steps: (inout Changeset.Builder) -> Void) -> Changeset {
  var builder = Changeset.Builder()
  steps(&builder)
  return builder.build()
}

let invalidCases: [InvalidCase] = [
  InvalidCase(
    name: "section delete out of range", changeset: build { $0.deleteSection(3) },
    oldCounts: [1, 1], newCounts: [1],
    error: .sectionOutOfRange(.delete, section: 3, sectionCount: 2)),
  InvalidCase(
    name: "negative section reload", changeset: build { $0.reloadSection(-1) },
    oldCounts: [1], newCounts: [1], error: .sectionOutOfRange(.reload, section: -1, sectionCount: 1)
  ),
  InvalidCase(
    name: "section insert out of range", changeset: build { $0.insertSection(2) },
    oldCounts: [1], newCounts: [1, 0],
    error: .sectionOutOfRange(.insert, section: 2, sectionCount: 2)),
  InvalidCase(
    name: "section move source out of range", changeset: build { $0.moveSection(4, to: 0) },
    oldCounts: [1, 1], newCounts: [1, 1],
    error: .sectionOutOfRange(.moveSource, section: 4, sectionCount: 2)),
  InvalidCase(
    name: "section move destination out of range", changeset: build { $0.moveSection(0, to: 2) },
    oldCounts: [1, 1], newCounts: [1, 1],
    error: .sectionOutOfRange(.moveDestination, section: 2, sectionCount: 2)),
  InvalidCase(
    name: "section deleted twice",
    changeset: build {
      $0.deleteSection(0)
      $0.deleteSection(0)
    },
    oldCounts: [1, 1], newCounts: [],
    error: .sectionUsedTwice(section: 0, first: .delete, second: .delete)),
  InvalidCase(
    name: "section deleted and moved",
    changeset: build {
      $0.deleteSection(0)
      $0.moveSection(0, to: 1)
    },
    oldCounts: [1, 1, 1], newCounts: [1, 1], error: .sectionDeletedAndMoved(section: 0)),
  InvalidCase(
    name: "section moved twice",
    changeset: build {
      $0.moveSection(0, to: 1)
      $0.moveSection(0, to: 2)
    },
    oldCounts: [1, 1, 1], newCounts: [1, 1, 1],
    error: .sectionUsedTwice(section: 0, first: .moveSource, second: .moveSource)),
  InvalidCase(
    name: "section deleted and reloaded",
    changeset: build {
      $0.deleteSection(1)
      $0.reloadSection(1)
    },
    oldCounts: [1, 1], newCounts: [1], error: .sectionDeletedAndReloaded(section: 1)),
  InvalidCase(
    name: "section reloaded twice",
    changeset: build {
      $0.reloadSection(0)
      $0.reloadSection(0)
    },
    oldCounts: [1], newCounts: [1],
    error: .sectionUsedTwice(section: 0, first: .reload, second: .reload)),
  InvalidCase(
    name: "section inserted where another moves in",
    changeset: build {
      $0.insertSection(1)
      $0.moveSection(0, to: 1)
    },
    oldCounts: [1, 1], newCounts: [1, 1, 1],
    error: .sectionUsedTwice(section: 1, first: .insert, second: .moveDestination)),
  InvalidCase(
    name: "sections do not add up", changeset: build { $0.insertSection(0) },
    oldCounts: [1, 1], newCounts: [1, 1], error: .sectionCountMismatch(expected: 3, actual: 2)),
  InvalidCase(
    name: "item in a section out of range", changeset: build { $0.insertItem(at: p(4, 0)) },
    oldCounts: [0, 0], newCounts: [0, 0],
    error: .itemSectionOutOfRange(.insert, p(4, 0), sectionCount: 2)),
  InvalidCase(
    name: "item delete out of range", changeset: build { $0.deleteItem(at: p(0, 5)) },
    oldCounts: [3], newCounts: [2], error: .itemOutOfRange(.delete, p(0, 5), itemCount: 3)),
  InvalidCase(
    name: "negative item reload", changeset: build { $0.reloadItem(at: p(0, -1)) },
    oldCounts: [3], newCounts: [3], error: .itemOutOfRange(.reload, p(0, -1), itemCount: 3)),
  InvalidCase(
    name: "item insert out of range", changeset: build { $0.insertItem(at: p(0, 3)) },
    oldCounts: [2], newCounts: [3], error: .itemOutOfRange(.insert, p(0, 3), itemCount: 3)),
  InvalidCase(
    name: "item deleted twice",
    changeset: build {
      $0.deleteItem(at: p(0, 1))
      $0.deleteItem(at: p(0, 1))
    },
    oldCounts: [3], newCounts: [1], error: .itemUsedTwice(p(0, 1), first: .delete, second: .delete)),
  InvalidCase(
    name: "item deleted and moved",
    changeset: build {
      $0.deleteItem(at: p(0, 1))
      $0.moveItem(from: p(0, 1), to: p(0, 0))
    },
    oldCounts: [3], newCounts: [2], error: .itemDeletedAndMoved(p(0, 1))),
  InvalidCase(
    name: "item moved twice",
    changeset: build {
      $0.moveItem(from: p(0, 2), to: p(0, 0))
      $0.moveItem(from: p(0, 2), to: p(0, 1))
    },
    oldCounts: [3], newCounts: [3],
    error: .itemUsedTwice(p(0, 2), first: .moveSource, second: .moveSource)),
  InvalidCase(
    name: "item deleted and reloaded",
    changeset: build {
      $0.deleteItem(at: p(0, 1))
      $0.reloadItem(at: p(0, 1))
    },
    oldCounts: [3], newCounts: [2], error: .itemDeletedAndReloaded(p(0, 1))),
  InvalidCase(
    name: "item reloaded twice",
    changeset: build {
      $0.reloadItem(at: p(0, 0))
      $0.reloadItem(at: p(0, 0))
    },
    oldCounts: [1], newCounts: [1], error: .itemUsedTwice(p(0, 0), first: .reload, second: .reload)),
  InvalidCase(
    name: "item inserted twice",
    changeset: build {
      $0.insertItem(at: p(0, 0))
      $0.insertItem(at: p(0, 0))
    },
    oldCounts: [0], newCounts: [2], error: .itemUsedTwice(p(0, 0), first: .insert, second: .insert)),
  InvalidCase(
    name: "item inserted where another moves in",
    changeset: build {
      $0.insertItem(at: p(0, 0))
      $0.moveItem(from: p(0, 1), to: p(0, 0))
    },
    oldCounts: [2], newCounts: [3],
    error: .itemUsedTwice(p(0, 0), first: .insert, second: .moveDestination)),
  InvalidCase(
    name: "two items moved to one place",
    changeset: build {
      $0.moveItem(from: p(0, 0), to: p(0, 2))
      $0.moveItem(from: p(0, 1), to: p(0, 2))
    },
    oldCounts: [3], newCounts: [3],
    error: .itemUsedTwice(p(0, 2), first: .moveDestination, second: .moveDestination)),
  InvalidCase(
    name: "move out of a deleted section",
    changeset: build {
      $0.deleteSection(0)
      $0.moveItem(from: p(0, 0), to: p(0, 0))
    },
    oldCounts: [1, 1], newCounts: [2], error: .itemInDeletedSection(.moveSource, p(0, 0))),
  InvalidCase(
    name: "delete in a deleted section",
    changeset: build {
      $0.deleteSection(1)
      $0.deleteItem(at: p(1, 0))
    },
    oldCounts: [1, 1], newCounts: [1], error: .itemInDeletedSection(.delete, p(1, 0))),
  InvalidCase(
    name: "move into an inserted section",
    changeset: build {
      $0.insertSection(1)
      $0.moveItem(from: p(0, 0), to: p(1, 0))
    },
    oldCounts: [2], newCounts: [1, 1], error: .itemInInsertedSection(.moveDestination, p(1, 0))),
  InvalidCase(
    name: "insert into a reloaded section",
    changeset: build {
      $0.reloadSection(0)
      $0.insertItem(at: p(0, 0))
    },
    oldCounts: [1], newCounts: [2], error: .itemInReloadedSection(.insert, p(0, 0))),
  InvalidCase(
    name: "reload in a reloaded section",
    changeset: build {
      $0.reloadSection(0)
      $0.reloadItem(at: p(0, 0))
    },
    oldCounts: [1], newCounts: [1], error: .itemInReloadedSection(.reload, p(0, 0))),
  InvalidCase(
    name: "items do not add up", changeset: build { $0.deleteItem(at: p(1, 0)) },
    oldCounts: [2, 2], newCounts: [2, 2],
    error: .itemCountMismatch(oldSection: 1, newSection: 1, expected: 1, actual: 2)),
  InvalidCase(
    name: "items of a moved section do not add up",
    changeset: build {
      $0.moveSection(0, to: 1)
      $0.insertItem(at: p(1, 0))
    },
    oldCounts: [1, 5], newCounts: [5, 1],
    error: .itemCountMismatch(oldSection: 0, newSection: 1, expected: 2, actual: 1)),
]

@Suite("Validation")
struct ValidationTests {
  @Test(arguments: invalidCases)
  func brokenRuleIsReportedWithWhatAndWhere(_ invalid: InvalidCase) {
    #expect(throws: invalid.error) {
      try invalid.changeset.validate(oldCounts: invalid.oldCounts, newCounts: invalid.newCounts)
    }
    #expect(!invalid.changeset.isValid(oldCounts: invalid.oldCounts, newCounts: invalid.newCounts))
    #expect(!invalid.error.description.isEmpty)
  }

  @Test(arguments: invalidCases)
  func builderRefusesTheBrokenRule(_ invalid: InvalidCase) {
    var builder = Changeset.Builder()
    for s in invalid.changeset.sectionDeletes { builder.deleteSection(s) }
    for s in invalid.changeset.sectionInserts { builder.insertSection(s) }
    for m in invalid.changeset.sectionMoves { builder.moveSection(m.source, to: m.destination) }
    for s in invalid.changeset.sectionReloads { builder.reloadSection(s) }
    for q in invalid.changeset.itemDeletes { builder.deleteItem(at: q) }
    for q in invalid.changeset.itemInserts { builder.insertItem(at: q) }
    for m in invalid.changeset.itemMoves { builder.moveItem(from: m.source, to: m.destination) }
    for q in invalid.changeset.itemReloads { builder.reloadItem(at: q) }
    #expect(throws: invalid.error) {
      try builder.build(oldCounts: invalid.oldCounts, newCounts: invalid.newCounts)
    }
  }

  @Test func applyRefusesAnInvalidChangesetAndLeavesTheDataAlone() {
    let old = [ListSection(Header(id: 1), items: [Thing(id: 1), Thing(id: 2)])]
    let changes = build {
      $0.deleteItem(at: p(0, 0))
      $0.reloadItem(at: p(0, 0))
    }
    #expect(throws: ChangesetError.itemDeletedAndReloaded(p(0, 0))) {
      try changes.apply(to: old, section: { _ in old[0] }, item: { _ in Thing(id: 9) })
    }
    #expect(old[0].items.count == 2)
  }

  @Test func validExamplesPass() throws {
    // A move and a reload of the same item: it moved and changed.
    try build {
      $0.moveItem(from: p(0, 0), to: p(0, 2))
      $0.reloadItem(at: p(0, 0))
    }.validate(oldCounts: [3], newCounts: [3])
    // A section move with an item move between the moving sections.
    try build {
      $0.moveSection(2, to: 0)
      $0.moveItem(from: p(2, 0), to: p(1, 0))
    }.validate(oldCounts: [1, 1, 1], newCounts: [0, 2, 1])
    try Changeset.empty.validate(oldCounts: [4, 0], newCounts: [4, 0])
    // Items of deleted and inserted sections are not counted one by one.
    try build {
      $0.deleteSection(0)
      $0.insertSection(0)
    }.validate(oldCounts: [10], newCounts: [3])
  }

  @Test func flatApplyRejectsSectionOperations() {
    #expect(throws: ChangesetError.sectionChangeInFlatList(.insert, section: 0)) {
      try build { $0.insertSection(0) }.apply(to: [1, 2], item: { $0 })
    }
  }

  // MARK: Properties

  @Test func arbitraryChangesetsNeverCrashValidationOrApplying() async {
    await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed in
      var rng = SeededRandom(spreading: seed)
      let changes: Changeset
      let oldCounts: [Int]
      let newCounts: [Int]
      if rng.chance(0.5) {
        // Garbage: random operations with indexes partly out of range.
        oldCounts = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
          Int.random(in: 0...4, using: &rng)
        }
        newCounts = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
          Int.random(in: 0...4, using: &rng)
        }
        func index() -> Int { Int.random(in: -1...5, using: &rng) }
        func path() -> ItemPath { ItemPath(section: index(), item: index()) }
        var builder = Changeset.Builder()
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
          switch Int.random(in: 0...7, using: &rng) {
          case 0: builder.deleteSection(index())
          case 1: builder.insertSection(index())
          case 2: builder.moveSection(index(), to: index())
          case 3: builder.reloadSection(index())
          case 4: builder.deleteItem(at: path())
          case 5: builder.insertItem(at: path())
          case 6: builder.moveItem(from: path(), to: path())
          default: builder.reloadItem(at: path())
          }
        }
        changes = builder.build()
      } else {
        // Nearly valid: a valid hand-built changeset with one index nudged.
        let random = RandomChangeset(seed: seed)
        oldCounts = random.oldCounts
        newCounts = random.newCounts
        var paths = random.changeset.itemDeletes
        let nudge = Int.random(in: -1...1, using: &rng)
        if !paths.isEmpty { paths[0].item += nudge }
        changes = Changeset(
          sectionDeletes: random.changeset.sectionDeletes,
          sectionInserts: random.changeset.sectionInserts,
          sectionMoves: random.changeset.sectionMoves,
          sectionReloads: random.changeset.sectionReloads, itemDeletes: paths,
          itemInserts: random.changeset.itemInserts, itemMoves: random.changeset.itemMoves,
          itemReloads: random.changeset.itemReloads)
      }
      let old = tracked(oldCounts)
      let new: TrackedSections = newCounts.enumerated().map { t, count in
        ListSection(
          .fresh(t), items: (0..<count).map { Origin.fresh(ItemPath(section: t, item: $0)) })
      }
      let validation = Result { () throws(ChangesetError) in
        try changes.validate(oldCounts: oldCounts, newCounts: newCounts)
      }
      switch validation {
      case .success:
        let applied = try? changes.apply(to: old, fillingFrom: new)
        #expect(applied?.map(\.items.count) == newCounts)
      case .failure(let error):
        #expect(throws: error) { try changes.apply(to: old, fillingFrom: new) }
      }
      // The closure form derives the new counts; it must throw or produce
      // data of the section count the changeset implies.
      if let applied = try? changes.apply(
        to: old, section: { t in ListSection(.fresh(t), items: []) }, item: { .fresh($0) })
      {
        #expect(
          applied.count == old.count - changes.sectionDeletes.count + changes.sectionInserts.count)
      }
    }
  }

  @Test func brokenDiffsAreRejectedWithTheRightError() async {
    await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max)) { seed in
      let (old, new) = randomSections(seed: seed)
      let oldCounts = old.map(\.items.count)
      let newCounts = new.map(\.items.count)
      let changes = Changeset.diff(from: old, to: new)
      var rng = SeededRandom(spreading: seed)

      if let path = changes.itemDeletes.randomElement(using: &rng) {
        var builder = rebuild(changes)
        builder.deleteItem(at: path)
        #expect(throws: ChangesetError.itemUsedTwice(path, first: .delete, second: .delete)) {
          try builder.build().validate(oldCounts: oldCounts, newCounts: newCounts)
        }
        builder = rebuild(changes)
        builder.reloadItem(at: path)
        let broken = builder.build()
        #expect(throws: ChangesetError.itemDeletedAndReloaded(path)) {
          try broken.validate(oldCounts: oldCounts, newCounts: newCounts)
        }
        #expect(throws: ChangesetError.itemDeletedAndReloaded(path)) {
          try broken.apply(to: old, fillingFrom: new)
        }
      }
      if let s = changes.sectionDeletes.randomElement(using: &rng), oldCounts[s] > 0 {
        var builder = rebuild(changes)
        builder.deleteItem(at: p(s, 0))
        #expect(throws: ChangesetError.itemInDeletedSection(.delete, p(s, 0))) {
          try builder.build().validate(oldCounts: oldCounts, newCounts: newCounts)
        }
      }
      if let path = changes.itemInserts.randomElement(using: &rng) {
        var builder = Changeset.Builder()
        for s in changes.sectionDeletes { builder.deleteSection(s) }
        for t in changes.sectionInserts { builder.insertSection(t) }
        for m in changes.sectionMoves { builder.moveSection(m.source, to: m.destination) }
        for s in changes.sectionReloads { builder.reloadSection(s) }
        for q in changes.itemDeletes { builder.deleteItem(at: q) }
        for q in changes.itemInserts where q != path { builder.insertItem(at: q) }
        for m in changes.itemMoves { builder.moveItem(from: m.source, to: m.destination) }
        for q in changes.itemReloads { builder.reloadItem(at: q) }
        let error = try #require(
          throws: ChangesetError.self,
          performing: { try builder.build().validate(oldCounts: oldCounts, newCounts: newCounts) })
        guard case .itemCountMismatch(_, let t, let expected, let actual) = error else {
          Issue.record("expected a count mismatch, got \(error)")
          return
        }
        #expect(t == path.section && expected == actual - 1)
      }
      if let t = newCounts.indices.randomElement(using: &rng),
        !changes.sectionInserts.contains(t)
      {
        var builder = rebuild(changes)
        builder.insertItem(at: p(t, newCounts[t]))
        let error = try #require(
          throws: ChangesetError.self,
          performing: { try builder.build().validate(oldCounts: oldCounts, newCounts: newCounts) })
        switch error {
        case .itemOutOfRange(.insert, let path, let count):
          #expect(path == p(t, newCounts[t]) && count == newCounts[t])
        case .itemInReloadedSection(.insert, let path):
          #expect(path == p(t, newCounts[t]))
        default:
          Issue.record("expected an insert out of range, got \(error)")
        }
      }
    }
  }
}

/// A builder holding every operation of `changes`.
private func rebuild(_ changes: Changeset) -> Changeset.Builder {
  var builder = Changeset.Builder()
  for s in changes.sectionDeletes { builder.deleteSection(s) }
  for t in changes.sectionInserts { builder.insertSection(t) }
  for m in changes.sectionMoves { builder.moveSection(m.source, to: m.destination) }
  for s in changes.sectionReloads { builder.reloadSection(s) }
  for q in changes.itemDeletes { builder.deleteItem(at: q) }
  for q in changes.itemInserts { builder.insertItem(at: q) }
  for m in changes.itemMoves { builder.moveItem(from: m.source, to: m.destination) }
  for q in changes.itemReloads { builder.reloadItem(at: q) }
  return builder
}
