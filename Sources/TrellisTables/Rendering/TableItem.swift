/// One entry of the list a ``TableView`` shows: a section's header, a row,
/// or a section's footer.
public enum TableItem: Sendable {
  /// A section header.
  case header(String)
  /// A row.
  case row(TableRow)
  /// A section footer.
  case footer(String)
}

/// A row as the table shows it: the model's object plus what the table
/// knows about it.
public struct TableRow: Sendable {
  /// The model's object.
  public var object: any Sendable
  /// An identity the table gives the row for as long as it is shown.
  public var id: Int
  /// Whether the row is selected.
  public var isSelected: Bool
  /// Whether the keyboard is on the row (see ``TableView/highlightedPath``).
  public var isHighlighted: Bool

  /// Creates a row.
  public init(object: any Sendable, id: Int, isSelected: Bool = false, isHighlighted: Bool = false)
  {
    self.object = object
    self.id = id
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
  }
}

/// What a ``TableView``'s data source knows about a section.
public struct TableSectionInfo: Sendable, Hashable {
  /// The header, if any.
  public var header: String?
  /// The footer, if any.
  public var footer: String?

  /// Creates section information.
  public init(header: String?, footer: String?) {
    self.header = header
    self.footer = footer
  }

  /// The number of list entries before the first row: 1 with a header.
  var rowOffset: Int { header == nil ? 0 : 1 }
}
