public import TrellisDiff

/// Why a table model refused a change; the model is left as it was.
public enum TableModelError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A section index outside `0..<count` (or `0...count` for an insert).
  case sectionOutOfRange(Int, count: Int)
  /// A row path that names no row (or no insertion point).
  case rowOutOfRange(ItemPath)
  /// The row's permission forbids this change.
  case notPermitted(RowEdit, ItemPath)

  /// A change the user makes to one row, each allowed per row by
  /// ``RowPermissions``.
  public enum RowEdit: String, Hashable, Sendable {
    /// Replacing the row's object.
    case edit
    /// Moving the row.
    case move
    /// Deleting the row.
    case delete
  }

  /// A sentence saying what was refused.
  public var description: String {
    switch self {
    case .sectionOutOfRange(let index, let count):
      "section \(index) is out of range (the model has \(count) sections)"
    case .rowOutOfRange(let path):
      "row \(path) is out of range"
    case .notPermitted(let edit, let path):
      "row \(path) does not allow \(edit.rawValue)"
    }
  }
}
