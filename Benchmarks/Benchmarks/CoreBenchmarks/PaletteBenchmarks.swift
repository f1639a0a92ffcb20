// Issue 27.5's target: the command palette's search costs under 1 ms per
// typed key (p50), at 20,000 commands or 5,000 typed characters. Each
// iteration is the next key of a query typed from the start again and
// again: the search is brought to the query before it (not measured), then
// the key is typed (measured), as the palette asks on every key — the best
// 12, with where their titles matched. The first key of the query searches
// every command; the later ones narrow.

import Benchmark
import Synchronization
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

/// A user typing `query` into a palette over `commands`, key after key,
/// across the benchmark's iterations (each runs the closure again).
final class Typist: Sendable {
  let search: CommandSearch
  let keys: [Character]
  private let typed = Mutex(0)

  init(commands: [Command], query: String) {
    search = CommandSearch(commands)
    keys = Array(query)
  }

  /// The query before the next key and with it; after the last key, the
  /// first again (from an empty query).
  func nextKey() -> (before: String, after: String) {
    typed.withLock { typed in
      if typed == keys.count { typed = 0 }
      typed += 1
      return (String(keys[..<(typed - 1)]), String(keys[..<typed]))
    }
  }
}

/// One benchmark: each iteration types the next key of `query`, measuring
/// only that key (the search is first brought to the query before it).
func paletteKeyBenchmark(_ name: String, commands: [Command], query: String) {
  let typist = Typist(commands: commands, query: query)
  Benchmark(
    name,
    configuration: .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 5_000)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let (before, after) = typist.nextKey()
      blackHole(typist.search.results(for: before, limit: 12))
      benchmark.startMeasurement()
      blackHole(typist.search.results(for: after, limit: 12))
      benchmark.stopMeasurement()
    }
  }
}

func paletteBenchmarks() {
  paletteKeyBenchmark(
    "palette: a key typed, 20,000 commands", commands: manyCommands(),
    query: "open photo album 1")
  paletteKeyBenchmark(
    "palette: a key typed, up to 5,000 typed characters", commands: catalogSizedCommands(),
    query: String(repeating: "demo number ", count: 420))
}
