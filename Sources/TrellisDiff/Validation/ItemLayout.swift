/// Flat per-item bookkeeping for a changeset whose item operations are valid:
/// what happens to each old item and where each new item comes from.
///
/// Items are numbered globally: old item `(s, i)` is `oldOffsets[s] + i`,
/// new item `(t, j)` is `newOffsets[t] + j`. One flat array per side keeps
/// validation and applying free of per-section allocations.
struct ItemLayout {
  /// Marks for an old item.
  static let deleted: UInt8 = 1
  static let movedOut: UInt8 = 2
  static let reloaded: UInt8 = 4

  /// Marks for a new slot (other values are global old indexes moved in).
  static let free = -1
  static let inserted = -2

  /// Start of each old section in the global numbering (count + 1 entries).
  var oldOffsets: [Int]
  /// Start of each new section in the global numbering (count + 1 entries).
  var newOffsets: [Int]
  /// Marks of each old item.
  var oldMarks: [UInt8]
  /// Source of each new item: ``free``, ``inserted`` or a global old index.
  var newSources: [Int]
}

extension Changeset {
  /// Checks the item operations against the item counts, given the section
  /// map, and returns the per-item bookkeeping.
  func validatedItemLayout(
    map: SectionMap, oldCounts: [Int], newCounts: [Int]
  ) throws(ChangesetError) -> ItemLayout {
    let oldOffsets = Self.offsets(oldCounts)
    let newOffsets = Self.offsets(newCounts)
    var oldMarks = [UInt8](repeating: 0, count: oldOffsets.last!)
    var newSources = [Int](repeating: ItemLayout.free, count: newOffsets.last!)
    // Per old section: items leaving (deleted or moved out); per new
    // section: items arriving (inserted or moved in).
    var leaving = [Int](repeating: 0, count: oldCounts.count)
    var arriving = [Int](repeating: 0, count: newCounts.count)

    func oldIndex(_ path: ItemPath, _ op: ChangesetError.Operation) throws(ChangesetError) -> Int {
      let s = path.section
      guard s >= 0 && s < oldCounts.count else {
        throw .itemSectionOutOfRange(op, path, sectionCount: oldCounts.count)
      }
      if map.oldToNew[s] < 0 { throw .itemInDeletedSection(op, path) }
      if map.reloaded[s] { throw .itemInReloadedSection(op, path) }
      guard path.item >= 0 && path.item < oldCounts[s] else {
        throw .itemOutOfRange(op, path, itemCount: oldCounts[s])
      }
      return oldOffsets[s] + path.item
    }

    func newIndex(_ path: ItemPath, _ op: ChangesetError.Operation) throws(ChangesetError) -> Int {
      let t = path.section
      guard t >= 0 && t < newCounts.count else {
        throw .itemSectionOutOfRange(op, path, sectionCount: newCounts.count)
      }
      let s = map.newToOld[t]
      if s < 0 { throw .itemInInsertedSection(op, path) }
      if map.reloaded[s] { throw .itemInReloadedSection(op, path) }
      guard path.item >= 0 && path.item < newCounts[t] else {
        throw .itemOutOfRange(op, path, itemCount: newCounts[t])
      }
      return newOffsets[t] + path.item
    }

    for path in itemDeletes {
      let k = try oldIndex(path, .delete)
      if oldMarks[k] != 0 { throw .itemUsedTwice(path, first: .delete, second: .delete) }
      oldMarks[k] = ItemLayout.deleted
      leaving[path.section] += 1
    }
    for move in itemMoves {
      let k = try oldIndex(move.source, .moveSource)
      if oldMarks[k] == ItemLayout.deleted { throw .itemDeletedAndMoved(move.source) }
      if oldMarks[k] != 0 {
        throw .itemUsedTwice(move.source, first: .moveSource, second: .moveSource)
      }
      oldMarks[k] = ItemLayout.movedOut
      leaving[move.source.section] += 1
    }
    for path in itemReloads {
      let k = try oldIndex(path, .reload)
      if oldMarks[k] == ItemLayout.deleted { throw .itemDeletedAndReloaded(path) }
      if oldMarks[k] & ItemLayout.reloaded != 0 {
        throw .itemUsedTwice(path, first: .reload, second: .reload)
      }
      oldMarks[k] |= ItemLayout.reloaded
    }
    for path in itemInserts {
      let k = try newIndex(path, .insert)
      if newSources[k] != ItemLayout.free {
        throw .itemUsedTwice(path, first: .insert, second: .insert)
      }
      newSources[k] = ItemLayout.inserted
      arriving[path.section] += 1
    }
    for move in itemMoves {
      let k = try newIndex(move.destination, .moveDestination)
      switch newSources[k] {
      case ItemLayout.free: break
      case ItemLayout.inserted:
        throw .itemUsedTwice(move.destination, first: .insert, second: .moveDestination)
      default:
        throw .itemUsedTwice(move.destination, first: .moveDestination, second: .moveDestination)
      }
      newSources[k] = oldOffsets[move.source.section] + move.source.item
      arriving[move.destination.section] += 1
    }

    for t in 0..<newCounts.count where map.keepsItems(new: t) {
      let s = map.newToOld[t]
      let expected = oldCounts[s] - leaving[s] + arriving[t]
      if expected != newCounts[t] {
        throw .itemCountMismatch(
          oldSection: s, newSection: t, expected: expected, actual: newCounts[t])
      }
    }
    return ItemLayout(
      oldOffsets: oldOffsets, newOffsets: newOffsets, oldMarks: oldMarks, newSources: newSources)
  }

  /// Running sums of `counts`, starting at 0 (one more entry than `counts`).
  static func offsets(_ counts: [Int]) -> [Int] {
    var result = [Int]()
    result.reserveCapacity(counts.count + 1)
    var sum = 0
    result.append(0)
    for count in counts {
      sum += Swift.max(count, 0)
      result.append(sum)
    }
    return result
  }

  /// The number of items each new section has after the update when it is
  /// built from an old section's items; `nil` for inserted and reloaded
  /// sections, whose counts come from the new data. Operations naming
  /// sections out of range are skipped here and reported by validation.
  func impliedItemCounts(map: SectionMap, oldCounts: [Int]) -> [Int?] {
    var counts = [Int?](repeating: nil, count: map.newToOld.count)
    for t in counts.indices where map.keepsItems(new: t) {
      counts[t] = oldCounts[map.newToOld[t]]
    }
    func adjustOld(_ path: ItemPath) {
      guard path.section >= 0 && path.section < map.oldToNew.count else { return }
      let t = map.oldToNew[path.section]
      if t >= 0, let count = counts[t] { counts[t] = count - 1 }
    }
    func adjustNew(_ path: ItemPath) {
      guard path.section >= 0 && path.section < counts.count, let count = counts[path.section]
      else { return }
      counts[path.section] = count + 1
    }
    for path in itemDeletes { adjustOld(path) }
    for move in itemMoves {
      adjustOld(move.source)
      adjustNew(move.destination)
    }
    for path in itemInserts { adjustNew(path) }
    return counts
  }
}
