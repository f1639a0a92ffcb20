extension Changeset {
  /// Collects operations one by one and produces a ``Changeset``.
  ///
  /// Indexes follow the changeset convention: deletes, reloads and move
  /// sources by old index; inserts and move destinations by new index. The
  /// builder records what it is told; ``build(oldCounts:newCounts:)`` checks
  /// the result against the data before a host sees it.
  ///
  /// ```swift
  /// var builder = Changeset.Builder()
  /// builder.deleteItem(at: ItemPath(section: 0, item: 3))
  /// builder.insertItem(at: ItemPath(section: 1, item: 0))
  /// builder.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))
  /// let changeset = try builder.build(oldCounts: [4, 2], newCounts: [2, 3])
  /// ```
  public struct Builder: Sendable {
    private var changeset = Changeset()

    /// Creates an empty builder.
    public init() {}

    /// Deletes the section at old index `index`, with all its items.
    public mutating func deleteSection(_ index: Int) {
      changeset.sectionDeletes.append(index)
    }

    /// Inserts a section at new index `index`, with all its items.
    public mutating func insertSection(_ index: Int) {
      changeset.sectionInserts.append(index)
    }

    /// Moves the section at old index `source` to new index `destination`,
    /// carrying its items along.
    public mutating func moveSection(_ source: Int, to destination: Int) {
      changeset.sectionMoves.append(ChangesetMove(from: source, to: destination))
    }

    /// Reloads the section at old index `index`: it is replaced, items
    /// included, by its new content.
    public mutating func reloadSection(_ index: Int) {
      changeset.sectionReloads.append(index)
    }

    /// Deletes the item at old path `path`.
    public mutating func deleteItem(at path: ItemPath) {
      changeset.itemDeletes.append(path)
    }

    /// Inserts an item at new path `path`.
    public mutating func insertItem(at path: ItemPath) {
      changeset.itemInserts.append(path)
    }

    /// Moves the item at old path `source` to new path `destination`.
    public mutating func moveItem(from source: ItemPath, to destination: ItemPath) {
      changeset.itemMoves.append(ChangesetMove(from: source, to: destination))
    }

    /// Reloads the item at old path `path` (its identity stays, its content
    /// changed).
    public mutating func reloadItem(at path: ItemPath) {
      changeset.itemReloads.append(path)
    }

    /// The changeset built so far, with every list sorted. Nothing is
    /// checked; prefer ``build(oldCounts:newCounts:)`` when the counts are
    /// known.
    public func build() -> Changeset {
      Changeset(
        sectionDeletes: changeset.sectionDeletes,
        sectionInserts: changeset.sectionInserts,
        sectionMoves: changeset.sectionMoves,
        sectionReloads: changeset.sectionReloads,
        itemDeletes: changeset.itemDeletes,
        itemInserts: changeset.itemInserts,
        itemMoves: changeset.itemMoves,
        itemReloads: changeset.itemReloads
      )
    }

    /// The changeset built so far, checked against the item counts per
    /// section before (`oldCounts`) and after (`newCounts`) the update.
    ///
    /// - Throws: The first rule the changeset breaks, as described by
    ///   ``Changeset/validate(oldCounts:newCounts:)``.
    public func build(oldCounts: [Int], newCounts: [Int]) throws(ChangesetError) -> Changeset {
      let result = build()
      try result.validate(oldCounts: oldCounts, newCounts: newCounts)
      return result
    }
  }
}
