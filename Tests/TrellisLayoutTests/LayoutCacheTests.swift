import PropertyBased
import Testing

@testable import TrellisLayout

/// The engine's reuse of results within and across passes: a node asked again under
/// equivalent constraints (a leaf measured for its flex basis and then at its final size, a
/// subtree whose available size did not change) must come out exactly as if every node were
/// computed from scratch each time it is asked.
@Suite("Layout cache")
struct LayoutCacheTests {
  /// A text-like content of `words` words 10 wide and 12 tall: it wraps to the width it is
  /// offered (exact or at most) and is one line without a limit.
  static func wrappingText(words: Int) -> MeasureFunction {
    { width, widthMode, _, _ in
      let natural = Double(words * 10)
      guard widthMode != .undefined, width < natural else {
        return LayoutSize(width: natural, height: 12)
      }
      let perLine = Swift.max(1, Int(width / 10))
      let lines = (words + perLine - 1) / perLine
      let used = Double(Swift.min(words, perLine) * 10)
      return LayoutSize(width: widthMode == .exactly ? width : used, height: Double(lines) * 12)
    }
  }

  /// A random tree whose measured leaves wrap like text, built twice: once reusing cached
  /// results (as always) and once computing every node from scratch.
  static func pair(_ seeds: [Int], root: Double) -> (
    cached: LayoutTree, uncached: LayoutTree, ids: [NodeID]
  ) {
    var (tree, ids) = RandomTree.build(seeds, root: root)
    for (index, id) in ids.enumerated() where tree.hasMeasureFunction(id) {
      try! tree.setMeasureFunction(wrappingText(words: 1 + seeds[index] % 9), for: id)
    }
    var uncached = tree
    uncached.reusesCachedResults = false
    return (tree, uncached, ids)
  }

  @Test("Cached layouts equal layouts computed from scratch, first and after changes")
  func cachedEqualsUncached() async {
    await propertyCheck(
      count: 300, input: RandomTree.seeds, Gen.int(in: 20...240), Gen.int(in: 20...240),
      Gen.int(in: 0...1)
    ) { seeds, first, second, rounding in
      var (cached, uncached, ids) = Self.pair(seeds, root: Double(first))
      let scale = Double(rounding)
      func layOut(_ tree: inout LayoutTree, width: Int, rootWidth: Int? = nil) {
        if let rootWidth {
          tree.updateStyle(of: ids[0]) { $0.width = .points(Double(rootWidth)) }
        }
        tree.calculateLayout(for: ids[0], availableWidth: Double(width), pointScaleFactor: scale)
      }
      func expectSameFrames() {
        #expect(
          ids.map { cached.unroundedFrame(of: $0) } == ids.map { uncached.unroundedFrame(of: $0) })
        #expect(ids.map { cached.frame(of: $0) } == ids.map { uncached.frame(of: $0) })
      }
      layOut(&cached, width: second)
      layOut(&uncached, width: second)
      expectSameFrames()
      // Laid out again at another size, the cached tree starts from its earlier results.
      layOut(&cached, width: first, rootWidth: second)
      layOut(&uncached, width: first, rootWidth: second)
      expectSameFrames()
    }
  }

  /// Found by `cachedEqualsUncached` (shrunk input `([0, 2117641813], 20, 20, 0)`): a
  /// text leaf with a min width larger than its parent is measured for its flex basis at
  /// most 20 wide (four lines, 48 tall) and clamped to 72 wide. Laid out exactly 72 wide,
  /// Yoga's rule takes the old result because its computed width matches exactly, and keeps
  /// 48 where a measurement at 72 gives two lines, 24 tall. A clamped result is reused only
  /// for the same constraint.
  @Test("A leaf clamped by its min width is measured again at its final width")
  func clampedLeafIsMeasuredAgainAtItsFinalWidth() {
    var tree = LayoutTree()
    var rootStyle = Style()
    rootStyle.width = 20
    rootStyle.height = 20
    rootStyle.flexDirection = .row
    rootStyle.alignItems = .flexStart
    let root = tree.addNode(style: rootStyle)
    var leafStyle = Style()
    leafStyle.minWidth = 72
    leafStyle.flexShrink = 0
    let leaf = tree.addNode(style: leafStyle, measure: Self.wrappingText(words: 8))
    try! tree.appendChild(leaf, to: root)
    tree.calculateLayout(for: root, availableWidth: 20, pointScaleFactor: 0)
    #expect(tree.unroundedFrame(of: leaf).width == 72)
    #expect(tree.unroundedFrame(of: leaf).height == 24)
  }

  @Test("A flat list measures each text at most once per distinct constraint")
  func flatListMeasuresEachConstraintOnce() throws {
    // design.md's flat tree, 200 rows: a column of rows holding a 40×40 image and a text.
    let recorders = (0..<200).map { _ in Recorder() }
    var tree = LayoutTree()
    var rootStyle = Style()
    rootStyle.width = 400
    let root = tree.addNode(style: rootStyle)
    var rowStyle = Style()
    rowStyle.flexDirection = .row
    rowStyle.padding = .all(4)
    var imageStyle = Style()
    imageStyle.width = 40
    imageStyle.height = 40
    var textStyle = Style()
    textStyle.flexGrow = 1
    for recorder in recorders {
      let row = tree.addNode(style: rowStyle)
      try tree.appendChild(tree.addNode(style: imageStyle), to: row)
      let text = tree.addNode(style: textStyle) { width, widthMode, height, heightMode in
        recorder.record(width, widthMode, height, heightMode)
        return LayoutSize(width: Swift.min(width, 200), height: 20)
      }
      try tree.appendChild(text, to: row)
      try tree.appendChild(row, to: root)
    }
    tree.calculateLayout(for: root)

    for recorder in recorders {
      let constraints = recorder.calls.map { "\($0.0) \($0.1) \($0.2) \($0.3)" }
      #expect(constraints.count == Set(constraints).count, "\(constraints)")
      // Its flex basis (at most the row's inner width), its final width (before and after
      // the row's height is known): never more.
      #expect(constraints.count <= 3)
    }
    #expect(tree.frame(of: tree.children(of: tree.children(of: root)[199])[1]).width == 352)
  }
}
