import PropertyBased
import Testing
import Trellis
import TrellisDiff
import TrellisTesting

/// An item with an identity and content; its row is `lines` high.
struct Entry: Sendable, Equatable {
  let id: Int
  var content: Int
  var lines: Int
}

/// A section with an identity and a title.
struct Shelf: Sendable, Equatable {
  let id: Int
  var title: String
}

/// Random sectioned data: sections keep, lose and gain items, items move
/// between sections and change content.
struct RandomShelves {
  var random: SeededRandom
  var nextID = 1_000

  mutating func initial() -> [ListSection<Shelf, Entry>] {
    (0..<Int.random(in: 1...4, using: &random)).map { s in
      ListSection(
        Shelf(id: s, title: "s\(s)"),
        items: (0..<Int.random(in: 0...40, using: &random)).map { _ in entry() })
    }
  }

  mutating func entry() -> Entry {
    nextID += 1
    return Entry(id: nextID, content: 0, lines: Int.random(in: 1...3, using: &random))
  }

  mutating func change(_ old: [ListSection<Shelf, Entry>]) -> [ListSection<Shelf, Entry>] {
    var sections = old
    if Bool.random(using: &random), sections.count > 1 {
      sections.remove(at: Int.random(in: sections.indices, using: &random))
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      nextID += 1
      sections.insert(
        ListSection(Shelf(id: nextID, title: "new"), items: [entry()]),
        at: Int.random(in: 0...sections.count, using: &random))
    }
    for s in sections.indices {
      var items = sections[s].items
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !items.isEmpty: items.remove(at: Int.random(in: items.indices, using: &random))
        case 1: items.insert(entry(), at: Int.random(in: 0...items.count, using: &random))
        case 2 where !items.isEmpty:
          let i = Int.random(in: items.indices, using: &random)
          items[i].content += 1
          items[i].lines = Int.random(in: 1...3, using: &random)
        case 3 where items.count > 1:
          let moved = items.remove(at: Int.random(in: items.indices, using: &random))
          items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
        default: break
        }
      }
      sections[s] = ListSection(sections[s].model, items: items)
    }
    return sections
  }
}

@MainActor
@Suite("ComponentDataSource on demand: properties")
struct OnDemandPropertyTests {
  @Test("after any changes and scrolls, the list shows the new data, built, contiguous")
  func showsTheNewData() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max)) { seed in
      var shelves = RandomShelves(random: SeededRandom(seed: UInt64(seed)))
      let host = HeadlessHost(size: Size(width: 20, height: 8))
      let source = ComponentDataSource<Shelf, Entry>(
        sizeRange: SizeRange(width: 20), environment: .characterGrid(),
        building: .onDemand(estimatedHeight: 2)
      ) { entry, _ in
        Stack {
          Text("\(entry.id):\(entry.content)").tag("e\(entry.id)")
          for line in 1..<entry.lines { Text("line \(line)") }
        }
      }
      var data = shelves.initial()
      try? source.applySynchronously(
        Changeset(sectionInserts: Array(data.indices)), to: data)
      let list = ListMounter(
        dataSource: source, host: host, parent: host.rootView,
        frame: Rect(x: 0, y: 0, width: 20, height: 8), overscan: 4)
      for _ in 0..<4 {
        list.scroll(to: Double(Int.random(in: 0...120, using: &shelves.random)))
        let new = shelves.change(data)
        let changes = Changeset.diff(
          from: data, to: new, sectionID: \.id, itemID: \.id,
          isSectionContentEqual: { $0 == $1 }, isItemContentEqual: { $0 == $1 })
        try? await source.apply(changes, to: new)
        await source.settle()
        data = new
        #expect(source.state.sections.map { $0.items.map(\.model) } == data.map(\.items))
        // Every mounted row is built for its current model and shows it,
        // rows touch, and the viewport is covered when the content allows.
        var previousBottom: Double?
        for path in list.mountedPaths {
          let entry = data[path.section].items[path.item]
          #expect(source.state.isBuilt(at: path))
          let view = host.find(tag: "e\(entry.id)")
          #expect(view?.text == "\(entry.id):\(entry.content)")
          let frame = list.frame(of: path)
          #expect(frame.height == Double(entry.lines))
          if let previousBottom { #expect(frame.minY == previousBottom) }
          previousBottom = frame.maxY
        }
        #expect(list.contentOffset <= max(0, list.contentHeight - 8))
      }
      list.invalidate()
    }
  }
}
