/// The cells of a ``ColumnRow``, leading to trailing: a collection of
/// ``StyledText``.
///
/// Plain cells — strings in one style, most rows of a data table — are
/// kept as the strings themselves. A row of them allocates nothing of its
/// own (the strings are shared with the model), where a ``StyledText`` per
/// cell allocates one array each; a table scrolled a page at a time builds
/// and draws a page of rows in every frame.
///
/// ```swift
/// let plain = ColumnCells(["1", "Ada Lovelace", "London"])
/// let styled: ColumnCells = [StyledText("Ada", style: bold), "London"]
/// plain[1].plainText  // "Ada Lovelace"
/// ```
///
/// Cells compare by what they show: plain cells equal the same styled
/// cells, however each was made.
public struct ColumnCells: Hashable, Sendable, AttributeValue, RandomAccessCollection,
  ExpressibleByArrayLiteral
{
  private enum Storage: Sendable {
    /// Every cell is one of the strings, in the style (`nil`: plain).
    case plain([String], SharedStyle?)
    case styled([StyledText])
  }

  /// A style shared by plain cells, kept out of line: cells of two words
  /// fit in an attribute's inline storage, where a style would make
  /// every row's attribute allocate a box.
  private final class SharedStyle: Sendable {
    let style: TextStyle

    init(_ style: TextStyle) {
      self.style = style
    }
  }

  private var storage: Storage

  /// Cells showing `texts`, each in `style`.
  public init(_ texts: [String], style: TextStyle = .plain) {
    storage = .plain(texts, style == .plain ? nil : SharedStyle(style))
  }

  /// Cells showing `cells`.
  public init(_ cells: [StyledText]) {
    storage = .styled(cells)
  }

  /// Cells showing the elements of a literal.
  public init(arrayLiteral elements: StyledText...) {
    self.init(elements)
  }

  /// The first cell's position: 0.
  public var startIndex: Int { 0 }

  /// One past the last cell's position: the number of cells.
  public var endIndex: Int {
    switch storage {
    case .plain(let texts, _): texts.count
    case .styled(let cells): cells.count
    }
  }

  /// The cell at `position` (in `0..<count`).
  public subscript(position: Int) -> StyledText {
    switch storage {
    case .plain(let texts, let shared): StyledText(texts[position], style: shared?.style ?? .plain)
    case .styled(let cells): cells[position]
    }
  }

  /// The texts and the style they share, when the cells were made as
  /// plain strings (``init(_:style:)``); `nil` for cells made as styled
  /// text. A host draws such a row converting the style once.
  public var plainTexts: (texts: [String], style: TextStyle)? {
    guard case .plain(let texts, let shared) = storage else { return nil }
    return (texts, shared?.style ?? .plain)
  }

  /// The cell at `index` when it is a single run (or empty), as a run,
  /// without making a ``StyledText``; `nil` for a cell of several runs.
  public func singleRun(at index: Int) -> StyledText.Run? {
    switch storage {
    case .plain(let texts, let shared):
      return StyledText.Run(texts[index], style: shared?.style ?? .plain)
    case .styled(let cells):
      let runs = cells[index].runs
      switch runs.count {
      case 0: return StyledText.Run("")
      case 1: return runs[0]
      default: return nil
      }
    }
  }

  /// The same cells with `change` applied to every cell's style (plain
  /// cells share one, changed once).
  public func restyled(_ change: (inout TextStyle) -> Void) -> ColumnCells {
    switch storage {
    case .plain(let texts, let shared):
      var style = shared?.style ?? .plain
      change(&style)
      return ColumnCells(texts, style: style)
    case .styled(let cells):
      return ColumnCells(cells.map { $0.restyled(change) })
    }
  }

  /// Whether any cell has a link in it.
  public var containsLinks: Bool {
    switch storage {
    case .plain(let texts, let shared):
      shared?.style.link != nil && texts.contains { !$0.isEmpty }
    case .styled(let cells):
      cells.contains { $0.runs.contains { $0.style.link != nil } }
    }
  }

  /// Whether the two show the same cells.
  public static func == (lhs: ColumnCells, rhs: ColumnCells) -> Bool {
    if case .plain(let left, let leftStyle) = lhs.storage,
      case .plain(let right, let rightStyle) = rhs.storage
    {
      // Texts that are empty show no style.
      guard left == right else { return false }
      return leftStyle?.style == rightStyle?.style || left.allSatisfy(\.isEmpty)
    }
    return lhs.elementsEqual(rhs)
  }

  /// Hashes what the cells show: their texts (equal cells have equal texts).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    switch storage {
    case .plain(let texts, _):
      for text in texts { hasher.combine(text) }
    case .styled(let cells):
      for cell in cells { hasher.combine(cell.plainText) }
    }
  }
}

extension ColumnCells: CustomStringConvertible {
  /// The cells as a list of quoted strings, styled runs as `[text|style]`.
  public var description: String {
    "[" + map(\.description).joined(separator: ", ") + "]"
  }
}
