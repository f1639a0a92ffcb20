import PropertyBased
import Testing
import TrellisLayout
import TrellisTesting

/// Random trees: each integer seeds one node's style and chooses its parent among the
/// nodes before it.
enum RandomTree {
  static let seeds = Gen.int(in: 0...Int(Int32.max)).array(of: 1...14)

  static func style(from seed: Int) -> Style {
    var random = SeededRandom(spreading: seed)
    var style = Style()
    style.flexDirection = random.pick(FlexDirection.allCases)
    style.justifyContent = random.pick(Justify.allCases)
    style.alignItems = random.pick([Align.flexStart, .center, .flexEnd, .stretch, .baseline])
    style.alignSelf = random.pick([Align.auto, .auto, .flexStart, .center, .stretch])
    style.alignContent = random.pick(Align.allCases)
    style.flexWrap = random.pick(Wrap.allCases)
    style.positionType = random.pick([
      PositionType.relative, .relative, .relative, .static, .absolute,
    ])
    style.display = random.pick([Display.flex, .flex, .flex, .flex, .none, .contents])
    style.flexGrow = random.pick([0, 0, 1, 2])
    style.flexShrink = random.pick([0, 1])
    style.width = random.dimension()
    style.height = random.dimension()
    if random.chance(4) { style.minWidth = random.dimension() }
    if random.chance(4) { style.maxHeight = random.dimension() }
    if random.chance(3) { style.margin = .all(.points(Double(random.below(6)))) }
    if random.chance(3) {
      style.padding = EdgeDimensions(horizontal: .points(Double(random.below(6))))
    }
    if random.chance(4) { style.border = EdgeDimensions(top: .points(Double(random.below(4)))) }
    if random.chance(4) { style.gap = Gap(all: .points(Double(random.below(5)))) }
    if random.chance(5) { style.position = EdgeDimensions(left: .points(Double(random.below(10)))) }
    if random.chance(6) { style.aspectRatio = random.pick([0.5, 1, 2]) }
    return style
  }

  /// Builds a tree; the first node is the root with a definite size.
  static func build(_ seeds: [Int], root rootSize: Double = 200) -> (LayoutTree, [NodeID]) {
    var tree = LayoutTree()
    var ids: [NodeID] = []
    for (index, seed) in seeds.enumerated() {
      var style = style(from: seed)
      if index == 0 {
        style.width = .points(rootSize)
        style.height = .points(rootSize)
        style.positionType = .relative
        style.display = .flex
      }
      let id: NodeID
      if index > 0 && seed % 7 == 0 {
        id = tree.addNode(style: style) { width, mode, _, _ in
          LayoutSize(width: mode == .undefined ? 35 : min(35, width), height: 12)
        }
      } else {
        id = tree.addNode(style: style)
      }
      ids.append(id)
      if index > 0 {
        var parent = ids[seed % index]
        while tree.hasMeasureFunction(parent), let grand = tree.parent(of: parent) {
          parent = grand
        }
        if !tree.hasMeasureFunction(parent) { try! tree.appendChild(id, to: parent) }
      }
    }
    return (tree, ids)
  }
}

/// Draws for the random styles and trees, from TrellisTesting's generator:
/// one integer describes a whole style.
extension SeededRandom {
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }
  mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

  mutating func dimension() -> Dimension {
    // No percentages: a percentage of a content-sized parent is a cyclic dependency whose
    // result depends on the order of evaluation (in Yoga as here).
    switch below(5) {
    case 0, 1: return .auto
    case 2, 3: return .points(Double(below(120)))
    default: return .points(Double(below(40)) + 0.5)
    }
  }
}

@Suite("Layout invariants")
struct PropertyTests {
  @Test("Frames are finite and sizes never negative")
  func finiteNonNegative() async {
    await propertyCheck(count: 300, input: RandomTree.seeds) { seeds in
      var (tree, ids) = RandomTree.build(seeds)
      tree.calculateLayout(for: ids[0], pointScaleFactor: 0)
      for id in ids {
        let frame = tree.frame(of: id)
        #expect(frame.x.isFinite && frame.y.isFinite)
        #expect(frame.width >= 0 && frame.height >= 0)
        #expect(frame.width.isFinite && frame.height.isFinite)
      }
    }
  }

  @Test("Rounding at scale 1 gives whole numbers")
  func wholeNumbers() async {
    await propertyCheck(count: 300, input: RandomTree.seeds) { seeds in
      var (tree, ids) = RandomTree.build(seeds)
      tree.calculateLayout(for: ids[0])
      for id in ids {
        let frame = tree.frame(of: id)
        for value in [frame.x, frame.y, frame.width, frame.height] {
          #expect(value == value.rounded())
        }
      }
    }
  }

  @Test("A second layout gives the same frames as the first")
  func idempotent() async {
    await Self.checkIdempotence()
  }

  static func checkIdempotence() async {
    await propertyCheck(count: 200, input: RandomTree.seeds) { seeds in
      var (tree, ids) = RandomTree.build(seeds)
      tree.calculateLayout(for: ids[0])
      let first = ids.map { tree.frame(of: $0) }
      tree.markDirty(ids[0])
      tree.calculateLayout(for: ids[0])
      #expect(ids.map { tree.frame(of: $0) } == first)
      tree.calculateLayout(for: ids[0])
      #expect(ids.map { tree.frame(of: $0) } == first)
    }
  }

  @Test("Incremental relayout equals a fresh layout of the changed tree")
  func incrementalEqualsFresh() async {
    await propertyCheck(
      count: 300, input: RandomTree.seeds, Gen.int(in: 0...Int(Int32.max))
    ) { seeds, change in
      var (tree, ids) = RandomTree.build(seeds)
      tree.calculateLayout(for: ids[0])
      let target = change % seeds.count
      guard target > 0 else { return }
      let newStyle = RandomTree.style(from: change)
      tree.setStyle(newStyle, for: ids[target])
      tree.calculateLayout(for: ids[0])

      var changedSeeds = seeds
      changedSeeds[target] = seeds[target]
      var (fresh, freshIDs) = RandomTree.build(changedSeeds)
      fresh.setStyle(newStyle, for: freshIDs[target])
      fresh.calculateLayout(for: freshIDs[0])
      #expect(ids.map { tree.frame(of: $0) } == freshIDs.map { fresh.frame(of: $0) })
    }
  }

  @Test("Incremental relayout after several rounds of style mutations equals a fresh layout")
  func mutationRoundsEqualFresh() async {
    let mutations = Gen.int(in: 0...Int(Int32.max)).array(of: 1...4).array(of: 1...4)
    await propertyCheck(count: 200, input: RandomTree.seeds, mutations) { seeds, rounds in
      var (tree, ids) = RandomTree.build(seeds)
      var styles = ids.map { tree.style(of: $0) }
      tree.calculateLayout(for: ids[0])
      for (round, changes) in rounds.enumerated() {
        for change in changes {
          // Any node but the root, which keeps its definite size.
          let target = 1 + change % Swift.max(1, seeds.count - 1)
          guard target < ids.count else { continue }
          styles[target] = RandomTree.style(from: change / 3 &+ round)
          tree.setStyle(styles[target], for: ids[target])
        }
        tree.calculateLayout(for: ids[0])
      }
      var (fresh, freshIDs) = RandomTree.build(seeds)
      for (id, style) in zip(freshIDs, styles) { fresh.setStyle(style, for: id) }
      fresh.calculateLayout(for: freshIDs[0])
      #expect(ids.map { tree.frame(of: $0) } == freshIDs.map { fresh.frame(of: $0) })
    }
  }

  @Test("Items of a non-wrapping row with definite sizes never overlap")
  func rowItemsDoNotOverlap() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...80).array(of: 1...8), Gen<Justify>.case,
      Gen.int(in: 0...10)
    ) { widths, justify, margin in
      var root = Style()
      root.flexDirection = .row
      root.width = 150
      root.height = 20
      root.justifyContent = justify
      let children = widths.map { width in
        TestNode({
          $0.width = .points(Double(width))
          $0.margin = EdgeDimensions(horizontal: .points(Double(margin)))
        })
      }
      let frames = Array(layout(TestNode(style: root, children: children), scale: 0).dropFirst())
      for (frame, width) in zip(frames, widths) { #expect(frame.width == Double(width)) }
      for (left, right) in zip(frames, frames.dropFirst()) {
        #expect(left.x + left.width <= right.x + 1e-9)
      }
    }
  }

  @Test("Layout does not depend on the tree's history of mutations")
  func rebuiltTreeMatches() async {
    await propertyCheck(count: 100, input: RandomTree.seeds) { seeds in
      var (tree, ids) = RandomTree.build(seeds)
      tree.calculateLayout(for: ids[0], availableWidth: 300, direction: .rtl)
      tree.calculateLayout(for: ids[0], direction: .ltr)
      var (fresh, freshIDs) = RandomTree.build(seeds)
      fresh.calculateLayout(for: freshIDs[0], direction: .ltr)
      #expect(ids.map { tree.frame(of: $0) } == freshIDs.map { fresh.frame(of: $0) })
    }
  }
}
