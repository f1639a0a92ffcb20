import Benchmark
import HostTableScreens
import Trellis
import TrellisTerminal

// design.md's terminal target: a 120×40 screen showing a 10,000 × 5 table; one
// frame after a page-down (draw the visible rows into the buffer, diff against the
// previous frame, produce the bytes), and the bytes written per frame.

let bytesPerFrame = BenchmarkMetric.custom(
  "bytes per frame", polarity: .prefersSmaller, useScalingFactor: false)

final class Fixture {
  var screen: TableScreen
  var display = TerminalDisplay(backend: ByteCounter(), width: 120, height: 40)

  init(styled: Bool, colorScheme: TerminalColorScheme? = nil) {
    screen = TableScreen(width: 120, height: 40, styled: styled)
    display.colorScheme = colorScheme
    let screen = self.screen
    _ = try? display.draw { screen.draw(into: &$0) }
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions, bytesPerFrame],
    maxDuration: .seconds(3),
    maxIterations: 20_000)

  // The whole stack: components in a virtual list, mounted into the
  // terminal host, drawn and diffed. With rows built eagerly, building the
  // 10,000 rows is setup (the data source does it in the background when
  // the model arrives); with rows built on demand, each page-down also
  // builds and lays out the 38 rows it shows, none of them built: 1,000
  // pages go round the table almost four times, and the data source keeps
  // only the last 1,000 builds (about 26 pages), so a page that comes
  // round again is built again. A thousand frames make a steadier median
  // than two hundred on a machine whose speed drifts.
  //
  // Rows are either one ColumnRow each (how a data table is built) or a
  // stack of five texts each (the general composition path, seven nodes).
  for rows in HostTableScreen.RowKind.allCases {
    for onDemand in [false, true] {
      let name =
        rows == .columns
        ? "column-row table 120×40 through TerminalHost"
        : "components table 120×40 through TerminalHost"
      benchmarkPageDown(
        onDemand ? "\(name), rows built on demand: page-down frame" : "\(name): page-down frame",
        rows: rows, onDemand: onDemand)
    }
  }

  journalBenchmarks()

  // Idle: a screen that does not change draws no frame and schedules nothing.
  Benchmark(
    "components table 120×40 through TerminalHost: idle frame request",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal, bytesPerFrame])
  ) { @MainActor benchmark async in
    let screen = await HostTableScreen.shared(rows: .stacked, onDemand: false)
    let frames = screen.loop.frameCount
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try? screen.loop.drawFrame()
    }
    benchmark.stopMeasurement()
    precondition(screen.loop.frameCount == frames && screen.loop.isIdle)
    benchmark.measurement(bytesPerFrame, 0)
  }

  for styled in [false, true] {
    let look = styled ? "styled" : "plain"

    let pageDown = Fixture(styled: styled)
    Benchmark("\(look) table 120×40: page-down frame") { benchmark in
      for _ in benchmark.scaledIterations {
        pageDown.screen.pageDown()
        let screen = pageDown.screen
        let bytes = (try? pageDown.display.draw { screen.draw(into: &$0) }) ?? 0
        benchmark.measurement(bytesPerFrame, bytes)
      }
    }

    // The same frame where text keeps 4.5:1 on a light terminal (what
    // TerminalApp does once the start-up probe learnt the background).
    let readable = Fixture(styled: styled, colorScheme: .light)
    Benchmark("\(look) table 120×40: page-down frame, readable on a light background") {
      benchmark in
      for _ in benchmark.scaledIterations {
        readable.screen.pageDown()
        let screen = readable.screen
        let bytes = (try? readable.display.draw { screen.draw(into: &$0) }) ?? 0
        benchmark.measurement(bytesPerFrame, bytes)
      }
    }

    let idle = Fixture(styled: styled)
    Benchmark("\(look) table 120×40: frame with nothing changed") { benchmark in
      for _ in benchmark.scaledIterations {
        let screen = idle.screen
        let bytes = (try? idle.display.draw { screen.draw(into: &$0) }) ?? 0
        benchmark.measurement(bytesPerFrame, bytes)
      }
    }

    let full = Fixture(styled: styled)
    Benchmark("\(look) table 120×40: full redraw") { benchmark in
      for _ in benchmark.scaledIterations {
        full.display.setNeedsFullRedraw()
        let screen = full.screen
        let bytes = (try? full.display.draw { screen.draw(into: &$0) }) ?? 0
        benchmark.measurement(bytesPerFrame, bytes)
      }
    }
  }
}

/// A page-down frame of a ``HostTableScreen``, with the bytes it writes.
private func benchmarkPageDown(_ name: String, rows: HostTableScreen.RowKind, onDemand: Bool) {
  Benchmark(
    name,
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .instructions, bytesPerFrame],
      maxDuration: .seconds(5), maxIterations: onDemand ? 1_000 : 2_000)
  ) { @MainActor benchmark async in
    let screen = await HostTableScreen.shared(rows: rows, onDemand: onDemand)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      benchmark.measurement(bytesPerFrame, screen.pageDown())
    }
    benchmark.stopMeasurement()
  }
}
