import Benchmark
import TrellisTerminal

// design.md's terminal target: a 120×40 screen showing a 10,000 × 5 table; one
// frame after a page-down (draw the visible rows into the buffer, diff against the
// previous frame, produce the bytes), and the bytes written per frame.

let bytesPerFrame = BenchmarkMetric.custom(
  "bytes per frame", polarity: .prefersSmaller, useScalingFactor: false)

final class Fixture {
  var screen: TableScreen
  var display = TerminalDisplay(backend: ByteCounter(), width: 120, height: 40)

  init(styled: Bool) {
    screen = TableScreen(width: 120, height: 40, styled: styled)
    let screen = self.screen
    _ = try? display.draw { screen.draw(into: &$0) }
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions, bytesPerFrame],
    maxDuration: .seconds(3),
    maxIterations: 20_000)

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
        full.display.invalidate()
        let screen = full.screen
        let bytes = (try? full.display.draw { screen.draw(into: &$0) }) ?? 0
        benchmark.measurement(bytesPerFrame, bytes)
      }
    }
  }
}
