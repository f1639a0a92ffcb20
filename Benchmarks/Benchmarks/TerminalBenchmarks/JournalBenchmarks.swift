import Benchmark
import HostTableScreens
import Trellis
import TrellisDiff
import TrellisTerminal

// The terminal's frame cost with no journal reader (what the terminal runs)
// and with one attached (what a host keeping a retained copy adds), side by
// side: a page-down frame of the components table, the first layout and
// frame of a form, and one bound value changed and drawn.

/// A form of 30 labelled fields and toggles: about 120 views to create,
/// lay out and draw.
struct JournalForm: Component {
  var body: some Component {
    Stack(alignment: .start) {
      for row in 0..<30 {
        Stack(.horizontal, spacing: 1) {
          Text("Field \(row)").frame(width: 10)
          TextField("Value", text: "value \(row)").frame(width: 20)
          Toggle("On", isOn: row % 2 == 0)
        }.key(row)
      }
    }
  }
}

/// One components table per variant, made once (each sample runs the
/// benchmark's closure again): with a reader attached or not.
@MainActor
enum JournalTables {
  private static var tables: [Bool: HostTableScreen] = [:]
  /// Bound values set so far: each sample sets a new one.
  static var changes = 0

  static func shared(reading: Bool) async -> HostTableScreen {
    if let table = tables[reading] { return table }
    let table = await HostTableScreen(rows: .stacked, building: .eager)
    if reading { attachJournalReader(to: table.loop.host.tree) }
    _ = table.pageDown()
    tables[reading] = table
    return table
  }
}

func journalBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    maxDuration: .seconds(5), maxIterations: 1_000)
  for reading in journalVariants {
    let variant = reading ? "journal reader attached" : "no journal reader"

    Benchmark(
      "journal: components table 120×40 page-down frame, \(variant)",
      configuration: configuration
    ) { @MainActor benchmark async in
      let screen = await JournalTables.shared(reading: reading)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(screen.pageDown()) }
      benchmark.stopMeasurement()
    }

    Benchmark(
      "journal: first layout and frame of a 30-row form, \(variant)",
      configuration: configuration
    ) { @MainActor benchmark async in
      for _ in benchmark.scaledIterations {
        let loop = TerminalRunLoop(
          backend: ByteCounter(), size: TerminalSize(columns: 120, rows: 40))
        if reading { attachJournalReader(to: loop.host.tree) }
        benchmark.startMeasurement()
        try? await loop.show(JournalForm())
        benchmark.stopMeasurement()
        blackHole(loop)
      }
    }

    Benchmark(
      "journal: one bound value changed and drawn, components table, \(variant)",
      configuration: configuration
    ) { @MainActor benchmark async in
      let screen = await JournalTables.shared(reading: reading)
      let tree = screen.loop.host.tree
      let footer = tree.mountedIDs.filter { tree.node($0)?.kind == .text }.suffix(1)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        JournalTables.changes += 1
        let count = JournalTables.changes
        tree.applyObservedValue(StyledText(" \(count) · PgDn next page"), for: .text, to: footer)
        try? screen.loop.drawFrame()
      }
      benchmark.stopMeasurement()
    }
  }
}
