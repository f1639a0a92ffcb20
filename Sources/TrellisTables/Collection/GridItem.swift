/// One entry of the list a ``CollectionView`` shows: a section header, a
/// line of items, or a section footer.
public enum GridItem: Sendable {
  /// A section header.
  case header(String)
  /// One line of the grid: up to the column count of rows, left to right.
  case line([TableRow])
  /// A section footer.
  case footer(String)
}
