extension Changeset {
  /// Computes the changeset that turns sectioned data `old` into `new`, for
  /// section models and items that are identifiable and equatable.
  ///
  /// See ``diff(from:to:sectionID:itemID:isSectionContentEqual:isItemContentEqual:)``
  /// for the rules.
  @inlinable
  public static func diff<Model, Item>(
    from old: [ListSection<Model, Item>],
    to new: [ListSection<Model, Item>]
  ) -> Changeset
  where Model: Identifiable & Equatable, Item: Identifiable & Equatable {
    diff(
      from: old, to: new, sectionID: { $0.id }, itemID: { $0.id },
      isSectionContentEqual: { $0 == $1 }, isItemContentEqual: { $0 == $1 })
  }

  /// Computes the changeset that turns sectioned data `old` into `new`.
  ///
  /// - Sections are diffed by identity like a flat list: deletes, inserts,
  ///   a minimal set of moves, and a reload for a section whose model
  ///   changed. A reloaded section is replaced as a whole, items included.
  /// - Items are matched by identity across all sections, so an item can
  ///   move from one section to another. Only items of sections that are
  ///   kept (matched and not reloaded) take part: the items of deleted,
  ///   inserted and reloaded sections are not reported one by one, and an
  ///   item that went from such a section to a kept one is an insert (or a
  ///   delete the other way round).
  /// - Inside each kept section the items that stay are a longest
  ///   increasing subsequence, so the number of moves is minimal; items
  ///   changing section always move. Items whose content changed are
  ///   reloaded by old path; an item that moved and changed is reported as
  ///   a move plus a reload of its old path.
  /// - Duplicate identifiers (of sections, or of items across all sections)
  ///   are matched in order; extras become deletes or inserts. The strict
  ///   variant rejects them.
  ///
  /// The result is valid for the counts of `old` and `new` and applying it
  /// to `old` gives `new`.
  ///
  /// - Parameters:
  ///   - old: the data before the update.
  ///   - new: the data after the update.
  ///   - sectionID: the identity of a section model.
  ///   - itemID: the identity of an item, unique across sections.
  ///   - isSectionContentEqual: whether two section models with the same
  ///     identity look the same (`false` reloads the whole section).
  ///   - isItemContentEqual: whether two items with the same identity look
  ///     the same (`false` makes a reload).
  @inlinable @inline(__always)
  public static func diff<Model, Item, SectionID: Hashable, ItemID: Hashable>(
    from old: [ListSection<Model, Item>],
    to new: [ListSection<Model, Item>],
    sectionID: (Model) -> SectionID,
    itemID: (Item) -> ItemID,
    isSectionContentEqual: (Model, Model) -> Bool,
    isItemContentEqual: (Item, Item) -> Bool
  ) -> Changeset {
    // Sections: a flat diff of the models.
    var sectionReloads: [Int] = []
    let sectionPrefix = commonPrefix(
      old, new, id: { sectionID($0.model) },
      isContentEqual: { isSectionContentEqual($0.model, $1.model) }, changed: &sectionReloads)
    let sections = Matching.match(
      oldCount: old.count, newCount: new.count, prefix: sectionPrefix,
      oldID: { sectionID(old[$0].model) }, newID: { sectionID(new[$0].model) },
      matched: { _, _ in })
    for s in sectionPrefix..<old.count {
      let t = Int(sections.oldToNew[s])
      if t >= 0 && !isSectionContentEqual(old[s].model, new[t].model) {
        sectionReloads.append(s)
      }
    }

    // Items: the items of kept sections, numbered across sections.
    var pools = SectionPools(
      sections: sections, sectionReloads: sectionReloads,
      oldCounts: itemCounts(old), newCounts: itemCounts(new))
    var itemReloads: [Int] = []
    var prefix = 0
    let common = Swift.min(pools.oldSection.count, pools.newSection.count)
    while prefix < common {
      let a = old[pools.oldSection[prefix]].items[prefix - pools.oldStart[pools.oldSection[prefix]]]
      let b = new[pools.newSection[prefix]].items[prefix - pools.newStart[pools.newSection[prefix]]]
      guard itemID(a) == itemID(b) else { break }
      if !isItemContentEqual(a, b) { itemReloads.append(prefix) }
      prefix += 1
    }
    var changed = [Bool](repeating: false, count: pools.oldSection.count)
    let items = changed.withUnsafeMutableBufferPointer { changed in
      Matching.match(
        oldCount: pools.oldSection.count, newCount: pools.newSection.count, prefix: prefix,
        oldID: { k in
          let s = pools.oldSection[k]
          return itemID(old[s].items[k - pools.oldStart[s]])
        },
        newID: { k in
          let t = pools.newSection[k]
          return itemID(new[t].items[k - pools.newStart[t]])
        },
        matched: { k, m in
          let s = pools.oldSection[k]
          let t = pools.newSection[m]
          if !isItemContentEqual(
            old[s].items[k - pools.oldStart[s]], new[t].items[m - pools.newStart[t]])
          {
            changed[k] = true
          }
        })
    }
    for k in prefix..<pools.oldSection.count where changed[k] { itemReloads.append(k) }
    pools.items = items
    return sectionedChangeset(
      sections: sections, sectionReloads: sectionReloads, pools: pools, itemReloads: itemReloads)
  }

  /// The number of items of each section.
  @inlinable
  static func itemCounts<Model, Item>(_ sections: [ListSection<Model, Item>]) -> [Int] {
    var counts = [Int]()
    counts.reserveCapacity(sections.count)
    for section in sections { counts.append(section.items.count) }
    return counts
  }

  /// Computes the changeset from `old` to `new` like
  /// ``diff(from:to:)-([ListSection<Model,Item>],_)``, but throws if two
  /// sections or two items share an identifier.
  ///
  /// - Throws: ``DuplicateIdentifierError`` for the first duplicate: old
  ///   sections, new sections, old items, then new items.
  @inlinable
  public static func strictDiff<Model, Item>(
    from old: [ListSection<Model, Item>],
    to new: [ListSection<Model, Item>]
  ) throws(DuplicateIdentifierError) -> Changeset
  where Model: Identifiable & Equatable, Item: Identifiable & Equatable {
    try strictDiff(
      from: old, to: new, sectionID: { $0.id }, itemID: { $0.id },
      isSectionContentEqual: { $0 == $1 }, isItemContentEqual: { $0 == $1 })
  }

  /// Computes the changeset from `old` to `new` like
  /// ``diff(from:to:sectionID:itemID:isSectionContentEqual:isItemContentEqual:)``,
  /// but throws if two sections or two items share an identifier.
  ///
  /// - Throws: ``DuplicateIdentifierError`` for the first duplicate: old
  ///   sections, new sections, old items, then new items.
  @inlinable
  public static func strictDiff<Model, Item, SectionID: Hashable, ItemID: Hashable>(
    from old: [ListSection<Model, Item>],
    to new: [ListSection<Model, Item>],
    sectionID: (Model) -> SectionID,
    itemID: (Item) -> ItemID,
    isSectionContentEqual: (Model, Model) -> Bool,
    isItemContentEqual: (Item, Item) -> Bool
  ) throws(DuplicateIdentifierError) -> Changeset {
    for (side, data) in [(DuplicateIdentifierError.Side.old, old), (.new, new)] {
      if let found = firstDuplicate(count: data.count, id: { sectionID(data[$0].model) }) {
        throw .section(
          id: String(describing: found.id), side: side, first: found.first,
          duplicate: found.duplicate)
      }
    }
    for (side, data) in [(DuplicateIdentifierError.Side.old, old), (.new, new)] {
      let paths = data.indices.flatMap { s in
        data[s].items.indices.map { ItemPath(section: s, item: $0) }
      }
      if let found = firstDuplicate(
        count: paths.count, id: { itemID(data[paths[$0].section].items[paths[$0].item]) })
      {
        throw .item(
          id: String(describing: found.id), side: side, first: paths[found.first],
          duplicate: paths[found.duplicate])
      }
    }
    return diff(
      from: old, to: new, sectionID: sectionID, itemID: itemID,
      isSectionContentEqual: isSectionContentEqual, isItemContentEqual: isItemContentEqual)
  }
}
