extension Changeset {
  /// Splits the changeset into stages that are each safe as one batch update
  /// on hosts that mishandle some combinations (UIKit's table and collection
  /// views among them). Apply the stages in order, each as one batch.
  ///
  /// Two combinations are rewritten:
  ///
  /// - **A section move together with changes in that section** (an item
  ///   deleted, inserted, reloaded, moved in or out, or the section itself
  ///   reloaded) becomes a delete of the old section and an insert of the
  ///   new one. Item operations inside it disappear (the inserted section
  ///   brings its new items); a move into it becomes a delete at the source,
  ///   a move out of it an insert at the destination.
  /// - **An item that moved and changed** is moved in the first stage and
  ///   reloaded, at its new path, in a second stage whose old and new data
  ///   are both the final data.
  ///
  /// ```
  /// changeset:  move [0, 3] -> [0, 0], reload [0, 3]
  /// stage 1:    move [0, 3] -> [0, 0]
  /// stage 2:    reload [0, 0]
  /// ```
  ///
  /// The stages of a valid changeset are valid (the first for the old and
  /// new counts, the second for the new counts on both sides), and applying
  /// them in order produces the same data as applying the changeset.
  ///
  /// - Returns: no stage for an empty changeset, one stage (the changeset
  ///   itself) when nothing needs rewriting, otherwise one or two stages.
  public func staged() -> [Changeset] {
    guard !isEmpty else { return [] }
    var touchedOld = Set<Int>()
    var touchedNew = Set<Int>()
    for path in itemDeletes { touchedOld.insert(path.section) }
    for path in itemReloads { touchedOld.insert(path.section) }
    for path in itemInserts { touchedNew.insert(path.section) }
    for move in itemMoves {
      touchedOld.insert(move.source.section)
      touchedNew.insert(move.destination.section)
    }
    let reloadedSections = Set(sectionReloads)
    var convertedOld = Set<Int>()
    var convertedNew = Set<Int>()
    var keptSectionMoves = [ChangesetMove<Int>]()
    for move in sectionMoves {
      if touchedOld.contains(move.source) || touchedNew.contains(move.destination)
        || reloadedSections.contains(move.source)
      {
        convertedOld.insert(move.source)
        convertedNew.insert(move.destination)
      } else {
        keptSectionMoves.append(move)
      }
    }

    var movedAndReloaded = Set<ItemPath>()
    if !itemReloads.isEmpty {
      let reloaded = Set(itemReloads)
      for move in itemMoves where reloaded.contains(move.source) {
        movedAndReloaded.insert(move.source)
      }
    }
    guard !convertedOld.isEmpty || !movedAndReloaded.isEmpty else { return [self] }

    var itemDeletes = self.itemDeletes.filter { !convertedOld.contains($0.section) }
    var itemInserts = self.itemInserts.filter { !convertedNew.contains($0.section) }
    var itemMoves = [ChangesetMove<ItemPath>]()
    var droppedReloads = Set<ItemPath>()
    var laterReloads = [ItemPath]()
    for move in self.itemMoves {
      switch (
        convertedOld.contains(move.source.section), convertedNew.contains(move.destination.section)
      ) {
      case (true, true):
        break
      case (true, false):
        // The source section is replaced; the item arrives as new content.
        itemInserts.append(move.destination)
      case (false, true):
        // The destination section brings the item; it only leaves here.
        itemDeletes.append(move.source)
        droppedReloads.insert(move.source)
      case (false, false):
        itemMoves.append(move)
        if movedAndReloaded.contains(move.source) {
          droppedReloads.insert(move.source)
          laterReloads.append(move.destination)
        }
      }
    }
    let itemReloads = self.itemReloads.filter {
      !convertedOld.contains($0.section) && !droppedReloads.contains($0)
    }
    let first = Changeset(
      sectionDeletes: sectionDeletes + convertedOld,
      sectionInserts: sectionInserts + convertedNew,
      sectionMoves: keptSectionMoves,
      sectionReloads: sectionReloads.filter { !convertedOld.contains($0) },
      itemDeletes: itemDeletes,
      itemInserts: itemInserts,
      itemMoves: itemMoves,
      itemReloads: itemReloads)
    guard !laterReloads.isEmpty else { return [first] }
    return [first, Changeset(itemReloads: laterReloads)]
  }
}
