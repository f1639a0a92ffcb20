import TrellisDiff
import TrellisTesting

/// A random valid changeset built by hand (not by diffing), with the counts
/// it is valid for. Sections are deleted, inserted, moved and reloaded
/// (moves and reloads together too); items are deleted, inserted, reloaded
/// and moved within and between sections, also into moved sections.
struct RandomChangeset {
  var changeset: Changeset
  var oldCounts: [Int]
  var newCounts: [Int]
  /// Item counts of the inserted and reloaded sections (0 elsewhere).
  var freshCounts: [Int]

  init(seed: Int) {
    var rng = SeededRandom(spreading: seed)
    oldCounts = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
      Int.random(in: 0...5, using: &rng)
    }
    let oldSectionCount = oldCounts.count
    var builder = Changeset.Builder()

    var deleted = [Bool](repeating: false, count: oldSectionCount)
    var moved: [Int] = []
    var reloaded = [Bool](repeating: false, count: oldSectionCount)
    for s in 0..<oldSectionCount {
      if rng.chance(0.2) {
        deleted[s] = true
        builder.deleteSection(s)
        continue
      }
      if rng.chance(0.25) { moved.append(s) }
      if rng.chance(0.2) {
        reloaded[s] = true
        builder.reloadSection(s)
      }
    }
    let insertedCount = Int.random(in: 0...2, using: &rng)
    let newSectionCount = oldSectionCount - deleted.filter { $0 }.count + insertedCount
    var claimed = Array(0..<newSectionCount).shuffled(using: &rng)
      .prefix(insertedCount + moved.count)
    var newToOld = [Int](repeating: -1, count: newSectionCount)
    for _ in 0..<insertedCount { builder.insertSection(claimed.removeFirst()) }
    for s in moved {
      let t = claimed.removeFirst()
      builder.moveSection(s, to: t)
      newToOld[t] = s
    }
    let movedSet = Set(moved)
    var free = (0..<newSectionCount).filter { t in newToOld[t] < 0 }
    let insertedSet = Set(builder.build().sectionInserts)
    free.removeAll { insertedSet.contains($0) }
    var cursor = 0
    for s in 0..<oldSectionCount where !deleted[s] && !movedSet.contains(s) {
      newToOld[free[cursor]] = s
      cursor += 1
    }

    // Items of kept sections: stay, go, or move to a random kept section.
    let keptNew = (0..<newSectionCount).filter { t in newToOld[t] >= 0 && !reloaded[newToOld[t]] }
    var staying = [Int](repeating: 0, count: newSectionCount)
    var arriving = [[ItemPath]](repeating: [], count: newSectionCount)
    for t in keptNew {
      let s = newToOld[t]
      for i in 0..<oldCounts[s] {
        let path = ItemPath(section: s, item: i)
        let roll = Double.random(in: 0..<1, using: &rng)
        if roll < 0.2 {
          builder.deleteItem(at: path)
          continue
        }
        if rng.chance(0.2) { builder.reloadItem(at: path) }
        if roll < 0.4, let target = keptNew.randomElement(using: &rng) {
          arriving[target].append(path)
        } else {
          staying[t] += 1
        }
      }
    }
    newCounts = [Int](repeating: 0, count: newSectionCount)
    freshCounts = [Int](repeating: 0, count: newSectionCount)
    for t in 0..<newSectionCount {
      if keptNew.contains(t) {
        let inserts = Int.random(in: 0...2, using: &rng)
        let count = staying[t] + arriving[t].count + inserts
        newCounts[t] = count
        var positions = Array(0..<count).shuffled(using: &rng).prefix(arriving[t].count + inserts)
        for source in arriving[t].shuffled(using: &rng) {
          builder.moveItem(from: source, to: ItemPath(section: t, item: positions.removeFirst()))
        }
        for j in positions { builder.insertItem(at: ItemPath(section: t, item: j)) }
      } else {
        freshCounts[t] = Int.random(in: 0...3, using: &rng)
        newCounts[t] = freshCounts[t]
      }
    }
    changeset = builder.build()
  }
}

/// Applies `changeset` to tracked data the way UIKit describes batch
/// updates, step by step: item deletes and move sources removed from the
/// highest index down, deleted and moved sections removed from the highest
/// index down, sections inserted from the lowest new index up (a moved
/// section with its remaining items), items inserted and moved in from the
/// lowest new path up, then reloads replaced where their entries ended up.
/// An independent reference for `apply`.
func referenceApply(
  _ changeset: Changeset, oldCounts: [Int], freshCounts: [Int]
) -> TrackedSections {
  var data = tracked(oldCounts)
  func freshSection(_ t: Int) -> ListSection<Origin<Int>, Origin<ItemPath>> {
    ListSection(
      .fresh(t), items: (0..<freshCounts[t]).map { .fresh(ItemPath(section: t, item: $0)) })
  }
  var movedItems: [ItemPath: Origin<ItemPath>] = [:]
  var removals: [ItemPath] = changeset.itemDeletes
  for move in changeset.itemMoves {
    movedItems[move.source] = data[move.source.section].items[move.source.item]
    removals.append(move.source)
  }
  for path in removals.sorted(by: >) { data[path.section].items.remove(at: path.item) }

  var movedSections: [Int: ListSection<Origin<Int>, Origin<ItemPath>>] = [:]
  var sectionRemovals = changeset.sectionDeletes
  for move in changeset.sectionMoves {
    movedSections[move.source] = data[move.source]
    sectionRemovals.append(move.source)
  }
  for s in sectionRemovals.sorted(by: >) { data.remove(at: s) }
  var sectionArrivals: [(Int, ListSection<Origin<Int>, Origin<ItemPath>>)] = []
  for t in changeset.sectionInserts { sectionArrivals.append((t, freshSection(t))) }
  for move in changeset.sectionMoves {
    sectionArrivals.append((move.destination, movedSections[move.source]!))
  }
  for (t, section) in sectionArrivals.sorted(by: { $0.0 < $1.0 }) { data.insert(section, at: t) }
  for s in changeset.sectionReloads {
    let t = data.firstIndex { $0.model == .old(s) }!
    data[t] = freshSection(t)
  }

  var arrivals: [(ItemPath, Origin<ItemPath>)] = []
  for path in changeset.itemInserts { arrivals.append((path, .fresh(path))) }
  for move in changeset.itemMoves { arrivals.append((move.destination, movedItems[move.source]!)) }
  for (path, value) in arrivals.sorted(by: { $0.0 < $1.0 }) {
    data[path.section].items.insert(value, at: path.item)
  }
  for path in changeset.itemReloads {
    for t in data.indices {
      if let j = data[t].items.firstIndex(of: .old(path)) {
        data[t].items[j] = .fresh(ItemPath(section: t, item: j))
      }
    }
  }
  return data
}
