/// The items that take part in a sectioned diff — those of sections that are
/// kept (matched and not reloaded) — numbered across sections, so one
/// identity matching covers moves between sections.
@usableFromInline
struct SectionPools {
  /// First pool number of each old section, or -1 if its items do not take
  /// part.
  @usableFromInline var oldStart: [Int]
  /// First pool number of each new section, or -1 if its items do not take
  /// part.
  @usableFromInline var newStart: [Int]
  /// The old section of each old pool number.
  @usableFromInline var oldSection: [Int]
  /// The new section of each new pool number.
  @usableFromInline var newSection: [Int]
  /// The matching of old and new pool numbers, once computed.
  @usableFromInline var items = Matching(prefix: 0, oldToNew: [], newToOld: [])

  /// Numbers the items of kept sections, given the section matching, the
  /// reloaded old sections and the item counts of both versions.
  @usableFromInline
  init(sections: Matching, sectionReloads: [Int], oldCounts: [Int], newCounts: [Int]) {
    var kept = [Bool](repeating: false, count: sections.oldToNew.count)
    for s in kept.indices { kept[s] = sections.oldToNew[s] >= 0 }
    for s in sectionReloads { kept[s] = false }
    (oldStart, oldSection) = Self.number(counts: oldCounts) { kept[$0] }
    (newStart, newSection) = Self.number(counts: newCounts) { t in
      let s = Int(sections.newToOld[t])
      return s >= 0 && kept[s]
    }
  }

  /// Pool starts per section and the section of every pool number, for the
  /// sections that `takesPart`.
  private static func number(
    counts: [Int], takesPart: (Int) -> Bool
  ) -> (starts: [Int], sections: [Int]) {
    var starts = [Int](repeating: -1, count: counts.count)
    var total = 0
    for (s, count) in counts.enumerated() where takesPart(s) {
      starts[s] = total
      total += count
    }
    var sections = [Int]()
    sections.reserveCapacity(total)
    for (s, count) in counts.enumerated() where starts[s] >= 0 {
      sections.append(contentsOf: repeatElement(s, count: count))
    }
    return (starts, sections)
  }

  /// The old path of old pool number `k`.
  @inlinable
  func oldPath(_ k: Int) -> ItemPath {
    let s = oldSection[k]
    return ItemPath(section: s, item: k - oldStart[s])
  }

  /// The new path of new pool number `k`.
  @inlinable
  func newPath(_ k: Int) -> ItemPath {
    let t = newSection[k]
    return ItemPath(section: t, item: k - newStart[t])
  }
}

extension Changeset {
  /// Builds the changeset of a sectioned diff from the section matching, the
  /// reloaded old sections (ascending), the item pools with their matching,
  /// and the old pool numbers whose content changed (ascending).
  @usableFromInline
  static func sectionedChangeset(
    sections: Matching, sectionReloads: [Int], pools: SectionPools, itemReloads: [Int]
  ) -> Changeset {
    var subsequence = LongestIncreasingSubsequence()
    let sectionOps = sectionOperations(sections, subsequence: &subsequence)
    let itemOps = itemOperations(sections, pools, subsequence: &subsequence)
    var reloads = [ItemPath]()
    reloads.reserveCapacity(itemReloads.count)
    for k in itemReloads { reloads.append(pools.oldPath(k)) }
    return Changeset(
      sorted: sectionOps.deletes, sectionInserts: sectionOps.inserts,
      sectionMoves: sectionOps.moves, sectionReloads: sectionReloads,
      itemDeletes: itemOps.deletes, itemInserts: itemOps.inserts, itemMoves: itemOps.moves,
      itemReloads: reloads)
  }

  /// The section deletes, inserts and moves of a section matching: sections
  /// after the common prefix stay on a longest increasing subsequence of
  /// their new indexes; the others move.
  static func sectionOperations(
    _ sections: Matching, subsequence: inout LongestIncreasingSubsequence
  ) -> (deletes: [Int], inserts: [Int], moves: [ChangesetMove<Int>]) {
    var deletes = [Int]()
    var stayingTargets = [Int32]()
    for s in sections.oldToNew.indices {
      let t = Int(sections.oldToNew[s])
      if t < 0 {
        deletes.append(s)
      } else if s >= sections.prefix {
        stayingTargets.append(Int32(truncatingIfNeeded: t))
      }
    }
    var inserts = [Int]()
    for t in sections.newToOld.indices where sections.newToOld[t] < 0 {
      inserts.append(t)
    }
    subsequence.mark(stayingTargets, count: stayingTargets.count)
    var moves = [ChangesetMove<Int>]()
    var position = 0
    for s in sections.prefix..<sections.oldToNew.count {
      let t = Int(sections.oldToNew[s])
      guard t >= 0 else { continue }
      if !subsequence.isOnSubsequence[position] {
        moves.append(ChangesetMove(from: s, to: t))
      }
      position += 1
    }
    return (deletes, inserts, moves)
  }

  /// The item deletes, inserts and moves of the pools' item matching, in old
  /// order per pool section (see ``itemOperations(inPoolSection:_:_:targets:subsequence:deletes:moves:)``).
  static func itemOperations(
    _ sections: Matching, _ pools: SectionPools,
    subsequence: inout LongestIncreasingSubsequence
  ) -> (deletes: [ItemPath], inserts: [ItemPath], moves: [ChangesetMove<ItemPath>]) {
    let items = pools.items
    var deleteCount = 0
    for m in items.oldToNew where m < 0 { deleteCount += 1 }
    var deletes = [ItemPath]()
    deletes.reserveCapacity(deleteCount)
    var moves = [ChangesetMove<ItemPath>]()
    var inserts = [ItemPath]()
    inserts.reserveCapacity(items.newToOld.count - (items.oldToNew.count - deleteCount))
    for m in items.newToOld.indices where items.newToOld[m] < 0 {
      inserts.append(pools.newPath(m))
    }
    var targets = [Int32]()
    var k = 0
    let poolCount = items.oldToNew.count
    while k < poolCount {
      k = itemOperations(
        inPoolSection: k, sections, pools, targets: &targets, subsequence: &subsequence,
        deletes: &deletes, moves: &moves)
    }
    return (deletes, inserts, moves)
  }

  /// Adds the deletes and moves of the old section whose pool items start at
  /// `start`; returns where the next section's items start. Items matched
  /// into the same (possibly moved) section stay on a longest increasing
  /// subsequence; the other matched items move, including every item that
  /// changes section.
  @inline(__always)
  static func itemOperations(
    inPoolSection start: Int, _ sections: Matching, _ pools: SectionPools,
    targets: inout [Int32], subsequence: inout LongestIncreasingSubsequence,
    deletes: inout [ItemPath], moves: inout [ChangesetMove<ItemPath>]
  ) -> Int {
    let items = pools.items
    let poolCount = items.oldToNew.count
    let s = pools.oldSection[start]
    let t = Int(sections.oldToNew[s])
    var end = start
    targets.removeAll(keepingCapacity: true)
    while end < poolCount && pools.oldSection[end] == s {
      let m = Int(items.oldToNew[end])
      if m >= 0 && pools.newSection[m] == t {
        targets.append(Int32(truncatingIfNeeded: m - pools.newStart[t]))
      }
      end += 1
    }
    subsequence.mark(targets, count: targets.count)
    var position = 0
    for i in start..<end {
      let m = Int(items.oldToNew[i])
      if m < 0 {
        deletes.append(pools.oldPath(i))
        continue
      }
      if pools.newSection[m] == t {
        let stays = subsequence.isOnSubsequence[position]
        position += 1
        if stays { continue }
      }
      moves.append(ChangesetMove(from: pools.oldPath(i), to: pools.newPath(m)))
    }
    return end
  }
}
