import Benchmark
import Foundation
import HostTableScreens
import Trellis
import TrellisFonts
import TrellisWeb

// Issue 29's server-side targets, in a browser tab's host without a socket
// (the socket's cost is the load test's, Scripts/web-load.py):
// - a key typed into a form field → its patch on the wire: p50 ≤ 0.5 ms
//   (decode the page's message, apply it, draw the frame, encode the journal).
//   Characters and Backspace alternate; the field's handler updates its state
//   off the measured path, so the text drifts longer over a run, and the patch,
//   which carries the field's whole value, with it (0.1–2 KB);
// - page-down in the 10,000-row table: server time and bytes per patch, beside
//   TerminalBenchmarks' "column-row table 120×40 through TerminalHost:
//   page-down frame" (≤ its time, ≤ 8 KB); and both in one loop, paired
//   (see PairedPageDown.swift), which a shared machine's drift between two
//   runs cannot tilt.

let bytesPerPatch = BenchmarkMetric.custom(
  "bytes per patch", polarity: .prefersSmaller, useScalingFactor: false)

let fonts: FontFallbackChain = {
  do {
    return try FontFallbackChain.debian()
  } catch {
    preconditionFailure("Debian's font packages are needed: \(error)")
  }
}()

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions, bytesPerPatch],
    maxDuration: .seconds(5), maxIterations: 2_000)

  Benchmark("web: key typed into a form field → patch on the wire") {
    @MainActor benchmark async in
    let form = await WebForm.make(fonts: fonts)
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      benchmark.measurement(bytesPerPatch, form.type(iteration.isMultiple(of: 2) ? "a" : nil))
    }
    benchmark.stopMeasurement()
  }

  Benchmark("web: column-row table 1200×800 px: page-down patch") { @MainActor benchmark async in
    let screen = await WebTableScreen.make(fonts: fonts)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      benchmark.measurement(bytesPerPatch, screen.pageDown())
    }
    benchmark.stopMeasurement()
  }

  pairedPageDownBenchmark()
}
