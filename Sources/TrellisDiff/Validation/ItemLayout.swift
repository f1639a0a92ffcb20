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
  ///
  /// Rules are checked in a fixed order — old sides (deletes, move sources,
  /// reloads), then new sides (inserts, move destinations), then the counts —
  /// so the first broken one is always the one reported.
  func validatedItemLayout(
    map: SectionMap, oldCounts: [Int], newCounts: [Int]
  ) throws(ChangesetError) -> ItemLayout {
    var marking = ItemMarking(map: map, oldCounts: oldCounts, newCounts: newCounts)
    try marking.markOldSides(of: self)
    try marking.markNewSides(of: self)
    try marking.checkNewCounts()
    return marking.layout
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

/// The work of ``Changeset/validatedItemLayout(map:oldCounts:newCounts:)``:
/// the layout being filled in, and per section how many items leave and
/// arrive.
private struct ItemMarking {
  let map: SectionMap
  let oldCounts: [Int]
  let newCounts: [Int]
  var layout: ItemLayout
  /// Per old section: items leaving (deleted or moved out).
  var leaving: [Int]
  /// Per new section: items arriving (inserted or moved in).
  var arriving: [Int]

  init(map: SectionMap, oldCounts: [Int], newCounts: [Int]) {
    self.map = map
    self.oldCounts = oldCounts
    self.newCounts = newCounts
    let oldOffsets = Changeset.offsets(oldCounts)
    let newOffsets = Changeset.offsets(newCounts)
    layout = ItemLayout(
      oldOffsets: oldOffsets, newOffsets: newOffsets,
      oldMarks: [UInt8](repeating: 0, count: oldOffsets.last!),
      newSources: [Int](repeating: ItemLayout.free, count: newOffsets.last!))
    leaving = [Int](repeating: 0, count: oldCounts.count)
    arriving = [Int](repeating: 0, count: newCounts.count)
  }

  /// The global index of an old item an operation names, or the error that the
  /// path is not a valid old item for it.
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
    return layout.oldOffsets[s] + path.item
  }

  /// The global index of a new item an operation names, or the error that the
  /// path is not a valid new item for it.
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
    return layout.newOffsets[t] + path.item
  }

  /// Marks the old items that deletes, move sources and reloads name, in that order.
  mutating func markOldSides(of changes: Changeset) throws(ChangesetError) {
    for path in changes.itemDeletes {
      let k = try oldIndex(path, .delete)
      if layout.oldMarks[k] != 0 { throw .itemUsedTwice(path, first: .delete, second: .delete) }
      layout.oldMarks[k] = ItemLayout.deleted
      leaving[path.section] += 1
    }
    for move in changes.itemMoves {
      let k = try oldIndex(move.source, .moveSource)
      if layout.oldMarks[k] == ItemLayout.deleted { throw .itemDeletedAndMoved(move.source) }
      if layout.oldMarks[k] != 0 {
        throw .itemUsedTwice(move.source, first: .moveSource, second: .moveSource)
      }
      layout.oldMarks[k] = ItemLayout.movedOut
      leaving[move.source.section] += 1
    }
    for path in changes.itemReloads {
      let k = try oldIndex(path, .reload)
      if layout.oldMarks[k] == ItemLayout.deleted { throw .itemDeletedAndReloaded(path) }
      if layout.oldMarks[k] & ItemLayout.reloaded != 0 {
        throw .itemUsedTwice(path, first: .reload, second: .reload)
      }
      layout.oldMarks[k] |= ItemLayout.reloaded
    }
  }

  /// Records where the new items that inserts and move destinations name come from,
  /// in that order.
  mutating func markNewSides(of changes: Changeset) throws(ChangesetError) {
    for path in changes.itemInserts {
      let k = try newIndex(path, .insert)
      if layout.newSources[k] != ItemLayout.free {
        throw .itemUsedTwice(path, first: .insert, second: .insert)
      }
      layout.newSources[k] = ItemLayout.inserted
      arriving[path.section] += 1
    }
    for move in changes.itemMoves {
      let k = try newIndex(move.destination, .moveDestination)
      switch layout.newSources[k] {
      case ItemLayout.free: break
      case ItemLayout.inserted:
        throw .itemUsedTwice(move.destination, first: .insert, second: .moveDestination)
      default:
        throw .itemUsedTwice(move.destination, first: .moveDestination, second: .moveDestination)
      }
      layout.newSources[k] = layout.oldOffsets[move.source.section] + move.source.item
      arriving[move.destination.section] += 1
    }
  }

  /// Checks that each new section built from an old one has the old count, less
  /// the items leaving, plus those arriving.
  func checkNewCounts() throws(ChangesetError) {
    for t in 0..<newCounts.count where map.keepsItems(new: t) {
      let s = map.newToOld[t]
      let expected = oldCounts[s] - leaving[s] + arriving[t]
      if expected != newCounts[t] {
        throw .itemCountMismatch(
          oldSection: s, newSection: t, expected: expected, actual: newCounts[t])
      }
    }
  }
}
