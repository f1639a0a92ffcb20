import TrellisDiff
import TrellisTesting

/// An item with an identity and a content that can change.
struct Thing: Identifiable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var content: Int = 0

  var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section model with an identity and a title that can change.
struct Header: Identifiable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var title: Int = 0

  var description: String { title == 0 ? "S\(id)" : "S\(id)'\(title)" }
}

typealias Sections = [ListSection<Header, Thing>]

/// Where a value in applied data came from: the old data, or new content
/// supplied for an insert or reload.
enum Origin<Index: Hashable & Sendable>: Hashable, Sendable {
  case old(Index)
  case fresh(Index)
}

typealias TrackedSections = [ListSection<Origin<Int>, Origin<ItemPath>>]

/// Old data whose every section and item names its own position.
func tracked(_ counts: [Int]) -> TrackedSections {
  counts.enumerated().map { s, count in
    ListSection(.old(s), items: (0..<count).map { .old(ItemPath(section: s, item: $0)) })
  }
}

/// Applies `changeset` to tracked data, fresh content naming its new
/// position; fresh sections get `freshCounts[t]` items.
func applyTracked(
  _ changeset: Changeset, oldCounts: [Int], freshCounts: [Int]
) throws(ChangesetError) -> TrackedSections {
  try changeset.apply(
    to: tracked(oldCounts),
    section: { t in
      ListSection(
        .fresh(t), items: (0..<freshCounts[t]).map { .fresh(ItemPath(section: t, item: $0)) })
    },
    item: { .fresh($0) })
}

/// Draws for the diff's random cases, from TrellisTesting's generator.
extension SeededRandom {
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}

/// Random flat lists: small identifier ranges make duplicates and matches
/// common; `new` is either an edit of `old` or drawn independently.
func randomLists(seed: Int) -> (old: [Thing], new: [Thing]) {
  var rng = SeededRandom(spreading: seed)
  let idRange = Int.random(in: 1...30, using: &rng)
  let old = (0..<Int.random(in: 0...25, using: &rng)).map { _ in
    Thing(id: Int.random(in: 0..<idRange, using: &rng), content: Int.random(in: 0...1, using: &rng))
  }
  if rng.chance(0.3) {
    let new = (0..<Int.random(in: 0...25, using: &rng)).map { _ in
      Thing(
        id: Int.random(in: 0..<idRange, using: &rng), content: Int.random(in: 0...1, using: &rng))
    }
    return (old, new)
  }
  var new = [Thing]()
  for var thing in old where !rng.chance(0.15) {
    if rng.chance(0.15) { thing.content += 1 }
    new.append(thing)
  }
  for _ in 0..<Int.random(in: 0...4, using: &rng) where !new.isEmpty {
    let from = Int.random(in: new.indices, using: &rng)
    let thing = new.remove(at: from)
    new.insert(thing, at: Int.random(in: 0...new.count, using: &rng))
  }
  for _ in 0..<Int.random(in: 0...4, using: &rng) {
    new.insert(
      Thing(id: Int.random(in: 0..<(idRange + 5), using: &rng)),
      at: Int.random(in: 0...new.count, using: &rng))
  }
  return (old, new)
}

/// Random sectioned data with duplicates and empty sections; `new` is
/// either an edit of `old` (sections and items moved, changed, added,
/// removed, items moved between sections) or drawn independently.
func randomSections(seed: Int) -> (old: Sections, new: Sections) {
  var rng = SeededRandom(spreading: seed)
  let sectionIDs = Int.random(in: 1...8, using: &rng)
  let itemIDs = Int.random(in: 1...40, using: &rng)
  func randomData() -> Sections {
    (0..<Int.random(in: 0...5, using: &rng)).map { _ in
      ListSection(
        Header(
          id: Int.random(in: 0..<sectionIDs, using: &rng),
          title: rng.chance(0.2) ? 1 : 0),
        items: (0..<Int.random(in: 0...6, using: &rng)).map { _ in
          Thing(
            id: Int.random(in: 0..<itemIDs, using: &rng), content: rng.chance(0.2) ? 1 : 0)
        })
    }
  }
  let old = randomData()
  if rng.chance(0.25) { return (old, randomData()) }
  var new = old.filter { _ in !rng.chance(0.15) }
  for s in new.indices {
    if rng.chance(0.1) { new[s].model.title += 1 }
    new[s].items = new[s].items.compactMap { thing in
      if rng.chance(0.1) { return nil }
      var thing = thing
      if rng.chance(0.1) { thing.content += 1 }
      return thing
    }
  }
  for _ in 0..<Int.random(in: 0...2, using: &rng) where new.count > 1 {
    let section = new.remove(at: Int.random(in: new.indices, using: &rng))
    new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
  }
  for _ in 0..<Int.random(in: 0...4, using: &rng) where !new.isEmpty {
    let from = Int.random(in: new.indices, using: &rng)
    guard !new[from].items.isEmpty else { continue }
    let thing = new[from].items.remove(at: Int.random(in: new[from].items.indices, using: &rng))
    let to = Int.random(in: new.indices, using: &rng)
    new[to].items.insert(thing, at: Int.random(in: 0...new[to].items.count, using: &rng))
  }
  for _ in 0..<Int.random(in: 0...2, using: &rng) where !new.isEmpty {
    let to = Int.random(in: new.indices, using: &rng)
    new[to].items.insert(
      Thing(id: Int.random(in: 0..<(itemIDs + 5), using: &rng)),
      at: Int.random(in: 0...new[to].items.count, using: &rng))
  }
  if rng.chance(0.2) {
    new.insert(
      ListSection(Header(id: Int.random(in: 0..<(sectionIDs + 2), using: &rng)), items: []),
      at: Int.random(in: 0...new.count, using: &rng))
  }
  return (old, new)
}

/// The length of a longest strictly increasing subsequence, by the plain
/// quadratic method (a reference independent of the library's).
func longestIncreasingLength(_ values: [Int]) -> Int {
  var best = [Int](repeating: 1, count: values.count)
  for i in values.indices {
    for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
  }
  return best.max() ?? 0
}

/// Pairs of positions with equal identifiers, the k-th occurrence in `old`
/// with the k-th in `new` (the documented duplicate rule), in old order.
func inOrderMatches<ID: Hashable>(old: [ID], new: [ID]) -> [(old: Int, new: Int)] {
  var positions: [ID: [Int]] = [:]
  for (j, id) in new.enumerated() { positions[id, default: []].append(j) }
  var used: [ID: Int] = [:]
  var result: [(old: Int, new: Int)] = []
  for (i, id) in old.enumerated() {
    let k = used[id, default: 0]
    if let list = positions[id], k < list.count {
      result.append((i, list[k]))
      used[id] = k + 1
    }
  }
  return result
}
