/// What changed between two versions of sectioned data, in the index
/// convention of UIKit batch updates.
///
/// A changeset lists section and item operations:
///
/// | operation | indexes refer to |
/// | --- | --- |
/// | deletes, reloads, move sources | the **old** data |
/// | inserts, move destinations | the **new** data |
///
/// Applying a changeset means: remove deleted and moved-out entries (highest
/// index first), insert inserted and moved-in entries (lowest index first),
/// with each move a single step that carries its entry along, and replace
/// reloaded entries with their new content. Entries that are neither
/// deleted nor moved keep their relative order.
///
/// ```
/// old: [A, B, C, D]          changeset: delete 1 (B), insert 0 (E),
/// new: [E, D, A, C']                    move 3 -> 1 (D), reload 2 (C)
/// ```
///
/// A **section reload** replaces the whole section, items included (as
/// `reloadSections` does in UIKit), so item operations never refer to a
/// reloaded, deleted or inserted section. An **item reload** refers to the
/// item's old path; an item that both moved and changed is listed as a move
/// *and* a reload of its old path (see ``staged()`` for hosts that cannot
/// take both in one batch).
///
/// Build changesets with ``Builder`` or compute them with
/// ``diff(from:to:)-(C,C)``; check them against section and item counts with
/// ``validate(oldCounts:newCounts:)`` and play them on data with
/// ``apply(to:section:item:)``.
///
/// Every list is kept sorted (moves by source), so two changesets with the
/// same operations are equal.
public struct Changeset: Hashable, Sendable, CustomStringConvertible {
  /// Deleted sections, by old index, ascending.
  public internal(set) var sectionDeletes: [Int]

  /// Inserted sections, by new index, ascending.
  public internal(set) var sectionInserts: [Int]

  /// Moved sections, old index to new index, ascending by source.
  public internal(set) var sectionMoves: [ChangesetMove<Int>]

  /// Reloaded sections (replaced with all their items), by old index,
  /// ascending.
  public internal(set) var sectionReloads: [Int]

  /// Deleted items, by old path, ascending.
  public internal(set) var itemDeletes: [ItemPath]

  /// Inserted items, by new path, ascending.
  public internal(set) var itemInserts: [ItemPath]

  /// Moved items, old path to new path, ascending by source.
  public internal(set) var itemMoves: [ChangesetMove<ItemPath>]

  /// Reloaded items (same identity, new content), by old path, ascending.
  public internal(set) var itemReloads: [ItemPath]

  /// Creates a changeset from lists of operations; the lists are sorted,
  /// and nothing else is checked (use ``validate(oldCounts:newCounts:)``).
  public init(
    sectionDeletes: [Int] = [],
    sectionInserts: [Int] = [],
    sectionMoves: [ChangesetMove<Int>] = [],
    sectionReloads: [Int] = [],
    itemDeletes: [ItemPath] = [],
    itemInserts: [ItemPath] = [],
    itemMoves: [ChangesetMove<ItemPath>] = [],
    itemReloads: [ItemPath] = []
  ) {
    self.init(
      sorted: sectionDeletes.sorted(),
      sectionInserts: sectionInserts.sorted(),
      sectionMoves: sectionMoves.sorted(by: Self.bySource),
      sectionReloads: sectionReloads.sorted(),
      itemDeletes: itemDeletes.sorted(),
      itemInserts: itemInserts.sorted(),
      itemMoves: itemMoves.sorted(by: Self.bySource),
      itemReloads: itemReloads.sorted()
    )
  }

  /// Creates a changeset from lists the caller guarantees to be sorted.
  @usableFromInline
  init(
    sorted sectionDeletes: [Int],
    sectionInserts: [Int],
    sectionMoves: [ChangesetMove<Int>],
    sectionReloads: [Int],
    itemDeletes: [ItemPath],
    itemInserts: [ItemPath],
    itemMoves: [ChangesetMove<ItemPath>],
    itemReloads: [ItemPath]
  ) {
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionMoves = sectionMoves
    self.sectionReloads = sectionReloads
    self.itemDeletes = itemDeletes
    self.itemInserts = itemInserts
    self.itemMoves = itemMoves
    self.itemReloads = itemReloads
  }

  /// Orders moves by source, then destination.
  static func bySource<I>(_ lhs: ChangesetMove<I>, _ rhs: ChangesetMove<I>) -> Bool {
    lhs.source != rhs.source ? lhs.source < rhs.source : lhs.destination < rhs.destination
  }

  /// A changeset with no operations.
  public static let empty = Changeset()

  /// Whether the changeset has no operations at all.
  public var isEmpty: Bool {
    !hasSectionChanges && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty
      && itemReloads.isEmpty
  }

  /// Whether the changeset deletes, inserts, moves or reloads any section.
  public var hasSectionChanges: Bool {
    !sectionDeletes.isEmpty || !sectionInserts.isEmpty || !sectionMoves.isEmpty
      || !sectionReloads.isEmpty
  }

  /// The total number of operations (a move counts once).
  public var operationCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
      + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count
  }

  /// A one-line summary listing every non-empty operation list.
  public var description: String {
    var parts: [String] = []
    func add<T>(_ name: String, _ list: [T]) {
      if !list.isEmpty { parts.append("\(name): \(list)") }
    }
    add("section deletes", sectionDeletes)
    add("section inserts", sectionInserts)
    add("section moves", sectionMoves)
    add("section reloads", sectionReloads)
    add("item deletes", itemDeletes)
    add("item inserts", itemInserts)
    add("item moves", itemMoves)
    add("item reloads", itemReloads)
    return parts.isEmpty ? "Changeset(empty)" : "Changeset(" + parts.joined(separator: "; ") + ")"
  }
}
