import Testing
import TrellisLayout

@Suite("Incremental layout")
struct IncrementalLayoutTests {
  @Test("A second layout with nothing changed does not measure again")
  func cleanTreeIsNotMeasured() {
    let counter = Recorder()
    var (tree, ids) = build(
      TestNode(
        { $0.width = 100 },
        children: [
          TestNode(style: Style()) { _, _, _, _ in
            counter.record(0, .exactly, 0, .exactly)
            return LayoutSize(width: 10, height: 10)
          }
        ]))
    tree.calculateLayout(for: ids[0])
    let first = counter.calls.count
    #expect(first > 0)
    tree.calculateLayout(for: ids[0])
    #expect(counter.calls.count == first)
    tree.markDirty(ids[1])
    tree.calculateLayout(for: ids[0])
    #expect(counter.calls.count > first)
  }

  @Test("Changing the available size lays out again")
  func availableSizeChange() {
    var (tree, ids) = build(TestNode(children: [TestNode({ $0.height = 10 })]))
    tree.calculateLayout(for: ids[0], availableWidth: 100)
    #expect(tree.frame(of: ids[1]).width == 100)
    tree.calculateLayout(for: ids[0], availableWidth: 50)
    #expect(tree.frame(of: ids[1]).width == 50)
    tree.calculateLayout(for: ids[0], availableWidth: 50, direction: .rtl)
    #expect(tree.frame(of: ids[1]).width == 50)
  }

  @Test("Structural changes relayout the parent")
  func structuralChange() throws {
    var (tree, ids) = build(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 10
        },
        children: [TestNode({ $0.flexGrow = 1 })]))
    tree.calculateLayout(for: ids[0])
    #expect(tree.frame(of: ids[1]).width == 100)
    var style = Style()
    style.flexGrow = 1
    let added = tree.addNode(style: style)
    try tree.appendChild(added, to: ids[0])
    tree.calculateLayout(for: ids[0])
    #expect(tree.frame(of: ids[1]).width == 50)
    #expect(tree.frame(of: added) == frame(50, 0, 50, 10))
    try tree.removeChild(added, from: ids[0])
    tree.calculateLayout(for: ids[0])
    #expect(tree.frame(of: ids[1]).width == 100)
  }

  @Test("A measured leaf is not given a cached size that differs by less than a pixel")
  func subPixelChangeIsNotReused() {
    func tree(showing visible: Bool) -> (LayoutTree, [NodeID]) {
      build(
        TestNode(
          {
            $0.width = 100
            $0.height = 200
          },
          children: [
            TestNode({
              $0.height = 0.5
              $0.display = visible ? .flex : .none
            }),
            TestNode(style: Style(), measure: fixedContent(width: 35, height: 12)),
          ]))
    }
    var (incremental, ids) = tree(showing: false)
    incremental.updateStyle(of: ids[2]) { $0.flexGrow = 1 }
    incremental.calculateLayout(for: ids[0])
    #expect(incremental.unroundedFrame(of: ids[2]).height == 200)
    incremental.updateStyle(of: ids[1]) { $0.display = .flex }
    incremental.calculateLayout(for: ids[0])
    var (fresh, freshIDs) = tree(showing: true)
    fresh.updateStyle(of: freshIDs[2]) { $0.flexGrow = 1 }
    fresh.calculateLayout(for: freshIDs[0])
    #expect(incremental.unroundedFrame(of: ids[2]) == fresh.unroundedFrame(of: freshIDs[2]))
    #expect(fresh.unroundedFrame(of: freshIDs[2]).height == 199.5)
  }

  @Test("Independent trees lay out in parallel")
  func parallelTrees() async {
    let results = await withTaskGroup(of: Double.self) { group in
      for index in 0..<8 {
        group.addTask {
          var (tree, ids) = build(
            TestNode(
              {
                $0.flexDirection = .row
                $0.width = .points(Double(100 + index))
              },
              children: [
                TestNode({
                  $0.flexGrow = 1
                  $0.height = 5
                })
              ]))
          tree.calculateLayout(for: ids[0])
          return tree.frame(of: ids[1]).width
        }
      }
      var widths: [Double] = []
      for await width in group { widths.append(width) }
      return widths.sorted()
    }
    #expect(results == (0..<8).map { Double(100 + $0) })
  }
}
