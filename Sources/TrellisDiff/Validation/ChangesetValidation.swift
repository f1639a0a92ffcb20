extension Changeset {
  /// Checks every rule a batch update must obey, given the number of items in
  /// each section before (`oldCounts`) and after (`newCounts`) the update.
  ///
  /// The rules, checked in this order:
  ///
  /// 1. Every section index is in range (old indexes for deletes, reloads
  ///    and move sources; new indexes for inserts and move destinations).
  /// 2. No old section is deleted or moved twice, deleted and moved, deleted
  ///    and reloaded, or reloaded twice; no new section index is inserted or
  ///    moved into twice.
  /// 3. The sections add up: old − deletes + inserts = new.
  /// 4. Every item path names a section in range that is not deleted (old
  ///    paths), inserted (new paths) or reloaded, and an item in range.
  /// 5. No old item is deleted twice, moved twice, deleted and moved,
  ///    deleted and reloaded, or reloaded twice; no new path is inserted or
  ///    moved into twice.
  /// 6. The items of every section that keeps its items add up:
  ///    old − deletes − moves out + inserts + moves in = new.
  ///
  /// A move together with a reload of its source is allowed: the item moved
  /// and its content changed.
  ///
  /// - Parameters:
  ///   - oldCounts: the number of items in each section before the update.
  ///   - newCounts: the number of items in each section after the update.
  /// - Throws: The first broken rule, as a ``ChangesetError`` that says what
  ///   and where.
  public func validate(oldCounts: [Int], newCounts: [Int]) throws(ChangesetError) {
    let map = try validatedSectionMap(
      oldSectionCount: oldCounts.count, newSectionCount: newCounts.count)
    _ = try validatedItemLayout(map: map, oldCounts: oldCounts, newCounts: newCounts)
  }

  /// Whether the changeset obeys every rule of
  /// ``validate(oldCounts:newCounts:)`` for these counts.
  public func isValid(oldCounts: [Int], newCounts: [Int]) -> Bool {
    do {
      try validate(oldCounts: oldCounts, newCounts: newCounts)
      return true
    } catch {
      return false
    }
  }
}
