// Issue 27.5's target: the command palette's search costs under 1 ms per
// typed key (p50), at 20,000 commands or 5,000 typed characters. Each
// iteration is one key: the search is brought to the query before it (not
// measured), then the key is typed (measured), as the palette asks on every
// key — the best 12, with where their titles matched.

import Benchmark
import Trellis

/// 20,000 commands with titles of a few words, as an editor's quick-open
/// list might have.
func manyCommands() -> [Command] {
  let words = [
    "open", "close", "layout", "playground", "table", "list", "file", "folder", "image", "photo",
    "album", "settings", "theme", "window", "split", "search", "replace", "branch", "commit",
    "network",
  ]
  return (0..<20_000).map { number in
    let first = words[number % words.count].capitalized
    let second = words[(number / words.count) % words.count]
    let third = words[(number / 400) % words.count]
    return Command("\(first) \(second) \(third) \(number)", id: "command-\(number)") { _ in }
  }
}

/// About as many commands as the catalog's palette has.
func catalogSizedCommands() -> [Command] {
  (0..<30).map { Command("Demo number \($0)", id: "demo-\($0)") { _ in } }
}

/// One benchmark: iteration k types key k of `query` (from the start again
/// after the last), measuring only that key.
func paletteKeyBenchmark(_ name: String, commands: @escaping () -> [Command], query: String) {
  Benchmark(
    name,
    configuration: .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 5_000)
  ) { benchmark in
    let search = CommandSearch(commands())
    let keys = Array(query)
    var typed = 0
    for _ in benchmark.scaledIterations {
      if typed == keys.count { typed = 0 }
      let before = String(keys[..<typed])
      blackHole(search.results(for: before, limit: 12))
      typed += 1
      let after = before + String(keys[typed - 1])
      benchmark.startMeasurement()
      blackHole(search.results(for: after, limit: 12))
      benchmark.stopMeasurement()
    }
  }
}

func paletteBenchmarks() {
  paletteKeyBenchmark(
    "palette: a key typed, 20,000 commands", commands: manyCommands,
    query: "open photo album 1")
  paletteKeyBenchmark(
    "palette: a key typed, up to 5,000 typed characters", commands: catalogSizedCommands,
    query: String(repeating: "demo number ", count: 420))
}
