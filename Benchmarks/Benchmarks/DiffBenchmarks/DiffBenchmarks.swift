// Diff benchmarks: the cases of design.md, each at n = 1,000 / 10,000 /
// 100,000 with a fixed seed, plus the sectioned case. Run with
// `cd Benchmarks && swift package benchmark --target DiffBenchmarks`.

import Benchmark
import TrellisDiff

/// An item of the benchmark lists: an identity and a content.
struct Row: Identifiable, Equatable {
  var id: Int
  var content: Int
}

/// A section model of the sectioned benchmark.
struct Group: Identifiable, Equatable {
  var id: Int
}

/// SplitMix64: a fixed-seed generator, so every run diffs the same data.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// `rows` with `extra` placed at sorted random positions (linear merge, no
/// repeated array inserts).
func scatter(_ extra: [Row], into rows: [Row], using rng: inout SeededGenerator) -> [Row] {
  let positions = (0..<extra.count).map { _ in Int.random(in: 0...rows.count, using: &rng) }
    .sorted()
  var result = [Row]()
  result.reserveCapacity(rows.count + extra.count)
  var k = 0
  for (i, row) in rows.enumerated() {
    while k < positions.count && positions[k] == i {
      result.append(extra[k])
      k += 1
    }
    result.append(row)
  }
  while k < extra.count {
    result.append(extra[k])
    k += 1
  }
  return result
}

/// The four flat cases of design.md.
enum FlatCase: String, CaseIterable {
  case changes = "10% deleted, 10% inserted, 5% updated"
  case moves = "1% moved"
  case different = "all different"
  case identical = "identical"

  func lists(count n: Int) -> (old: [Row], new: [Row]) {
    var rng = SeededGenerator(seed: 2026)
    let old = (0..<n).map { Row(id: $0, content: 0) }
    switch self {
    case .changes:
      let shuffled = Array(0..<n).shuffled(using: &rng)
      let deleted = Set(shuffled[0..<(n / 10)])
      let updated = Set(shuffled[(n / 10)..<(n / 10 + n / 20)])
      let kept = old.filter { !deleted.contains($0.id) }.map {
        updated.contains($0.id) ? Row(id: $0.id, content: 1) : $0
      }
      let inserted = (0..<(n / 10)).map { Row(id: n + $0, content: 0) }
      return (old, scatter(inserted.shuffled(using: &rng), into: kept, using: &rng))
    case .moves:
      let moved = Set(Array(0..<n).shuffled(using: &rng)[0..<(n / 100)])
      let kept = old.filter { !moved.contains($0.id) }
      let movers = old.filter { moved.contains($0.id) }.shuffled(using: &rng)
      return (old, scatter(movers, into: kept, using: &rng))
    case .different:
      return (old, (0..<n).map { Row(id: n + $0, content: 0) })
    case .identical:
      return (old, (0..<n).map { Row(id: $0, content: 0) })
    }
  }
}

/// 100 sections × 1,000 items; 1% of the items move to another section.
func sectionedLists() -> (old: [ListSection<Group, Row>], new: [ListSection<Group, Row>]) {
  var rng = SeededGenerator(seed: 2026)
  let old = (0..<100).map { s in
    ListSection(Group(id: s), items: (0..<1000).map { Row(id: s * 1000 + $0, content: 0) })
  }
  var movers = [[Row]](repeating: [], count: 100)
  var new = old
  for s in new.indices {
    let leaving = Set(Array(0..<1000).shuffled(using: &rng)[0..<10])
    for i in leaving.sorted() {
      var target = Int.random(in: 0..<99, using: &rng)
      if target >= s { target += 1 }
      movers[target].append(old[s].items[i])
    }
    new[s].items = old[s].items.enumerated().filter { !leaving.contains($0.offset) }.map(\.element)
  }
  for s in new.indices {
    new[s].items = scatter(movers[s], into: new[s].items, using: &rng)
  }
  return (old, new)
}

/// The data of one flat case and its minimal number of moves.
struct FlatSetup {
  var old: [Row]
  var new: [Row]
  var minimal: Int
}

/// The fewest moves any changeset from `old` to `new` can have (identifiers
/// are unique here): the paired elements minus a longest increasing
/// subsequence of their new indexes, by patience sorting. Independent of the
/// library, to show its move count is minimal.
func minimalMoves(old: [Row], new: [Row]) -> Int {
  var newIndex = [Int: Int](minimumCapacity: new.count)
  for (j, row) in new.enumerated() { newIndex[row.id] = j }
  var tails: [Int] = []
  var paired = 0
  for row in old {
    guard let j = newIndex[row.id] else { continue }
    paired += 1
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) / 2
      if tails[mid] < j { low = mid + 1 } else { high = mid }
    }
    if low == tails.count { tails.append(j) } else { tails[low] = j }
  }
  return paired - tails.count
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [
      .wallClock, .mallocCountTotal, .custom("moves", useScalingFactor: false),
      .custom("minimal moves", useScalingFactor: false),
    ],
    timeUnits: .microseconds,
    maxDuration: .seconds(2),
    maxIterations: 1000
  )

  for n in [1000, 10_000, 100_000] {
    for flatCase in FlatCase.allCases {
      Benchmark("diff \(n) \(flatCase.rawValue)") { (benchmark: Benchmark, setup: FlatSetup) in
        var moves = 0
        for _ in benchmark.scaledIterations {
          let changes = Changeset.diff(from: setup.old, to: setup.new)
          moves = changes.itemMoves.count
          blackHole(changes)
        }
        benchmark.measurement(.custom("moves", useScalingFactor: false), moves)
        benchmark.measurement(.custom("minimal moves", useScalingFactor: false), setup.minimal)
      } setup: {
        let (old, new) = flatCase.lists(count: n)
        return FlatSetup(old: old, new: new, minimal: minimalMoves(old: old, new: new))
      }
    }
  }

  // What the data source does with a changeset: validate it, then apply it.
  Benchmark("validate 100000 10% deleted, 10% inserted, 5% updated") {
    (benchmark: Benchmark, setup: (old: [Row], new: [Row], changes: Changeset)) in
    for _ in benchmark.scaledIterations {
      blackHole(setup.changes.isValid(oldCounts: [setup.old.count], newCounts: [setup.new.count]))
    }
  } setup: {
    let (old, new) = FlatCase.changes.lists(count: 100_000)
    return (old, new, Changeset.diff(from: old, to: new))
  }

  Benchmark("apply 100000 10% deleted, 10% inserted, 5% updated") {
    (benchmark: Benchmark, setup: (old: [Row], new: [Row], changes: Changeset)) in
    for _ in benchmark.scaledIterations {
      blackHole(try? setup.changes.apply(to: setup.old, fillingFrom: setup.new))
    }
  } setup: {
    let (old, new) = FlatCase.changes.lists(count: 100_000)
    return (old, new, Changeset.diff(from: old, to: new))
  }

  Benchmark("diff sectioned 100x1000, 1% moved between sections") { benchmark, lists in
    var moves = 0
    for _ in benchmark.scaledIterations {
      let changes = Changeset.diff(from: lists.old, to: lists.new)
      moves = changes.itemMoves.count
      blackHole(changes)
    }
    benchmark.measurement(.custom("moves", useScalingFactor: false), moves)
  } setup: {
    sectionedLists()
  }
}
