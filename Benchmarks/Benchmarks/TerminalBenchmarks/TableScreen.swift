import HostTableScreens
import TableRows
import TrellisTerminal

/// The benchmarks' 10,000 × 5 table (``TableRows``) drawn straight into a
/// cell buffer, the way a table view will once the core mounts it: a
/// header, one page of rows, a status line.
///
/// Two looks: `styled: false` is a plain table (bold inverse header and status
/// line, default-coloured rows), like the Rust peer's table demo; `styled: true`
/// adds 24-bit colours per column and zebra stripes, which costs SGR bytes on
/// every row.
struct TableScreen {
  /// The table's cells, formatted once (the model a data source would hold).
  let rows: [[String]]
  /// The first row shown.
  var top = 0
  let width: Int
  let height: Int
  let styled: Bool

  let headerStyle: CellStyle
  let stripeStyle = CellStyle(background: .rgb(30, 30, 36))
  let numberStyle: CellStyle
  let linkStyle: CellStyle
  let footerStyle = CellStyle(attributes: .inverse)

  init(width: Int, height: Int, styled: Bool) {
    self.width = width
    self.height = height
    self.styled = styled
    headerStyle =
      styled
      ? CellStyle(foreground: .rgb(250, 250, 250), background: .rgb(40, 60, 120), attributes: .bold)
      : CellStyle(attributes: [.bold, .inverse])
    numberStyle = styled ? CellStyle(foreground: .rgb(150, 150, 160)) : .plain
    linkStyle =
      styled ? CellStyle(foreground: .rgb(120, 170, 255), attributes: .underline) : .plain
    rows = TableRows.make()
  }

  /// The number of table rows on screen (all but the header and the status line).
  var pageSize: Int { height - 2 }

  mutating func pageDown() {
    top += pageSize
    if top + pageSize > TableRows.count { top = 0 }
  }

  func draw(into buffer: inout CellBuffer) {
    buffer.fill(x: 0, y: 0, width: width, height: 1, style: headerStyle)
    for column in 0..<5 {
      buffer.write(
        TableRows.headers[column], x: TableRows.columnStarts[column], y: 0, style: headerStyle,
        maxWidth: TableRows.columnWidths[column])
    }
    for line in 0..<pageSize {
      let index = top + line
      let y = line + 1
      let row = rows[index]
      let stripe = styled && index % 2 == 1
      if stripe { buffer.fill(x: 0, y: y, width: width, height: 1, style: stripeStyle) }
      for column in 0..<5 {
        var style = column == 0 ? numberStyle : column == 2 ? linkStyle : CellStyle.plain
        if stripe { style.background = stripeStyle.background }
        buffer.write(
          row[column], x: TableRows.columnStarts[column], y: y, style: style,
          maxWidth: TableRows.columnWidths[column])
      }
    }
    buffer.fill(x: 0, y: height - 1, width: width, height: 1, style: footerStyle)
    buffer.write(" PgDn next page · q quit", x: 0, y: height - 1, style: footerStyle)
    buffer.write(rows[top][0], x: width - 20, y: height - 1, style: footerStyle)
    buffer.write(" of 10000", x: width - 14, y: height - 1, style: footerStyle)
  }
}
