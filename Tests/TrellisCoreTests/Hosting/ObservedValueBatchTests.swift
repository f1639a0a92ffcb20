import Testing
import Trellis

/// A node that counts the changes of its attributes.
private final class CountingNode: HostViewNode {
  var changes = 0
  override func attributesDidChange() { changes += 1 }
}

@MainActor
@Suite("One observed attribute set on many views at once")
struct ObservedValueBatchTests {
  /// A tree with text views showing `texts`, drawn (nothing to redraw).
  private func tree(texts: [String?]) -> (HostViewTree, [ViewID]) {
    let tree = HostViewTree(size: Size(width: 20, height: 5), environment: .characterGrid()) {
      kind, attributes in
      CountingNode(kind: kind, attributes: attributes)
    }
    var ids: [ViewID] = []
    for text in texts {
      let id = tree.registry.makeID()
      var attributes = Attributes()
      attributes[.text] = text.map { StyledText($0) }
      attributes[.maxLines] = 2
      tree.createView(id, description: ViewDescription(kind: .text, attributes: attributes))
      tree.insertChild(id, into: tree.rootView, at: ids.count)
      ids.append(id)
    }
    tree.didDisplay()
    for id in ids { (tree.node(id) as? CountingNode)?.changes = 0 }
    return (tree, ids)
  }

  private func changes(_ id: ViewID, in tree: HostViewTree) -> Int {
    (tree.node(id) as? CountingNode)?.changes ?? -1
  }

  @Test("only views whose value differs change, each once, and the screen is redrawn once")
  func changesOnlyDiffering() {
    let (tree, ids) = tree(texts: ["Pear", "Apple", nil])
    var redraws = 0
    tree.onChange = { redraws += 1 }
    let changed = tree.applyObservedValue(StyledText("Pear"), for: .text, to: ids)
    #expect(changed == 2)
    #expect(ids.map { changes($0, in: tree) } == [0, 1, 1])
    #expect(ids.map { tree.node($0)?.attributes[.text]?.plainText } == ["Pear", "Pear", "Pear"])
    // The other attributes stay as they were.
    #expect(ids.map { tree.node($0)?.attributes[.maxLines] } == [2, 2, 2])
    #expect(tree.needsDisplay)
    #expect(redraws == 1)
  }

  @Test("values already shown are skipped: nothing changes, nothing is redrawn")
  func skipsUnchanged() {
    let (tree, ids) = tree(texts: ["Pear", "Pear"])
    let changed = tree.applyObservedValue(StyledText("Pear"), for: .text, to: ids)
    #expect(changed == 0)
    #expect(ids.map { changes($0, in: tree) } == [0, 0])
    #expect(!tree.needsDisplay)
  }

  @Test("unknown ids are ignored")
  func ignoresUnknownIDs() {
    let (tree, ids) = tree(texts: ["Pear"])
    let unknown = ViewID(rawValue: 10_000)
    let changed = tree.applyObservedValue(StyledText("Fig"), for: .text, to: [unknown] + ids)
    #expect(changed == 1)
    #expect(tree.node(ids[0])?.attributes[.text]?.plainText == "Fig")
    #expect(tree.node(unknown) == nil)
  }

  @Test("nil removes the attribute; the value is made from what each view shows")
  func removesAndDerives() {
    let (tree, ids) = tree(texts: ["Pear", nil])
    #expect(tree.applyObservedValue(nil, for: .text, to: ids) == 1)
    #expect(tree.node(ids[0])?.attributes[.text] == nil)
    let changed = tree.applyObservedValue(for: .maxLines, to: ids) { current in
      (current ?? 0) + 1
    }
    #expect(changed == 2)
    #expect(ids.map { tree.node($0)?.attributes[.maxLines] } == [3, 3])
  }
}
