import Trellis
import TrellisDiff

/// A long list, virtualised: only the rows on screen are mounted.
enum LongListDemo {
  /// The number of rows.
  static let rowCount = 100_000

  @MainActor
  static func make() -> CatalogDemo {
    let content = LongListContent()
    let prepare: @MainActor @Sendable () async -> Void = { await content.load().value }
    return CatalogDemo(
      id: "long-list", title: "Long list",
      summary: "100,000 rows: only those on screen are ever built", scrolls: false,
      prepare: prepare
    ) {
      Stack {
        // The header shares the rows' columns, so they line up; it stops
        // short of the list's scroll bar, as the rows do.
        ColumnRow(LongListRow.columns, ["#", "Title", "Fizz"]).bold()
          .padding(steps: EdgeInsets(trailing: 1))
        Embedded(content).flex(grow: 1, shrink: 1)
      }
    }
  }
}

/// The list, loading its rows the first time it is shown (or prepared).
@MainActor
private final class LongListContent: Embeddable {
  private let list: VirtualList<String, Int>
  private var loading: Task<Void, Never>?
  /// The width kept free beside the rows for the scroll bar.
  private var scrollBarWidth = 1.0

  init() {
    // Only the rows a list shows are ever built; the rest count as one
    // line until they are. The width is the list's, set when it is shown;
    // a host that measures otherwise than the catalog's grid (a browser's
    // pixels) has the data source lay the rows out again in its units.
    let environment = LayoutEnvironment.characterGrid()
    let dataSource = ComponentDataSource<String, Int>(
      sizeRange: SizeRange(width: 118), environment: environment,
      building: .onDemand(estimatedHeight: environment.lineHeight)
    ) { number, _ in
      LongListRow(number: number)
    }
    list = VirtualList(dataSource)
  }

  /// Starts loading the rows once: the models commit at once, and each
  /// row is built when the list first shows it.
  func load() -> Task<Void, Never> {
    if let loading { return loading }
    let dataSource = list.dataSource
    let task = Task { @MainActor () -> Void in
      try? await dataSource.apply(
        Changeset(sectionInserts: [0]),
        to: [ListSection("Rows", items: Array(1...LongListDemo.rowCount))])
    }
    loading = task
    return task
  }

  func mount(host: any Host, in view: ViewID, size: Size) {
    _ = load()
    scrollBarWidth = host.environment.controlMetrics.spacingStep
    fitRows(to: size)
    list.mount(host: host, in: view, size: size)
  }

  func resize(to size: Size) {
    fitRows(to: size)
    list.resize(to: size)
  }

  /// Rows take the list's width, less the scroll bar's room (a column on a
  /// grid, a spacing step in a browser, where a unit is a pixel): built
  /// rows are laid out again when the window is resized.
  private func fitRows(to size: Size) {
    list.dataSource.setSizeRange(SizeRange(width: max(1, size.width - scrollBarWidth)))
  }

  func settle() async { await list.settle() }

  func unmount() { list.unmount() }
}

private struct LongListRow: Component {
  let number: Int

  /// Shared by every row, so their columns line up (and their layout is
  /// worked out once, for the first row).
  static let columns = ColumnLayout(
    [.fixed(7), .flexible(), .fixed(5)], spacing: 2, unit: .text)

  var body: some Component {
    // One view per row, whatever the number of columns: what keeps a
    // list of 100,000 rows quick to scroll a page at a time.
    ColumnRow(
      Self.columns,
      cells: [
        StyledText("#\(number)", style: TextStyle(bold: true)),
        StyledText("Row \(number) of \(LongListDemo.rowCount)"),
        StyledText(number.isMultiple(of: 3) ? "fizz" : "", style: TextStyle(foreground: .yellow)),
      ])
  }
}
