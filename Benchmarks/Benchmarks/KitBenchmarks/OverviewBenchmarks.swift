import Benchmark
import HostTableScreens
import Trellis
import TrellisDiff
import TrellisKit
import TrellisTerminal

// Issue 20's overview target: the overlay, when hidden, adds no measurable
// time to the terminal page-down frame. The same table screen as the
// terminal benchmarks' (10,000 column rows in a virtual list, 120 × 40),
// once as it is and once with `.overview()` installed but hidden.

/// A 10,000-row table screen on a terminal run loop, optionally with the
/// overview installed (hidden).
@MainActor
final class OverviewTableScreen {
  let loop: TerminalRunLoop<ByteCounter>
  let list: VirtualList<Int, [String]>

  static let widths: [Double] = [7, 23, 37, 22, 12]
  private static var instances: [Bool: OverviewTableScreen] = [:]

  static func shared(withOverview: Bool) async -> OverviewTableScreen {
    if let screen = instances[withOverview] { return screen }
    let screen = await OverviewTableScreen(withOverview: withOverview)
    instances[withOverview] = screen
    return screen
  }

  init(withOverview: Bool) async {
    let layout = ColumnLayout(Self.widths.map { .fixed($0) }, spacing: 1)
    let rows = (0..<10_000).map { index in
      [
        "\(index)", "Name \(index)", "person\(index)@example.com", "City \(index % 97)",
        "\(index * 7 % 1000).00",
      ]
    }
    let dataSource = ComponentDataSource<Int, [String]>(
      sizeRange: SizeRange(width: 120), environment: .characterGrid(), building: .eager
    ) { row, _ in
      AnyComponent(ColumnRow(layout, row).padding(horizontal: 1, vertical: 0))
    }
    try? await dataSource.apply(Changeset(sectionInserts: [0]), to: [ListSection(0, items: rows)])
    list = VirtualList(dataSource, overscan: 0)
    loop = TerminalRunLoop(backend: ByteCounter(), size: TerminalSize(columns: 120, rows: 40))
    let screen = Stack {
      Text(" #  Name  Email  City  Amount").bold()
      Embedded(list)
      Text(" PgDn next page · q quit")
    }
    if withOverview {
      try? await loop.show(screen.overview())
    } else {
      try? await loop.show(screen)
    }
  }

  /// Scrolls one page down (back to the top at the end) and draws the frame.
  func pageDown() {
    guard let mounter = list.mounter else { return }
    let page = mounter.frame.height
    let next = mounter.contentOffset + page
    mounter.scroll(to: next + page > mounter.contentHeight ? 0 : next)
    try? loop.drawFrame()
  }
}

func overviewBenchmarks() {
  for withOverview in [false, true] {
    let name =
      withOverview
      ? "table 120×40: page-down frame, overview installed and hidden"
      : "table 120×40: page-down frame, no overview"
    Benchmark(name, configuration: .init(maxDuration: .seconds(5), maxIterations: 2_000)) {
      @MainActor benchmark async in
      let screen = await OverviewTableScreen.shared(withOverview: withOverview)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { screen.pageDown() }
      benchmark.stopMeasurement()
    }
  }
}
