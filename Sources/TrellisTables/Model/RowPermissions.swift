/// Which changes the user may make to a row: edit (replace its object),
/// move, delete.
///
/// A row's object grants them by conforming to ``RowPermissionProviding``;
/// otherwise ``MutableTableModel/defaultPermissions`` applies.
public struct RowPermissions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates permissions from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The object may be replaced.
  public static let edit = RowPermissions(rawValue: 1)
  /// The row may be moved.
  public static let move = RowPermissions(rawValue: 2)
  /// The row may be deleted.
  public static let delete = RowPermissions(rawValue: 4)
  /// Every change.
  public static let all: RowPermissions = [.edit, .move, .delete]

  /// Whether one kind of change is allowed.
  public func allows(_ edit: TableModelError.RowEdit) -> Bool {
    switch edit {
    case .edit: contains(.edit)
    case .move: contains(.move)
    case .delete: contains(.delete)
    }
  }
}

/// An object that says which changes the user may make to its row.
public protocol RowPermissionProviding: Sendable {
  /// The changes allowed to this object's row.
  var rowPermissions: RowPermissions { get }
}
