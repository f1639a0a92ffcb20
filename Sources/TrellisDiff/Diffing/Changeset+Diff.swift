extension Changeset {
  /// Computes the changeset that turns the flat list `old` into `new`, for
  /// elements that are identifiable and equatable.
  ///
  /// Elements are matched by `id` and compared by `==`. All operations are
  /// in section 0; see ``diff(from:to:id:isContentEqual:)`` for the rules.
  ///
  /// ```swift
  /// let changes = Changeset.diff(from: oldMessages, to: newMessages)
  /// ```
  @inlinable
  public static func diff<C: RandomAccessCollection>(from old: C, to new: C) -> Changeset
  where C.Element: Identifiable & Equatable {
    diff(from: old, to: new, id: { $0.id }, isContentEqual: { $0 == $1 })
  }

  /// Computes the changeset that turns the flat list `old` into `new`.
  ///
  /// Heckel's algorithm in linear time: elements are matched by identifier
  /// (each hashed once); matched elements whose relative order changed are
  /// moved, choosing a longest increasing subsequence to stay so the number
  /// of moves is minimal; unmatched old elements are deleted, unmatched new
  /// ones inserted; matched elements whose content differs are reloaded (by
  /// old index). An element that both moved and changed is reported as a
  /// move and a reload of its old index.
  ///
  /// Duplicate identifiers are matched in order: the k-th occurrence in
  /// `old` matches the k-th in `new`, and extra occurrences are deleted or
  /// inserted. ``strictDiff(from:to:id:isContentEqual:)`` rejects them
  /// instead.
  ///
  /// All operations are in section 0, so the result applies to a
  /// single-section list.
  ///
  /// - Parameters:
  ///   - old: the list before the update.
  ///   - new: the list after the update.
  ///   - id: the identity of an element.
  ///   - isContentEqual: whether two elements with the same identity look
  ///     the same (`false` makes a reload).
  @inlinable @inline(__always)
  public static func diff<C: RandomAccessCollection, ID: Hashable>(
    from old: C,
    to new: C,
    id: (C.Element) -> ID,
    isContentEqual: (C.Element, C.Element) -> Bool
  ) -> Changeset {
    var reloads: [Int] = []
    let prefix = commonPrefix(old, new, id: id, isContentEqual: isContentEqual, changed: &reloads)
    let oldCount = old.count
    let newCount = new.count
    if prefix == oldCount && prefix == newCount {
      return flatChangeset(
        oldCount: oldCount, newCount: newCount, matching: nil, reloads: reloads)
    }
    let oldStart = old.startIndex
    let newStart = new.startIndex
    var changed = [Bool](repeating: false, count: oldCount)
    let matching = changed.withUnsafeMutableBufferPointer { changed in
      Matching.match(
        oldCount: oldCount,
        newCount: newCount,
        prefix: prefix,
        oldID: { id(old[old.index(oldStart, offsetBy: $0)]) },
        newID: { id(new[new.index(newStart, offsetBy: $0)]) },
        matched: { i, j in
          let a = old[old.index(oldStart, offsetBy: i)]
          let b = new[new.index(newStart, offsetBy: j)]
          if !isContentEqual(a, b) { changed[i] = true }
        })
    }
    for i in prefix..<oldCount where changed[i] { reloads.append(i) }
    return flatChangeset(
      oldCount: oldCount, newCount: newCount, matching: matching, reloads: reloads)
  }

  /// Computes the changeset from `old` to `new` like
  /// ``diff(from:to:)-(C,C)``, but throws if either list has two elements
  /// with the same identifier.
  ///
  /// - Throws: ``DuplicateIdentifierError/item(id:side:first:duplicate:)``
  ///   for the first duplicate, in `old` first, then in `new`.
  @inlinable
  public static func strictDiff<C: RandomAccessCollection>(
    from old: C, to new: C
  ) throws(DuplicateIdentifierError) -> Changeset
  where C.Element: Identifiable & Equatable {
    try strictDiff(from: old, to: new, id: { $0.id }, isContentEqual: { $0 == $1 })
  }

  /// Computes the changeset from `old` to `new` like
  /// ``diff(from:to:id:isContentEqual:)``, but throws if either list has two
  /// elements with the same identifier.
  ///
  /// - Throws: ``DuplicateIdentifierError/item(id:side:first:duplicate:)``
  ///   for the first duplicate, in `old` first, then in `new`.
  @inlinable
  public static func strictDiff<C: RandomAccessCollection, ID: Hashable>(
    from old: C,
    to new: C,
    id: (C.Element) -> ID,
    isContentEqual: (C.Element, C.Element) -> Bool
  ) throws(DuplicateIdentifierError) -> Changeset {
    for (side, list) in [(DuplicateIdentifierError.Side.old, old), (.new, new)] {
      let start = list.startIndex
      if let found = firstDuplicate(
        count: list.count, id: { id(list[list.index(start, offsetBy: $0)]) })
      {
        throw .item(
          id: String(describing: found.id), side: side,
          first: ItemPath(section: 0, item: found.first),
          duplicate: ItemPath(section: 0, item: found.duplicate))
      }
    }
    return diff(from: old, to: new, id: id, isContentEqual: isContentEqual)
  }

  /// The length of the common prefix of identifiers; appends the positions
  /// in it whose content differs to `changed`.
  @inlinable
  static func commonPrefix<C: RandomAccessCollection, ID: Hashable>(
    _ old: C,
    _ new: C,
    id: (C.Element) -> ID,
    isContentEqual: (C.Element, C.Element) -> Bool,
    changed: inout [Int]
  ) -> Int {
    var prefix = 0
    var i = old.startIndex
    var j = new.startIndex
    while i != old.endIndex && j != new.endIndex {
      let a = old[i]
      let b = new[j]
      guard id(a) == id(b) else { break }
      if !isContentEqual(a, b) { changed.append(prefix) }
      prefix += 1
      old.formIndex(after: &i)
      new.formIndex(after: &j)
    }
    return prefix
  }

  /// Builds the changeset of a flat diff from its matching (`nil` when the
  /// lists have the same identifiers in the same order) and the old
  /// positions whose content changed, ascending.
  @usableFromInline
  static func flatChangeset(
    oldCount: Int, newCount: Int, matching: Matching?, reloads: [Int]
  ) -> Changeset {
    var itemReloads = [ItemPath]()
    itemReloads.reserveCapacity(reloads.count)
    for i in reloads { itemReloads.append(ItemPath(section: 0, item: i)) }
    guard let matching else {
      return Changeset(
        sorted: [], sectionInserts: [], sectionMoves: [], sectionReloads: [], itemDeletes: [],
        itemInserts: [], itemMoves: [], itemReloads: itemReloads)
    }
    let prefix = matching.prefix
    var deletes = [ItemPath]()
    var stayingTargets = [Int32]()
    stayingTargets.reserveCapacity(oldCount - prefix)
    for i in prefix..<oldCount {
      let j = Int(matching.oldToNew[i])
      if j < 0 {
        deletes.append(ItemPath(section: 0, item: i))
      } else {
        stayingTargets.append(Int32(truncatingIfNeeded: j))
      }
    }
    var inserts = [ItemPath]()
    inserts.reserveCapacity(newCount - prefix - stayingTargets.count)
    for j in prefix..<newCount where matching.newToOld[j] < 0 {
      inserts.append(ItemPath(section: 0, item: j))
    }
    // The matched elements after the prefix, in old order, by new index:
    // those on a longest increasing subsequence stay, the others move. The
    // prefix always stays: it precedes everything on both sides.
    var subsequence = LongestIncreasingSubsequence()
    subsequence.mark(stayingTargets, count: stayingTargets.count)
    var moves = [ChangesetMove<ItemPath>]()
    var k = 0
    for i in prefix..<oldCount {
      let j = Int(matching.oldToNew[i])
      guard j >= 0 else { continue }
      if !subsequence.isOnSubsequence[k] {
        moves.append(
          ChangesetMove(from: ItemPath(section: 0, item: i), to: ItemPath(section: 0, item: j)))
      }
      k += 1
    }
    return Changeset(
      sorted: [], sectionInserts: [], sectionMoves: [], sectionReloads: [], itemDeletes: deletes,
      itemInserts: inserts, itemMoves: moves, itemReloads: itemReloads)
  }
}
