public import Trellis

/// An object that names the cell showing it: a component built from the
/// object. A ``CellFactory`` mapping for the object's type overrides it.
///
/// ```swift
/// struct Contact: TableCellObject {
///   let name: String, phone: String
///   func makeCell(context: CellContext) -> SubtitleCell { SubtitleCell(name, subtitle: phone) }
/// }
/// ```
public protocol TableCellObject: Sendable {
  /// The component type of the cell.
  associatedtype Cell: Component
  /// Builds the cell; runs off the main actor and must be pure.
  func makeCell(context: CellContext) -> Cell
}

/// An object whose row has a fixed height instead of the height its cell's
/// layout gives.
public protocol RowHeightProviding: Sendable {
  /// The row's height in lines of the host's text (rows on a terminal,
  /// the font's line height in a browser), or `nil` for the layout's
  /// height: a row sized in lines has room for as many lines on any host.
  var rowHeight: Double? { get }
}
