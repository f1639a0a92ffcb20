import Benchmark
import HostTableScreens
import Trellis

// The web page-down patch and the terminal page-down frame compared in one
// loop: each iteration times one of each, so both meet the same state of a
// shared machine. Run separately, the two benchmarks land in different
// seconds, and this VM's speed drifts by 30 % between runs of the same
// binary (docs/benchmarks/2026-11-29-webpage.md), more than the difference
// being measured.

let webPatchTime = BenchmarkMetric.custom(
  "web patch (μs)", polarity: .prefersSmaller, useScalingFactor: false)
let terminalFrameTime = BenchmarkMetric.custom(
  "terminal frame (μs)", polarity: .prefersSmaller, useScalingFactor: false)
let webPerTerminal = BenchmarkMetric.custom(
  "web / terminal (%)", polarity: .prefersSmaller, useScalingFactor: false)

/// "web patch beside the terminal frame, paired: page-down": per iteration,
/// a page-down of the web host's table (``WebTableScreen``, its `journal`
/// message encoded) and of the terminal host's (TerminalBenchmarks'
/// column-row table, drawn and diffed into a byte counter), in turns of
/// who goes first; the metrics are each one's time and their ratio.
func pairedPageDownBenchmark() {
  Benchmark(
    "web patch beside the terminal frame, paired: page-down",
    configuration: .init(
      metrics: [.wallClock, webPatchTime, terminalFrameTime, webPerTerminal],
      maxDuration: .seconds(10), maxIterations: 2_000)
  ) { @MainActor benchmark async in
    let web = await WebTableScreen.make(fonts: fonts)
    let terminal = await HostTableScreen.shared(rows: .columns, onDemand: false)
    let clock = ContinuousClock()
    func nanoseconds(_ work: () -> Int) -> Int {
      let start = clock.now
      blackHole(work())
      let elapsed = (clock.now - start).components
      return Int(elapsed.seconds) * 1_000_000_000 + Int(elapsed.attoseconds / 1_000_000_000)
    }
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      // Whoever goes second finds the caches as the first left them: turns.
      let webFirst = iteration.isMultiple(of: 2)
      var webTime = 0
      var terminalTime = 0
      if webFirst { webTime = nanoseconds(web.pageDown) }
      terminalTime = nanoseconds(terminal.pageDown)
      if !webFirst { webTime = nanoseconds(web.pageDown) }
      benchmark.measurement(webPatchTime, webTime / 1_000)
      benchmark.measurement(terminalFrameTime, terminalTime / 1_000)
      benchmark.measurement(webPerTerminal, webTime * 100 / max(terminalTime, 1))
    }
    benchmark.stopMeasurement()
  }
}
