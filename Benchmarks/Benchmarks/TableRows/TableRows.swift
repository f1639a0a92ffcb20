/// The 10,000 × 5 table every table benchmark shows (the terminal's cell
/// buffer and host screens, the web host's screen), and the Rust peer's
/// (Benchmarks/Peers/tui-rs makes the same rows): one definition, so that
/// they all measure the very same data.
public enum TableRows {
  /// The number of rows.
  public static let count = 10_000
  /// The column headers.
  public static let headers = ["#", "Name", "Email", "City", "Amount"]
  /// The columns' widths in terminal cells.
  public static let columnWidths = [7, 23, 37, 22, 12]
  /// Where each column starts on a 120-cell line (one cell of spacing
  /// between columns, one before the first).
  public static let columnStarts = [1, 9, 33, 71, 94]

  /// Every row's cells, formatted once (the model a data source holds):
  /// number, name, email, city (some of them wide or accented) and amount.
  public static func make() -> [[String]] {
    let first = [
      "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Ken", "Margaret", "Linus", "Frances",
    ]
    let last = [
      "Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Thompson", "Hamilton",
      "Torvalds", "Allen",
    ]
    let cities = [
      "London", "New York", "Zürich", "東京", "São Paulo", "Berlin", "Nairobi", "Sydney", "Montréal",
      "Mumbai",
    ]
    return (0..<count).map { index in
      let name = "\(first[index % 10]) \(last[(index / 10) % 10])"
      let email = "\(first[index % 10].lowercased()).\(index)@example.com"
      let amount = "\((index * 7919) % 100_000 / 100).\((index * 7919) % 100 / 10)\(index % 10)"
      return ["\(index + 1)", name, email, cities[(index / 3) % 10], amount]
    }
  }
}
