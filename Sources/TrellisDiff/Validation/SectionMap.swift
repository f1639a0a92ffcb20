/// Where every section goes: old index to new index and back, for a
/// changeset whose section operations are valid.
struct SectionMap {
  /// New index of each old section, or -1 if it is deleted.
  var oldToNew: [Int]
  /// Old index of each new section, or -1 if it is inserted.
  var newToOld: [Int]
  /// Whether each old section is reloaded.
  var reloaded: [Bool]

  /// Whether the old section `s` keeps its items one by one (it survives and
  /// is not reloaded), so item operations may refer to it.
  @inline(__always)
  func keepsItems(old s: Int) -> Bool { oldToNew[s] >= 0 && !reloaded[s] }

  /// Whether the new section `t` is built from an old section's items.
  @inline(__always)
  func keepsItems(new t: Int) -> Bool {
    let s = newToOld[t]
    return s >= 0 && !reloaded[s]
  }
}

extension Changeset {
  /// Checks the section operations against the number of sections before and
  /// after, and maps old sections to new ones.
  func validatedSectionMap(
    oldSectionCount: Int, newSectionCount: Int
  ) throws(ChangesetError) -> SectionMap {
    func checkRange(_ index: Int, _ op: ChangesetError.Operation, _ count: Int)
      throws(ChangesetError)
    {
      if index < 0 || index >= count {
        throw .sectionOutOfRange(op, section: index, sectionCount: count)
      }
    }
    for s in sectionDeletes { try checkRange(s, .delete, oldSectionCount) }
    for move in sectionMoves { try checkRange(move.source, .moveSource, oldSectionCount) }
    for s in sectionReloads { try checkRange(s, .reload, oldSectionCount) }
    for s in sectionInserts { try checkRange(s, .insert, newSectionCount) }
    for move in sectionMoves {
      try checkRange(move.destination, .moveDestination, newSectionCount)
    }

    // Old side: a section is deleted or moved at most once, reloaded at most
    // once, and never both deleted and reloaded.
    var oldUse = [ChangesetError.Operation?](repeating: nil, count: oldSectionCount)
    for s in sectionDeletes {
      if let first = oldUse[s] {
        throw .sectionUsedTwice(section: s, first: first, second: .delete)
      }
      oldUse[s] = .delete
    }
    for move in sectionMoves {
      let s = move.source
      switch oldUse[s] {
      case .delete?: throw .sectionDeletedAndMoved(section: s)
      case let first?: throw .sectionUsedTwice(section: s, first: first, second: .moveSource)
      case nil: oldUse[s] = .moveSource
      }
    }
    var reloaded = [Bool](repeating: false, count: oldSectionCount)
    for s in sectionReloads {
      if reloaded[s] { throw .sectionUsedTwice(section: s, first: .reload, second: .reload) }
      if oldUse[s] == .delete { throw .sectionDeletedAndReloaded(section: s) }
      reloaded[s] = true
    }

    // New side: each new index is inserted or moved into at most once.
    var newUse = [ChangesetError.Operation?](repeating: nil, count: newSectionCount)
    for s in sectionInserts {
      if let first = newUse[s] {
        throw .sectionUsedTwice(section: s, first: first, second: .insert)
      }
      newUse[s] = .insert
    }
    for move in sectionMoves {
      let t = move.destination
      if let first = newUse[t] {
        throw .sectionUsedTwice(section: t, first: first, second: .moveDestination)
      }
      newUse[t] = .moveDestination
    }

    let expected = oldSectionCount - sectionDeletes.count + sectionInserts.count
    if expected != newSectionCount {
      throw .sectionCountMismatch(expected: expected, actual: newSectionCount)
    }

    // Sections that are neither deleted nor moved keep their order and fill
    // the new indexes that are neither inserted nor moved into.
    var oldToNew = [Int](repeating: -1, count: oldSectionCount)
    var newToOld = [Int](repeating: -1, count: newSectionCount)
    for move in sectionMoves {
      oldToNew[move.source] = move.destination
      newToOld[move.destination] = move.source
    }
    var t = 0
    for s in 0..<oldSectionCount where oldUse[s] == nil {
      while newUse[t] != nil { t += 1 }
      oldToNew[s] = t
      newToOld[t] = s
      t += 1
    }
    return SectionMap(oldToNew: oldToNew, newToOld: newToOld, reloaded: reloaded)
  }
}
