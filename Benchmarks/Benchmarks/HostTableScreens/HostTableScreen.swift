import TableRows
import Trellis
import TrellisDiff
import TrellisTerminal

/// The same 10,000 × 5 table (``TableRows``) as ``TableScreen``, but as
/// components through the whole stack: a ``VirtualList`` of row components in a screen,
/// mounted by the core into a ``TerminalHost``, drawn and diffed by the
/// renderer. A page-down scrolls the list by one viewport, which mounts
/// the newly visible rows (reusing the cells that left), and draws a frame.
///
/// Rows come in two kinds: a ``ColumnRow`` (one view per row, how a data
/// table is meant to be built) or a stack of five fixed-width ``Text``s
/// (seven nodes per row, the general composition path).
@MainActor
public final class HostTableScreen {
  /// The terminal run loop the screen is shown in.
  public let loop: TerminalRunLoop<ByteCounter>
  /// The table's list.
  public let list: VirtualList<Int, [String]>

  /// The terminal's width in columns.
  public static let width = 120
  /// The terminal's height in rows.
  public static let height = 40

  /// How each row is made.
  public enum RowKind: CaseIterable, Sendable {
    /// One ``ColumnRow``.
    case columns
    /// A stack of five fixed-width texts.
    case stacked
  }

  private static var instances: [String: HostTableScreen] = [:]

  /// One screen per kind for every sample. With `onDemand: false`,
  /// building the 10,000 rows is setup, not what is measured (the data
  /// source builds them in the background, as an app's does when its model
  /// arrives). With `onDemand: true` rows are built only when they scroll
  /// into view: each page-down builds and lays out the page's rows in the
  /// frame (the data source keeps the last 1,000 rows' builds, so a page
  /// far from the ones before it is built again).
  public static func shared(rows: RowKind, onDemand: Bool) async -> HostTableScreen {
    let key = "\(rows) \(onDemand)"
    if let screen = instances[key] { return screen }
    let screen = await HostTableScreen(
      rows: rows, building: onDemand ? .onDemand(estimatedHeight: 1) : .eager)
    instances[key] = screen
    return screen
  }

  /// A screen of its own (not shared), its rows built as `building` says.
  public init(rows kind: RowKind, building: ItemBuilding) async {
    let dataSource = ComponentDataSource<Int, [String]>(
      sizeRange: SizeRange(width: Double(Self.width)), environment: .characterGrid(),
      building: building
    ) { row, _ in
      switch kind {
      case .columns: AnyComponent(TableRow.columns(row))
      case .stacked: AnyComponent(TableRow(cells: row))
      }
    }
    try? await dataSource.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: TableRows.make())])
    list = VirtualList(dataSource, overscan: 0)
    loop = TerminalRunLoop(
      backend: ByteCounter(), size: TerminalSize(columns: Self.width, rows: Self.height))
    let list = self.list
    try? await loop.show(
      Stack {
        switch kind {
        case .columns: AnyComponent(TableRow.columns(TableRows.headers).tag("header"))
        case .stacked: AnyComponent(TableRow(cells: TableRows.headers).tag("header"))
        }
        Embedded(list)
        Text(" PgDn next page · q quit")
      })
  }

  /// Scrolls one page down (back to the top at the end) and draws the frame;
  /// returns the bytes it wrote.
  public func pageDown() -> Int {
    guard let mounter = list.mounter else { return 0 }
    let page = mounter.frame.height
    let next = mounter.contentOffset + page
    mounter.scroll(to: next + page > mounter.contentHeight ? 0 : next)
    try? loop.drawFrame()
    return loop.display.lastFrameByteCount
  }
}

/// One table row: five columns at the widths of ``TableRows``, as a
/// stack of texts.
public struct TableRow: Component {
  /// The row's five cells.
  public let cells: [String]

  /// A row of `cells`.
  public init(cells: [String]) {
    self.cells = cells
  }

  /// The columns of ``TableScreen`` for a ``ColumnRow``, inset by one cell
  /// on each side as the stacked row is.
  public static let layout = ColumnLayout(
    TableRows.columnWidths.map { .fixed(Double($0)) }, spacing: 1)

  /// The same row as one ``ColumnRow``.
  public static func columns(_ cells: [String]) -> some Component {
    ColumnRow(layout, cells).padding(horizontal: 1, vertical: 0)
  }

  /// Five fixed-width texts in a stack.
  public var body: some Component {
    Stack(.horizontal, spacing: 1) {
      for (column, cell) in cells.enumerated() {
        Text(cell).lineLimit(1).frame(width: .points(Double(TableRows.columnWidths[column])))
      }
    }.padding(horizontal: 1, vertical: 0)
  }
}

/// A terminal backend that only counts bytes, so a benchmark measures the
/// renderer and not a terminal.
public struct ByteCounter: TerminalBackend {
  /// The bytes written so far.
  public var total = 0

  /// An empty counter.
  public init() {}

  /// Counts `bytes`.
  public mutating func write(_ bytes: [UInt8]) {
    total += bytes.count
  }
}
