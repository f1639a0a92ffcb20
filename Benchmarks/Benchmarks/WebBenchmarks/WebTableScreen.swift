import TableRows
import Trellis
import TrellisDiff
import TrellisFonts
import TrellisWeb

/// The benchmarks' 10,000 × 5 table (``TableRows``, as TerminalBenchmarks'
/// `HostTableScreen` shows it: one `ColumnRow` a row, in a `VirtualList`)
/// in a browser tab's host: 1,200 × 800 CSS
/// pixels, text measured with the page's fonts. A page-down scrolls the
/// list by one viewport and draws a frame; the frame's `journal` message is
/// what goes on the wire.
@MainActor
final class WebTableScreen {
  /// The terminal table's column widths (7, 23, 37, 22, 12 cells) at 8 px a cell.
  nonisolated static let layout = ColumnLayout(
    TableRows.columnWidths.map { .fixed(Double($0 * 8)) }, spacing: 8)

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
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: TableRows.make())])
    list = VirtualList(dataSource, overscan: 0)
    let sent = sent
    host = WebHost(size: Size(width: 1_200, height: 800), environment: environment) {
      sent.last = $0
    }
    root = ComponentRoot(host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    let list = self.list
    await root.render(
      Stack {
        ColumnRow(Self.layout, TableRows.headers).padding(horizontal: 8, vertical: 0)
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
}

/// The last message a benchmark's host sent.
@MainActor
final class SentMessages {
  var last = ""
}
