import PropertyBased
import Testing
import TrellisLayout
import TrellisTesting

/// Styles and edges keep their values in shared copy-on-write storage, and a tree derives
/// its numbers from a style when the style enters it: these tests pin the value semantics
/// and the re-derivation that this must not break.
@Suite("Style storage")
struct StyleStorageTests {
  /// Every settable slot of `EdgeDimensions`, for tests that go through all of them.
  static var slots: [WritableKeyPath<EdgeDimensions, Dimension?>] {
    [\.all, \.horizontal, \.vertical, \.left, \.right, \.top, \.bottom, \.start, \.end]
  }

  @Test("Changing a copy of edges leaves the original as it was, on every slot")
  func edgesAreValues() {
    let original = EdgeDimensions(all: 1, horizontal: 2, vertical: 3, left: 4, right: 5, top: 6)
    for slot in Self.slots {
      var copy = original
      copy[keyPath: slot] = .percent(50)
      #expect(copy[keyPath: slot] == .percent(50))
      #expect(
        original == EdgeDimensions(all: 1, horizontal: 2, vertical: 3, left: 4, right: 5, top: 6))
      #expect(copy != original)
      // The copy also stays as it is when the original's other copies change.
      var other = original
      other.bottom = 9
      var expected = EdgeDimensions(all: 1, horizontal: 2, vertical: 3, left: 4, right: 5, top: 6)
      expected[keyPath: slot] = .percent(50)
      #expect(copy == expected && other.bottom == 9 && original.bottom == nil)
    }
  }

  @Test("EdgeDimensions set in different orders and forms are equal and hash alike")
  func edgesEqualityIgnoresHistory() {
    var stepwise = EdgeDimensions()
    stepwise.top = 3
    stepwise.start = .auto
    stepwise.left = 2
    var reversed = EdgeDimensions()
    reversed.left = 2
    reversed.start = .auto
    reversed.top = 3
    let initialised = EdgeDimensions(left: 2, top: 3, start: .auto)
    #expect(stepwise == reversed && reversed == initialised)
    #expect(stepwise.hashValue == initialised.hashValue)
    #expect(reversed.hashValue == initialised.hashValue)

    var cleared = initialised
    cleared.left = nil
    cleared.top = nil
    cleared.start = nil
    #expect(cleared == .none && cleared == EdgeDimensions())
    #expect(cleared.hashValue == EdgeDimensions.none.hashValue)
    #expect(
      EdgeDimensions.all(4) == EdgeDimensions(all: 4)
        && EdgeDimensions.all(4) != EdgeDimensions(horizontal: 4, vertical: 4))
  }

  @Test("Changing a copy of a style's edges or limits leaves the original as it was")
  func stylesAreValues() {
    var original = Style()
    original.padding = .all(4)
    original.margin.left = 2
    original.minWidth = 10
    original.gap = Gap(row: 3)
    let snapshot = original

    var copy = original
    copy.padding.left = 9
    copy.margin.left = nil
    copy.minWidth = .auto
    copy.maxHeight = 50
    copy.gap.column = 5
    copy.aspectRatio = 2
    copy.border.top = 1
    copy.position.start = 7

    #expect(original == snapshot)
    #expect(original.padding == .all(4) && original.margin == EdgeDimensions(left: 2))
    #expect(original.minWidth == 10 && original.maxHeight == .auto)
    #expect(original.gap == Gap(row: 3) && original.aspectRatio == nil)
    #expect(original.border == .none && original.position == .none)
    #expect(copy.padding == EdgeDimensions(all: 4, left: 9) && copy.margin == .none)
    #expect(copy.gap == Gap(row: 3, column: 5) && copy.aspectRatio == 2)
  }

  @Test("A style whose rare properties are set and then reset equals a default style")
  func resetStyleEqualsDefault() {
    var style = Style()
    style.minWidth = 1
    style.maxWidth = 2
    style.aspectRatio = 1.5
    style.gap = Gap(all: 3)
    style.border = .all(1)
    style.minWidth = .auto
    style.maxWidth = .auto
    style.aspectRatio = nil
    style.gap = .none
    style.border.all = nil
    #expect(style == Style())
    #expect(style.hashValue == Style().hashValue)
  }

  @Test("Changing the caller's style after adding it does not change the tree's node")
  func addedStyleIsACopy() throws {
    var tree = LayoutTree()
    var rowStyle = Style()
    rowStyle.flexDirection = .row
    rowStyle.width = 100
    rowStyle.height = 20
    let row = tree.addNode(style: rowStyle)
    var style = Style()
    style.padding.left = 4
    style.flexGrow = 1
    let item = tree.addNode(style: style)
    var leafStyle = Style()
    leafStyle.flexGrow = 1
    let leaf = tree.addNode(style: leafStyle)
    try tree.appendChild(item, to: row)
    try tree.appendChild(leaf, to: item)

    style.padding.left = 30
    tree.calculateLayout(for: row)
    #expect(tree.style(of: item).padding == EdgeDimensions(left: 4))
    #expect(tree.frame(of: leaf) == LayoutFrame(x: 4, y: 0, width: 96, height: 20))

    // Setting the changed style again derives the tree's numbers from it.
    tree.setStyle(style, for: item)
    tree.calculateLayout(for: row)
    #expect(tree.frame(of: leaf) == LayoutFrame(x: 30, y: 0, width: 70, height: 20))

    // And a change through `updateStyle` too, on edges, limits and factors alike.
    tree.updateStyle(of: item) {
      $0.padding = .all(2)
      $0.maxWidth = 50
    }
    tree.calculateLayout(for: row)
    #expect(tree.frame(of: item) == LayoutFrame(x: 0, y: 0, width: 50, height: 20))
    #expect(tree.frame(of: leaf) == LayoutFrame(x: 2, y: 2, width: 46, height: 16))
  }

  @Test("Changing a child's flex factors through its style updates its parent's counts")
  func childTraitsFollowStyleChanges() throws {
    var tree = LayoutTree()
    var rowStyle = Style()
    rowStyle.flexDirection = .row
    rowStyle.width = 90
    rowStyle.height = 10
    let row = tree.addNode(style: rowStyle)
    var fixed = Style()
    fixed.width = 30
    let first = tree.addNode(style: fixed)
    let second = tree.addNode(style: Style())
    try tree.appendChild(first, to: row)
    try tree.appendChild(second, to: row)
    tree.calculateLayout(for: row)
    #expect(tree.frame(of: second).width == 0)

    tree.updateStyle(of: second) { $0.flexGrow = 1 }
    tree.calculateLayout(for: row)
    #expect(tree.frame(of: second) == LayoutFrame(x: 30, y: 0, width: 60, height: 10))

    tree.updateStyle(of: second) { $0.positionType = .absolute }
    tree.calculateLayout(for: row)
    #expect(tree.frame(of: second).width == 0)

    tree.updateStyle(of: second) { $0.positionType = .relative }
    try tree.removeChild(second, from: row)
    try tree.appendChild(second, to: row)
    tree.calculateLayout(for: row)
    #expect(tree.frame(of: second) == LayoutFrame(x: 30, y: 0, width: 60, height: 10))
  }

  @Test("A style round-trips through a tree, whatever style the node had before")
  func styleRoundTrips() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...Int(Int32.max))
    ) { seed, otherSeed in
      let style = RandomStyle.make(seed)
      let other = RandomStyle.make(otherSeed)
      var tree = LayoutTree()
      let node = tree.addNode(style: style)
      #expect(tree.style(of: node) == style)
      tree.setStyle(other, for: node)
      #expect(tree.style(of: node) == other)
      tree.setStyle(style, for: node)
      #expect(tree.style(of: node) == style)
      #expect(tree.style(of: node).hashValue == style.hashValue)
      // A reused slot stores the new node's style, not the removed one's.
      try? tree.removeNode(node)
      let reused = tree.addNode(style: other)
      #expect(tree.style(of: reused) == other)
    }
  }

  @Test("A tree's layout depends on its styles, not on the styles its nodes had before")
  func derivedNumbersIgnoreHistory() async {
    await propertyCheck(count: 200, input: RandomTree.seeds, Gen.int(in: 0...Int(Int32.max))) {
      seeds, otherSeed in
      let (freshTree, ids) = RandomTree.build(seeds)
      let (changedTree, sameIDs) = RandomTree.build(seeds)
      var fresh = freshTree
      var changed = changedTree
      // Give every node of `changed` an unrelated style, lay it out, then restore.
      for (offset, id) in sameIDs.enumerated() {
        let original = changed.style(of: id)
        changed.setStyle(RandomStyle.make(otherSeed &+ offset), for: id)
        changed.calculateLayout(for: sameIDs[0])
        changed.setStyle(original, for: id)
      }
      fresh.calculateLayout(for: ids[0])
      changed.calculateLayout(for: sameIDs[0])
      for (id, sameID) in zip(ids, sameIDs) {
        #expect(fresh.frame(of: id) == changed.frame(of: sameID))
      }
    }
  }

  @Test("Copies of one style and one tree change independently on concurrent tasks")
  func sharedStorageAcrossTasks() async {
    var sharedStyle = Style()
    sharedStyle.padding = EdgeDimensions(horizontal: 2, vertical: 1)
    sharedStyle.minWidth = 10
    sharedStyle.flexGrow = 1
    let shared = sharedStyle
    var rowStyle = Style()
    rowStyle.flexDirection = .row
    rowStyle.width = 200
    rowStyle.height = 10
    var sharedTree = LayoutTree()
    let row = sharedTree.addNode(style: rowStyle)
    let item = sharedTree.addNode(style: shared)
    try? sharedTree.appendChild(item, to: row)
    let base = sharedTree

    let widths = await withTaskGroup(of: (Int, Double, Bool).self) { group in
      for index in 0..<8 {
        group.addTask {
          // Each task changes its own copies of the shared style and tree.
          var style = shared
          style.padding.left = .points(Double(index))
          style.maxWidth = .points(Double(20 + index))
          var tree = base
          tree.setStyle(style, for: item)
          tree.calculateLayout(for: row)
          let untouched = shared.padding == EdgeDimensions(horizontal: 2, vertical: 1)
          return (index, tree.frame(of: item).width, untouched)
        }
      }
      var results: [(Int, Double, Bool)] = []
      for await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }
    }
    #expect(widths.map { $0.1 } == (0..<8).map { Double(20 + $0) })
    #expect(widths.allSatisfy { $0.2 })
    #expect(base.style(of: item) == shared)
  }
}

/// Random styles over every public property (without NaN, which never equals itself).
enum RandomStyle {
  static func make(_ seed: Int) -> Style {
    var random = SeededRandom(spreading: seed)
    var style = Style()
    style.direction = random.pick(Direction.allCases)
    style.flexDirection = random.pick(FlexDirection.allCases)
    style.justifyContent = random.pick(Justify.allCases)
    style.alignItems = random.pick(Align.allCases)
    style.alignSelf = random.pick(Align.allCases)
    style.alignContent = random.pick(Align.allCases)
    style.flexWrap = random.pick(Wrap.allCases)
    style.positionType = random.pick(PositionType.allCases)
    style.display = random.pick(Display.allCases)
    style.overflow = random.pick(Overflow.allCases)
    style.boxSizing = random.pick(BoxSizing.allCases)
    style.flexGrow = random.pick([0, 0, 1, 2.5, -1, .infinity])
    style.flexShrink = random.pick([0, 1, 3])
    style.flexBasis = anyDimension(&random)
    style.width = anyDimension(&random)
    style.height = anyDimension(&random)
    if random.chance(3) { style.minWidth = anyDimension(&random) }
    if random.chance(3) { style.minHeight = anyDimension(&random) }
    if random.chance(3) { style.maxWidth = anyDimension(&random) }
    if random.chance(3) { style.maxHeight = anyDimension(&random) }
    if random.chance(3) { style.aspectRatio = random.pick([0.5, 1, 2, 0, -1]) }
    if random.chance(2) { style.margin = edges(&random) }
    if random.chance(2) { style.padding = edges(&random) }
    if random.chance(3) { style.border = edges(&random) }
    if random.chance(3) { style.position = edges(&random) }
    if random.chance(3) {
      style.gap = Gap(
        all: optionalDimension(&random), row: optionalDimension(&random),
        column: optionalDimension(&random))
    }
    return style
  }

  static func anyDimension(_ random: inout SeededRandom) -> Dimension {
    switch random.below(8) {
    case 0, 1: return .auto
    case 2, 3: return .points(Double(random.below(80)))
    case 4: return .percent(Double(random.below(100)))
    case 5: return .maxContent
    case 6: return .fitContent
    default: return .stretch
    }
  }

  static func optionalDimension(_ random: inout SeededRandom) -> Dimension? {
    random.chance(2) ? nil : anyDimension(&random)
  }

  /// EdgeDimensions with a few slots set, by property or by initialiser.
  static func edges(_ random: inout SeededRandom) -> EdgeDimensions {
    var edges = EdgeDimensions()
    for _ in 0..<(1 + random.below(3)) {
      let slot = random.pick(StyleStorageTests.slots)
      edges[keyPath: slot] = optionalDimension(&random) ?? .points(1)
    }
    return edges
  }
}
