import Trellis
import TrellisDiff

/// A long list, virtualised: only the rows on screen are mounted.
enum LongListDemo {
  /// The number of rows.
  static let rowCount = 10_000

  @MainActor
  static func make() -> CatalogDemo {
    let content = LongListContent()
    let prepare: @MainActor @Sendable () async -> Void = { await content.load().value }
    return CatalogDemo(
      id: "long-list", title: "Long list",
      summary: "\(rowCount) rows, virtualised: only the visible ones are mounted", scrolls: false,
      prepare: prepare
    ) {
      Embedded(content)
    }
  }
}

/// The list, loading its rows the first time it is shown (or prepared).
@MainActor
private final class LongListContent: Embeddable {
  private let list: VirtualList<String, Int>
  private var loading: Task<Void, Never>?

  init() {
    let dataSource = ComponentDataSource<String, Int>(sizeRange: SizeRange(width: 118)) {
      number, _ in
      LongListRow(number: number)
    }
    list = VirtualList(dataSource)
  }

  /// Starts loading the rows once; rows are built and laid out off the
  /// main actor and the list fills in as they arrive.
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
    list.mount(host: host, in: view, size: size)
  }

  func resize(to size: Size) { list.resize(to: size) }

  func unmount() { list.unmount() }
}

private struct LongListRow: Component {
  let number: Int

  var body: some Component {
    Stack(.horizontal, spacing: 2) {
      Text("#\(number)").bold().frame(width: .points(7))
      Text("Row \(number) of \(LongListDemo.rowCount)").flex(grow: 1)
      Text(number.isMultiple(of: 3) ? "fizz" : "").foregroundColor(.yellow)
        .frame(width: .points(5))
    }
  }
}
