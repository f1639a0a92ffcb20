import Trellis
import TrellisDiff
import TrellisFonts
import TrellisWeb

/// The terminal benchmarks' 10,000 × 5 table (TerminalBenchmarks'
/// `TableScreen` and `HostTableScreen`: the same rows, one `ColumnRow`
/// each, in a `VirtualList`) in a browser tab's host: 1,200 × 800 CSS
/// pixels, text measured with the page's fonts. A page-down scrolls the
/// list by one viewport and draws a frame; the frame's `journal` message is
/// what goes on the wire.
@MainActor
final class WebTableScreen {
  static let rowCount = 10_000
  nonisolated static let headers = ["#", "Name", "Email", "City", "Amount"]
  /// The terminal table's column widths (7, 23, 37, 22, 12 cells) at 8 px a cell.
  nonisolated static let layout = ColumnLayout(
    [56.0, 184, 296, 176, 96].map { .fixed($0) }, spacing: 8)

  let host: WebHost
  let root: ComponentRoot
  let list: VirtualList<Int, [String]>
  private let sent = SentMessages()

  private static var shared: WebTableScreen?

  /// One screen for every sample: building the 10,000 rows is setup.
  static func make(fonts: FontFallbackChain) async -> WebTableScreen {
    if let shared { return shared }
    let screen = await WebTableScreen(fonts: fonts)
    shared = screen
    return screen
  }

  private init(fonts: FontFallbackChain) async {
    let environment = LayoutEnvironment.webPixels(
      measurer: ProportionalTextMeasurer(fonts: fonts, fontSize: 16))
    let dataSource = ComponentDataSource<Int, [String]>(
      sizeRange: SizeRange(width: 1_200), environment: environment, building: .eager
    ) { row, _ in AnyComponent(ColumnRow(Self.layout, row).padding(horizontal: 8, vertical: 0)) }
    try? await dataSource.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Self.rows())])
    list = VirtualList(dataSource, overscan: 0)
    let sent = sent
    host = WebHost(size: Size(width: 1_200, height: 800), environment: environment) {
      sent.last = $0
    }
    root = ComponentRoot(host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    let list = self.list
    await root.render(
      Stack {
        ColumnRow(Self.layout, Self.headers).padding(horizontal: 8, vertical: 0)
        Embedded(list)
        Text("PgDn next page · q quit")
      })
    host.drawFrame()
  }

  /// Scrolls one page down (back to the top at the end) and draws the
  /// frame; returns the bytes of its `journal` message.
  func pageDown() -> Int {
    guard let mounter = list.mounter else { return 0 }
    let page = mounter.frame.height
    let next = mounter.contentOffset + page
    mounter.scroll(to: next + page > mounter.contentHeight ? 0 : next)
    sent.last = ""
    host.drawFrame()
    return sent.last.utf8.count
  }

  /// The rows of TerminalBenchmarks' `TableScreen`.
  static func rows() -> [[String]] {
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
    return (0..<rowCount).map { index in
      let name = "\(first[index % 10]) \(last[(index / 10) % 10])"
      let email = "\(first[index % 10].lowercased()).\(index)@example.com"
      let amount = "\((index * 7919) % 100_000 / 100).\((index * 7919) % 100 / 10)\(index % 10)"
      return ["\(index + 1)", name, email, cities[(index / 3) % 10], amount]
    }
  }
}

/// The last message a benchmark's host sent.
@MainActor
final class SentMessages {
  var last = ""
}
