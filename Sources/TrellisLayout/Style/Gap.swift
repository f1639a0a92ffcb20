/// The gutters between flex items and between flex lines (CSS `gap`).
///
/// ``column`` separates items placed side by side (along a row); ``row`` separates items or
/// lines stacked vertically. Each falls back to ``all``. Percentages resolve against the
/// container's inner size on the same axis; negative values count as `0`.
public struct Gap: Sendable, Hashable {
  /// Both gaps.
  public var all: Dimension?
  /// The gap between rows (vertical spacing).
  public var row: Dimension?
  /// The gap between columns (horizontal spacing).
  public var column: Dimension?

  /// Creates a gap; unspecified gaps are `0`.
  public init(all: Dimension? = nil, row: Dimension? = nil, column: Dimension? = nil) {
    self.all = all
    self.row = row
    self.column = column
  }

  /// No gap.
  public static let none = Gap()

  /// The effective vertical gap between rows.
  public var resolvedRow: Dimension { row ?? all ?? .points(0) }

  /// The effective horizontal gap between columns.
  public var resolvedColumn: Dimension { column ?? all ?? .points(0) }
}
