extension Changeset {
  /// Plays the changeset on sectioned data and returns the data after the
  /// update.
  ///
  /// The result is what a batch update shows: deleted and moved-out entries
  /// removed (highest index first), inserted and moved-in entries placed
  /// (lowest index first), each move one step that carries its entry (a
  /// moved section carries its items), and reloaded entries replaced by
  /// their new content. Entries that are neither deleted nor moved keep
  /// their relative order. The changeset is validated first, with the new
  /// item counts implied by the changeset and by the inserted sections, so a
  /// bad changeset throws and `old` is never half-updated.
  ///
  /// - Parameters:
  ///   - old: the data before the update.
  ///   - section: the content of an inserted or reloaded section, by new
  ///     index (called once per such section).
  ///   - item: the content of an inserted or reloaded item, by new path
  ///     (called once per such item).
  /// - Returns: the data after the update.
  /// - Throws: ``ChangesetError`` if the changeset breaks a rule for `old`.
  public func apply<Model, Item>(
    to old: [ListSection<Model, Item>],
    section: (Int) -> ListSection<Model, Item>,
    item: (ItemPath) -> Item
  ) throws(ChangesetError) -> [ListSection<Model, Item>] {
    let oldSectionCount = old.count
    let newSectionCount = oldSectionCount - sectionDeletes.count + sectionInserts.count
    guard newSectionCount >= 0 else {
      throw .sectionCountMismatch(expected: newSectionCount, actual: 0)
    }
    let map = try validatedSectionMap(
      oldSectionCount: oldSectionCount, newSectionCount: newSectionCount)
    let oldCounts = old.map(\.items.count)

    // Fresh sections first: their item counts are part of the new counts.
    var fresh = [ListSection<Model, Item>?](repeating: nil, count: newSectionCount)
    var newCounts = [Int](repeating: 0, count: newSectionCount)
    let implied = impliedItemCounts(map: map, oldCounts: oldCounts)
    for t in 0..<newSectionCount {
      if let count = implied[t] {
        newCounts[t] = count
      } else {
        let content = section(t)
        newCounts[t] = content.items.count
        fresh[t] = content
      }
    }
    let layout = try validatedItemLayout(map: map, oldCounts: oldCounts, newCounts: newCounts)

    var result = [ListSection<Model, Item>]()
    result.reserveCapacity(newSectionCount)
    for t in 0..<newSectionCount {
      if let content = fresh[t] {
        result.append(content)
        continue
      }
      let s = map.newToOld[t]
      var items = [Item]()
      items.reserveCapacity(newCounts[t])
      let oldItems = old[s].items
      var next = 0  // next old item of section s that may stay
      let start = layout.newOffsets[t]
      for j in 0..<newCounts[t] {
        let source = layout.newSources[start + j]
        let path = ItemPath(section: t, item: j)
        if source == ItemLayout.inserted {
          items.append(item(path))
        } else if source >= 0 {
          if layout.oldMarks[source] & ItemLayout.reloaded != 0 {
            items.append(item(path))
          } else {
            let from = Self.oldPath(global: source, offsets: layout.oldOffsets)
            items.append(old[from.section].items[from.item])
          }
        } else {
          let base = layout.oldOffsets[s]
          while layout.oldMarks[base + next] & (ItemLayout.deleted | ItemLayout.movedOut) != 0 {
            next += 1
          }
          items.append(
            layout.oldMarks[base + next] & ItemLayout.reloaded != 0
              ? item(path) : oldItems[next])
          next += 1
        }
      }
      result.append(ListSection(old[s].model, items: items))
    }
    return result
  }

  /// Plays the changeset on `old`, taking the content of inserted and
  /// reloaded sections and items from `new`.
  ///
  /// The changeset is first validated against the counts of `old` and
  /// `new`, so `new` must have exactly the shape the changeset produces.
  /// Entries that are not inserted or reloaded come from `old`: the result
  /// equals `new` exactly when the changeset is a correct diff from `old`
  /// to `new`.
  ///
  /// - Throws: ``ChangesetError`` if the changeset breaks a rule for these
  ///   counts.
  public func apply<Model, Item>(
    to old: [ListSection<Model, Item>],
    fillingFrom new: [ListSection<Model, Item>]
  ) throws(ChangesetError) -> [ListSection<Model, Item>] {
    try validate(oldCounts: old.map(\.items.count), newCounts: new.map(\.items.count))
    return try apply(to: old, section: { new[$0] }, item: { new[$0.section].items[$0.item] })
  }

  /// Plays a changeset of a flat list (every item path in section 0, no
  /// section operations) on `old` and returns the list after the update.
  ///
  /// - Parameters:
  ///   - old: the list before the update.
  ///   - item: the content of an inserted or reloaded item, by new index.
  /// - Throws: ``ChangesetError/sectionChangeInFlatList(_:section:)`` if the
  ///   changeset has section operations, or the rule it breaks for `old`.
  public func apply<Element>(
    to old: [Element],
    item: (Int) -> Element
  ) throws(ChangesetError) -> [Element] {
    try checkFlat()
    let sections = try apply(
      to: [ListSection((), items: old)],
      section: { _ in ListSection((), items: []) },
      item: { item($0.item) })
    return sections[0].items
  }

  /// Plays a changeset of a flat list on `old`, taking the content of
  /// inserted and reloaded items from `new`; validates against both counts
  /// first.
  ///
  /// - Throws: ``ChangesetError`` if the changeset has section operations
  ///   or breaks a rule for these counts.
  public func apply<Element>(
    to old: [Element],
    fillingFrom new: [Element]
  ) throws(ChangesetError) -> [Element] {
    try checkFlat()
    try validate(oldCounts: [old.count], newCounts: [new.count])
    return try apply(to: old, item: { new[$0] })
  }

  /// Throws if the changeset has section operations.
  private func checkFlat() throws(ChangesetError) {
    if let s = sectionDeletes.first { throw .sectionChangeInFlatList(.delete, section: s) }
    if let s = sectionInserts.first { throw .sectionChangeInFlatList(.insert, section: s) }
    if let m = sectionMoves.first { throw .sectionChangeInFlatList(.moveSource, section: m.source) }
    if let s = sectionReloads.first { throw .sectionChangeInFlatList(.reload, section: s) }
  }

  /// The old path of global old item number `global`.
  static func oldPath(global: Int, offsets: [Int]) -> ItemPath {
    // The last section starting at or before `global` that is not empty.
    var low = 0
    var high = offsets.count - 2
    while low < high {
      let mid = (low + high + 1) / 2
      if offsets[mid] <= global { low = mid } else { high = mid - 1 }
    }
    return ItemPath(section: low, item: global - offsets[low])
  }
}
