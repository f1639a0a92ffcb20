import Trellis
import TrellisTerminal

/// The page-down screen of the terminal benchmarks (Benchmarks/TerminalBenchmarks'
/// `TableScreen`) and of the tui-rs peer: a 10,000 × 5 table at 120 × 40 with a bold
/// inverse header and an inverse status line, one page of rows per frame.
struct PagedTable {
  static let rowCount = 10_000
  static let columnStarts = [1, 9, 33, 71, 94]
  static let columnWidths = [7, 23, 37, 22, 12]
  static let headers = ["#", "Name", "Email", "City", "Amount"]
  static let width = 120
  static let height = 40

  /// The first row shown.
  var top = 0

  /// The table rows on screen: all but the header and the status line.
  static var pageSize: Int { height - 2 }

  mutating func pageDown() {
    top += Self.pageSize
    if top + Self.pageSize > Self.rowCount { top = 0 }
  }

  /// The cells of row `index`, as the benchmark formats them.
  static func row(_ index: Int) -> [String] {
    let first = [
      "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Ken", "Margaret", "Linus",
      "Frances",
    ]
    let last = [
      "Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Thompson", "Hamilton",
      "Torvalds", "Allen",
    ]
    let cities = [
      "London", "New York", "Zürich", "東京", "São Paulo", "Berlin", "Nairobi", "Sydney",
      "Montréal", "Mumbai",
    ]
    let amount = "\((index * 7919) % 100_000 / 100).\((index * 7919) % 100 / 10)\(index % 10)"
    return [
      "\(index + 1)", "\(first[index % 10]) \(last[(index / 10) % 10])",
      "\(first[index % 10].lowercased()).\(index)@example.com", cities[(index / 3) % 10],
      amount,
    ]
  }

  /// The screen showing the page from ``top``.
  func buffer() -> CellBuffer {
    var buffer = CellBuffer(width: Self.width, height: Self.height)
    let header = CellStyle(attributes: [.bold, .inverse])
    let footer = CellStyle(attributes: .inverse)
    buffer.fill(x: 0, y: 0, width: Self.width, height: 1, style: header)
    for column in 0..<5 {
      buffer.write(
        Self.headers[column], x: Self.columnStarts[column], y: 0, style: header,
        maxWidth: Self.columnWidths[column])
    }
    for line in 0..<Self.pageSize {
      let row = Self.row(top + line)
      for column in 0..<5 {
        buffer.write(
          row[column], x: Self.columnStarts[column], y: line + 1,
          maxWidth: Self.columnWidths[column])
      }
    }
    let bottom = Self.height - 1
    buffer.fill(x: 0, y: bottom, width: Self.width, height: 1, style: footer)
    buffer.write(" PgDn next page · q quit", x: 0, y: bottom, style: footer)
    buffer.write(Self.row(top)[0], x: Self.width - 20, y: bottom, style: footer)
    buffer.write(" of 10000", x: Self.width - 14, y: bottom, style: footer)
    return buffer
  }
}
