import Benchmark
import Trellis
import TrellisFonts

// Issue 29's proportional measurer: what a measure call costs a layout
// pass (labels and table cells, whose shaped pieces are cached; new text,
// which is shaped; a paragraph wrapped), and whether layout threads
// measuring at once wait for each other on the shape cache's locks.

/// Labels as a table shows them: short, mostly ASCII, some CJK and emoji.
func labels(_ count: Int, variant: Int = 0) -> [StyledText] {
  (0..<count).map { index in
    switch index % 4 {
    case 0: return StyledText("Row \(index + variant): The quick brown fox")
    case 1: return StyledText("Invoice #\(index * 7 + variant) — paid ✅")
    case 2: return StyledText("东京 \(index + variant) 区")
    default: return StyledText("Total: \(index + variant).00 €", style: TextStyle(bold: true))
    }
  }
}

let paragraph = StyledText(
  String(
    repeating: "The quick brown fox jumps over the lazy dog, and a well-known café owner "
      + "writes 中文 and שלום with 🎉 now and then. ", count: 8))

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    maxDuration: .seconds(3),
    maxIterations: 2_000)
  guard let fonts = try? FontFallbackChain.debian() else {
    print("FontsBenchmarks: the Debian fonts are not installed; nothing measured")
    return
  }
  let measurer = ProportionalTextMeasurer(fonts: fonts, fontSize: 16)
  let cells = labels(1_000)

  Benchmark("measure 1,000 table labels, shaped pieces cached") { benchmark in
    for _ in benchmark.scaledIterations {
      for cell in cells { blackHole(measurer.measure(cell, maxWidth: 240, maxLines: 1)) }
    }
  }

  Benchmark("measure 1,000 new table labels, each shaped") { benchmark in
    var round = 1
    for _ in benchmark.scaledIterations {
      // Past the cache's 4,096 entries, every piece is new.
      let fresh = labels(1_000, variant: round * 1_000_003)
      round += 1
      benchmark.startMeasurement()
      for cell in fresh { blackHole(measurer.measure(cell, maxWidth: 240, maxLines: 1)) }
      benchmark.stopMeasurement()
    }
  }

  Benchmark("wrap a 160-word paragraph at 320 px") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? measurer.measuredLines(of: paragraph, maxWidth: 320, maxLines: nil))
    }
  }

  // The same 1,000 labels split between 1 or 2 tasks, each measuring its
  // own slice (as layout threads measure different texts): on a machine
  // with two idle cores, 2 tasks take half the time unless they wait for
  // each other on the cache's locks.
  for tasks in [1, 2] {
    Benchmark("measure 1,000 cached table labels split between \(tasks) task(s)") {
      benchmark in
      for _ in benchmark.scaledIterations {
        await withTaskGroup(of: Void.self) { group in
          for task in 0..<tasks {
            let slice = cells[(task * cells.count / tasks)..<((task + 1) * cells.count / tasks)]
            group.addTask {
              for cell in slice { blackHole(measurer.measure(cell, maxWidth: 240, maxLines: 1)) }
            }
          }
        }
      }
    }
  }
}
