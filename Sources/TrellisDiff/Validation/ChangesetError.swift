/// A rule of batch updates that a changeset breaks, with what and where.
///
/// ``Changeset/validate(oldCounts:newCounts:)`` and
/// ``Changeset/apply(to:section:item:)`` throw these errors instead of
/// handing an invalid batch to a host. Section indexes and item paths are in
/// the coordinates of the operation named: old data for deletes, reloads and
/// move sources; new data for inserts and move destinations.
public enum ChangesetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of operation an error is about.
  public enum Operation: String, Hashable, Sendable, CustomStringConvertible {
    /// A delete (old index).
    case delete
    /// An insert (new index).
    case insert
    /// A reload (old index).
    case reload
    /// The source of a move (old index).
    case moveSource = "move source"
    /// The destination of a move (new index).
    case moveDestination = "move destination"

    /// The operation's name as used in error messages.
    public var description: String { rawValue }
  }

  /// A section index outside `0..<sectionCount` of the data it refers to.
  case sectionOutOfRange(Operation, section: Int, sectionCount: Int)

  /// A section index that two operations on the same side claim: two
  /// deletes, two reloads, an insert and a move destination, and so on.
  case sectionUsedTwice(section: Int, first: Operation, second: Operation)

  /// A section that is both deleted and reloaded (old index).
  case sectionDeletedAndReloaded(section: Int)

  /// A section that is both deleted and moved (old index).
  case sectionDeletedAndMoved(section: Int)

  /// The number of sections does not add up: the old count minus deletes
  /// plus inserts is `expected`, but the new data has `actual` sections.
  case sectionCountMismatch(expected: Int, actual: Int)

  /// An item path whose section is outside `0..<sectionCount`.
  case itemSectionOutOfRange(Operation, ItemPath, sectionCount: Int)

  /// An item index outside `0..<itemCount` of its section.
  case itemOutOfRange(Operation, ItemPath, itemCount: Int)

  /// An item path that two operations on the same side claim.
  case itemUsedTwice(ItemPath, first: Operation, second: Operation)

  /// An item that is both deleted and reloaded (old path).
  case itemDeletedAndReloaded(ItemPath)

  /// An item that is both deleted and moved (old path).
  case itemDeletedAndMoved(ItemPath)

  /// An item operation in a section that is being deleted (old path), for
  /// example a move out of a deleted section.
  case itemInDeletedSection(Operation, ItemPath)

  /// An item operation in a section that is being inserted (new path), for
  /// example a move into an inserted section.
  case itemInInsertedSection(Operation, ItemPath)

  /// An item operation in a section that is being reloaded (and so replaced
  /// as a whole). The path is old for deletes, reloads and move sources, new
  /// for inserts and move destinations.
  case itemInReloadedSection(Operation, ItemPath)

  /// The items of a section do not add up: old count minus deletes and
  /// moves out plus inserts and moves in is `expected`, but the new data has
  /// `actual` items in that section.
  case itemCountMismatch(oldSection: Int, newSection: Int, expected: Int, actual: Int)

  /// A flat list cannot take section operations; the changeset has one.
  case sectionChangeInFlatList(Operation, section: Int)

  /// A readable sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let op, let section, let count):
      "section \(op) \(section) is out of range: there are \(count) sections"
    case .sectionUsedTwice(let section, let first, let second):
      "section \(section) is used twice: as \(first) and as \(second)"
    case .sectionDeletedAndReloaded(let section):
      "section \(section) is both deleted and reloaded"
    case .sectionDeletedAndMoved(let section):
      "section \(section) is both deleted and moved"
    case .sectionCountMismatch(let expected, let actual):
      "section count does not add up: expected \(expected) after the update, data has \(actual)"
    case .itemSectionOutOfRange(let op, let path, let count):
      "item \(op) \(path) names a section out of range: there are \(count) sections"
    case .itemOutOfRange(let op, let path, let count):
      "item \(op) \(path) is out of range: section \(path.section) has \(count) items"
    case .itemUsedTwice(let path, let first, let second):
      "item \(path) is used twice: as \(first) and as \(second)"
    case .itemDeletedAndReloaded(let path):
      "item \(path) is both deleted and reloaded"
    case .itemDeletedAndMoved(let path):
      "item \(path) is both deleted and moved"
    case .itemInDeletedSection(let op, let path):
      "item \(op) \(path) is in section \(path.section), which is being deleted"
    case .itemInInsertedSection(let op, let path):
      "item \(op) \(path) is in section \(path.section), which is being inserted"
    case .itemInReloadedSection(let op, let path):
      "item \(op) \(path) is in section \(path.section), which is being reloaded"
    case .itemCountMismatch(let oldSection, let newSection, let expected, let actual):
      "item count of section \(oldSection) (new index \(newSection)) does not add up: "
        + "expected \(expected) after the update, data has \(actual)"
    case .sectionChangeInFlatList(let op, let section):
      "section \(op) \(section) cannot be applied to a flat list"
    }
  }
}
