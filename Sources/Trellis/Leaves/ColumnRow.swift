/// One line of cells in columns: the row (or header) of a data table.
///
/// A row is one view, sized and drawn as a whole: its columns come from a
/// ``ColumnLayout`` shared with the table's other rows, not from a stack of
/// ``Text`` views laid out one by one. Building, laying out and mounting a
/// row costs about what one text does, which is what a table of thousands
/// of rows scrolled a page at a time needs. Each cell is one line, cut to
/// its column with an ellipsis when it does not fit, and aligned as its
/// column says.
///
/// ```swift
/// let columns = ColumnLayout([.fixed(6, alignment: .trailing), .flexible(), .fixed(10)])
/// Stack {
///   ColumnRow(columns, ["#", "Name", "City"]).bold()
///   ColumnRow(columns, ["1", "Ada Lovelace", "London"])
/// }
/// ```
///
/// The row is as wide as its columns, or, when a column is flexible, as
/// wide as it is offered; it is one line high. Cells past the last column
/// are not shown; missing cells are blank. Links in cells send
/// ``LinkTapped`` when tapped, as in ``Text``. Compose cells of other
/// components (buttons, switches) with a ``Stack`` instead.
public struct ColumnRow: Component, PrimitiveComponent {
  /// How the cells share the row's width.
  public var layout: ColumnLayout
  /// The cells, leading to trailing.
  public var cells: ColumnCells

  /// A row of `cells` in `layout`'s columns.
  public init(_ layout: ColumnLayout, cells: ColumnCells) {
    self.layout = layout
    self.cells = cells
  }

  /// A row of styled `cells` in `layout`'s columns.
  public init(_ layout: ColumnLayout, cells: [StyledText]) {
    self.init(layout, cells: ColumnCells(cells))
  }

  /// A row of plain `cells` in `layout`'s columns: the strings are kept as
  /// they are (see ``ColumnCells``).
  public init(_ layout: ColumnLayout, _ cells: [String]) {
    self.init(layout, cells: ColumnCells(cells))
  }

  private func restyled(_ change: (inout TextStyle) -> Void) -> ColumnRow {
    var copy = self
    copy.cells = cells.restyled(change)
    return copy
  }

  /// Every cell bold (or not).
  public func bold(_ isOn: Bool = true) -> ColumnRow { restyled { $0.bold = isOn } }
  /// Every cell italic (or not).
  public func italic(_ isOn: Bool = true) -> ColumnRow { restyled { $0.italic = isOn } }
  /// Every cell underlined (or not).
  public func underline(_ isOn: Bool = true) -> ColumnRow { restyled { $0.underline = isOn } }
  /// Every cell's text in `color` (`nil`: the host's default).
  public func foregroundColor(_ color: Color?) -> ColumnRow {
    restyled { $0.foreground = color }
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .columnRow, reservingCapacity: 4)
    // In name order: each is appended.
    view[.cells] = cells
    view[.columnLayout] = layout
    var handlers = EventHandlers()
    if cells.containsLinks {
      handlers.set(.linkTapped) { event, context in
        if case .linkTapped(let url) = event { context.send(LinkTapped(url: url)) }
      }
    }
    builder.leaf(view: view, content: .columns(layout), handlers: handlers)
  }
}
