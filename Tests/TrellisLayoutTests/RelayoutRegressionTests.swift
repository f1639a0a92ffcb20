import Testing
import TrellisLayout

@Suite("Relayout regressions")
struct RelayoutRegressionTests {
  /// A column-reverse container whose max height (1.5) is below its top border (2), with a
  /// shrinking child: the second layout places the child half a point higher.
  @Test("Relayout after marking the root dirty reproduces the first layout (seeded tree)")
  func relayoutAfterMarkingRootDirty() {
    withKnownIssue("a max size below padding + border is cached inconsistently") {
      var (tree, ids) = RandomTree.build([0, 447_194_521, 12_566_503])
      tree.updateStyle(of: ids[1]) { $0.maxHeight = 1.5 }
      tree.calculateLayout(for: ids[0])
      let first = ids.map { tree.frame(of: $0) }
      tree.markDirty(ids[0])
      tree.calculateLayout(for: ids[0])
      #expect(ids.map { tree.frame(of: $0) } == first)
    }
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
