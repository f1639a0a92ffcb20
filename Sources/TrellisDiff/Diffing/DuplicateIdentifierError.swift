/// Two sections or two items with the same identifier, found by a strict
/// diff.
///
/// The default diff matches duplicates in order (the first occurrence in
/// the old data with the first in the new data, and so on; extras become
/// deletes or inserts). The strict diffs, `strictDiff(from:to:)`, reject
/// duplicates with this error instead. Identifiers are rendered with
/// `String(describing:)` so the error stays `Sendable` and `Hashable`
/// whatever the identifier type.
public enum DuplicateIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which version of the data holds the duplicate.
  public enum Side: String, Hashable, Sendable {
    /// The data before the update.
    case old
    /// The data after the update.
    case new
  }

  /// Two sections of the same side share identifier `id`: the first at
  /// index `first`, the next at index `duplicate`.
  case section(id: String, side: Side, first: Int, duplicate: Int)

  /// Two items of the same side share identifier `id` (items are
  /// identified across all sections): the first at `first`, the next at
  /// `duplicate`. A flat diff reports paths in section 0.
  case item(id: String, side: Side, first: ItemPath, duplicate: ItemPath)

  /// A readable sentence saying which identifier is duplicated and where.
  public var description: String {
    switch self {
    case .section(let id, let side, let first, let duplicate):
      "duplicate section identifier \(id) in the \(side.rawValue) data: "
        + "sections \(first) and \(duplicate)"
    case .item(let id, let side, let first, let duplicate):
      "duplicate item identifier \(id) in the \(side.rawValue) data: items \(first) and \(duplicate)"
    }
  }
}
