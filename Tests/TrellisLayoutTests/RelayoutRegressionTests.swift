import Testing
import TrellisLayout

@Suite("Relayout regressions")
struct RelayoutRegressionTests {
  /// A row aligning its items by baseline, with an item (a column-reverse container whose
  /// max height, 1.5, is below its top border, 2) that is laid out once under an "at most"
  /// height. On relayout that item's layout came from its cache, but its baseline was read
  /// from a new layout at its measured (exact) height, which placed its child half a point
  /// higher than the first layout did.
  @Test("Relayout after marking the root dirty reproduces the first layout (seeded tree)")
  func relayoutAfterMarkingRootDirty() {
    var (tree, ids) = RandomTree.build([0, 447_194_521, 12_566_503])
    tree.updateStyle(of: ids[1]) { $0.maxHeight = 1.5 }
    tree.calculateLayout(for: ids[0], pointScaleFactor: 0)
    let first = ids.map { tree.unroundedFrame(of: $0) }
    #expect(first[2].y == 2.5)
    tree.markDirty(ids[0])
    tree.calculateLayout(for: ids[0], pointScaleFactor: 0)
    #expect(ids.map { tree.unroundedFrame(of: $0) } == first)
  }

  /// The tree the idempotence property found (shrunk from seed
  /// `eQ3X1L1xichMZESY2SR0xaSU5YlU+A5+8mE9qj2BrFE=`): the same stale baseline moved two
  /// items of a baseline-aligned row on relayout.
  @Test("Relayout after marking the root dirty reproduces the first layout (shrunk tree)")
  func relayoutOfShrunkTree() {
    var (tree, ids) = RandomTree.build([
      0, 435_156_486, 1_838_841_001, 0, 1_977_056_958, 0, 58_192_555,
    ])
    tree.calculateLayout(for: ids[0])
    let first = ids.map { tree.frame(of: $0) }
    tree.markDirty(ids[0])
    tree.calculateLayout(for: ids[0])
    #expect(ids.map { tree.frame(of: $0) } == first)
    var (fresh, freshIDs) = RandomTree.build([
      0, 435_156_486, 1_838_841_001, 0, 1_977_056_958, 0, 58_192_555,
    ])
    fresh.calculateLayout(for: freshIDs[0])
    #expect(freshIDs.map { fresh.frame(of: $0) } == first)
  }

  /// Found by the mutation-rounds property: a baseline-aligned row reads an item's baseline
  /// from its children's positions; a relayout after an earlier relayout read a child's size
  /// and line from a later measurement instead of from the layout that placed it.
  @Test("Baselines after several relayouts match a fresh layout")
  func baselinesAfterSeveralRelayouts() {
    let seeds = [
      0, 1_371_075_098, 0, 1_074_142_045, 148_794_097, 319_098_534, 33_679_767, 0, 0, 0, 0,
    ]
    let changes = [
      (6, 400_546_865 / 3), (5, 582_696_504 / 3 + 1), (8, 190_996_227 / 3 + 2),
      (4, 1_918_467_143 / 3 + 3),
    ]
    var (tree, ids) = RandomTree.build(seeds)
    var (fresh, freshIDs) = RandomTree.build(seeds)
    tree.calculateLayout(for: ids[0])
    for (target, seed) in changes {
      tree.setStyle(RandomTree.style(from: seed), for: ids[target])
      fresh.setStyle(RandomTree.style(from: seed), for: freshIDs[target])
      tree.calculateLayout(for: ids[0])
    }
    fresh.calculateLayout(for: freshIDs[0])
    #expect(ids.map { tree.frame(of: $0) } == freshIDs.map { fresh.frame(of: $0) })
  }

  @Test("A subtree shown again after display: none is laid out afresh")
  func subtreeShownAgain() throws {
    var tree = LayoutTree()
    let root = tree.addNode(
      style: TestNode({
        $0.width = 100
        $0.height = 100
      }).style)
    let box = tree.addNode()
    let row = tree.addNode(style: TestNode({ $0.flexDirection = .row }).style)
    let item = tree.addNode(
      style: TestNode({
        $0.width = 30
        $0.height = 10
        $0.margin = .all(5)
      }).style)
    try tree.appendChild(box, to: root)
    try tree.appendChild(row, to: box)
    try tree.appendChild(item, to: row)
    tree.calculateLayout(for: root)
    #expect(tree.frame(of: item) == LayoutFrame(x: 5, y: 5, width: 30, height: 10))
    tree.updateStyle(of: box) { $0.display = .none }
    tree.calculateLayout(for: root)
    #expect(tree.frame(of: item) == .zero)
    tree.updateStyle(of: box) { $0.display = .flex }
    tree.calculateLayout(for: root)
    #expect(tree.frame(of: item) == LayoutFrame(x: 5, y: 5, width: 30, height: 10))
  }

  @Test("A style changed while its subtree is hidden counts once the subtree is shown")
  func styleChangedWhileHidden() throws {
    var tree = LayoutTree()
    let root = tree.addNode(
      style: TestNode({
        $0.width = 100
        $0.height = 100
      }).style)
    let box = tree.addNode(style: TestNode({ $0.alignItems = .flexStart }).style)
    let text = tree.addNode { width, mode, _, _ in
      LayoutSize(width: mode == .undefined ? 40 : min(40, width), height: 10)
    }
    try tree.appendChild(box, to: root)
    try tree.appendChild(text, to: box)
    tree.calculateLayout(for: root)
    #expect(tree.frame(of: text).width == 40)
    tree.updateStyle(of: box) { $0.display = .none }
    tree.calculateLayout(for: root)
    tree.updateStyle(of: text) { $0.padding = .all(3) }
    tree.calculateLayout(for: root)
    tree.updateStyle(of: box) { $0.display = .flex }
    tree.calculateLayout(for: root)
    #expect(tree.frame(of: text) == LayoutFrame(x: 0, y: 0, width: 46, height: 16))
  }

  /// Found by the incremental property while cache keys left out unread owner sizes:
  /// measuring a baseline-aligned row lays its items out again to read their baselines; a
  /// later layout of the row under its cached constraints then reused its cached layout,
  /// with those items left at the measurement's sizes. (With owner sizes in the key the
  /// cache misses here; the engine now forgets such cached layouts either way.)
  @Test("A measurement that relays items out for baselines does not leave stale positions")
  func measurementRelayoutForBaselines() {
    let seeds = [0, 0, 0, 3839, 0, 0, 219_958_497, 0, 1_639_505_062, 0, 0, 134_692]
    let change = 154_098_987
    var (tree, ids) = RandomTree.build(seeds)
    var (fresh, freshIDs) = RandomTree.build(seeds)
    tree.calculateLayout(for: ids[0])
    tree.setStyle(RandomTree.style(from: change), for: ids[change % seeds.count])
    tree.calculateLayout(for: ids[0])
    fresh.setStyle(RandomTree.style(from: change), for: freshIDs[change % seeds.count])
    fresh.calculateLayout(for: freshIDs[0])
    #expect(ids.map { tree.frame(of: $0) } == freshIDs.map { fresh.frame(of: $0) })
  }

  /// The same situation built by hand: measuring `row` for a wider parent lays its
  /// stretched item out at its unstretched height to read its baseline; the row's next
  /// layout must still leave the item stretched.
  @Test("A stretched item keeps its stretched size when its baseline row is measured again")
  func stretchedItemAfterMeasurement() throws {
    var tree = LayoutTree()
    let parent = tree.addNode(
      style: TestNode({
        $0.flexDirection = .row
        $0.alignItems = .flexStart
        $0.width = 100
        $0.height = 50
      }).style)
    let row = tree.addNode(
      style: TestNode({
        $0.flexDirection = .row
        $0.alignItems = .baseline
      }).style)
    let tall = tree.addNode(
      style: TestNode({
        $0.width = 10
        $0.height = 30
      }).style)
    let stretched = tree.addNode(
      style: TestNode({
        $0.width = 10
        $0.alignSelf = .stretch
      }).style)
    let inner = tree.addNode(
      style: TestNode({
        $0.width = 10
        $0.height = 5
      }).style)
    try tree.appendChild(row, to: parent)
    try tree.appendChild(tall, to: row)
    try tree.appendChild(stretched, to: row)
    try tree.appendChild(inner, to: stretched)
    tree.calculateLayout(for: parent)
    #expect(tree.frame(of: stretched).height == 30)
    tree.updateStyle(of: parent) { $0.width = 120 }
    tree.calculateLayout(for: parent)
    #expect(tree.frame(of: stretched) == LayoutFrame(x: 10, y: 0, width: 10, height: 30))
  }

  @Test("The same tree with a max height above its border relays out identically")
  func relayoutWithMaxAboveBorder() {
    var (tree, ids) = RandomTree.build([0, 447_194_521, 12_566_503])
    tree.updateStyle(of: ids[1]) { $0.maxHeight = 3 }
    tree.calculateLayout(for: ids[0])
    let first = ids.map { tree.frame(of: $0) }
    tree.markDirty(ids[0])
    tree.calculateLayout(for: ids[0])
    #expect(ids.map { tree.frame(of: $0) } == first)
  }
}
