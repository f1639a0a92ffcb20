import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Change groups: the host hears the outermost group end, once, when there is a frame to draw")
struct ChangeGroupTests {
  /// A tree with one view, drawn: nothing needs display.
  private func drawnTree() -> (HostViewTree, ViewID) {
    let tree = HostViewTree(size: Size(width: 20, height: 6), environment: .characterGrid())
    let view = tree.registry.makeID()
    tree.createView(view, description: ViewDescription(kind: .text))
    tree.insertChild(view, into: tree.rootView, at: 0)
    tree.didDisplay()
    return (tree, view)
  }

  /// Counts the callback's calls, drawing the frame as a host does.
  private func counted(_ tree: HostViewTree) -> GroupEnds {
    let counter = GroupEnds()
    tree.onChangesEnded = { [unowned tree] in
      counter.count += 1
      tree.didDisplay()
    }
    return counter
  }

  @Test("nested groups call the callback once, when the outermost ends")
  func nestedGroupsEndOnce() {
    let (tree, view) = drawnTree()
    let ends = counted(tree)
    tree.groupChanges {
      tree.setFrame(Rect(x: 0, y: 0, width: 5, height: 1), of: view)
      tree.groupChanges {
        tree.setFrame(Rect(x: 1, y: 0, width: 5, height: 1), of: view)
      }
      #expect(ends.count == 0, "an inner group's end draws nothing")
      #expect(tree.isGroupingChanges)
      tree.setFrame(Rect(x: 2, y: 0, width: 5, height: 1), of: view)
    }
    #expect(ends.count == 1)
    #expect(!tree.isGroupingChanges)
    #expect(!tree.needsDisplay)
  }

  @Test("a group that changed nothing calls nothing")
  func noChangesNoCallback() {
    let (tree, _) = drawnTree()
    let ends = counted(tree)
    let answer = tree.groupChanges { 42 }
    #expect(answer == 42)
    #expect(ends.count == 0)
  }

  @Test("changes made before a group and not drawn yet are drawn at its end")
  func earlierChangesDrawnAtTheEnd() {
    let (tree, view) = drawnTree()
    let ends = counted(tree)
    tree.setFrame(Rect(x: 0, y: 0, width: 5, height: 1), of: view)
    tree.groupChanges {}
    #expect(ends.count == 1)
    #expect(!tree.needsDisplay)
  }

  @Test("a group that throws still ends: what it changed is drawn, the error goes on")
  func throwingGroupEnds() {
    struct Refused: Error {}
    let (tree, view) = drawnTree()
    let ends = counted(tree)
    #expect(throws: Refused.self) {
      try tree.groupChanges { () throws(Refused) in
        tree.setFrame(Rect(x: 0, y: 0, width: 5, height: 1), of: view)
        throw Refused()
      }
    }
    #expect(ends.count == 1)
    #expect(!tree.isGroupingChanges)
  }

  @Test("the callback is not re-entered; changes it makes after drawing ask for a frame as usual")
  func callbackIsNotReentered() {
    let (tree, view) = drawnTree()
    var ends = 0
    var changesOutsideGroups = 0
    tree.onChange = { [unowned tree] in
      if !tree.isGroupingChanges { changesOutsideGroups += 1 }
    }
    tree.onChangesEnded = { [unowned tree] in
      ends += 1
      #expect(!tree.isGroupingChanges)
      tree.didDisplay()
      // A reader of the frame changing the tree in a group of its own.
      tree.groupChanges { tree.setFrame(Rect(x: 3, y: 0, width: 5, height: 1), of: view) }
    }
    tree.groupChanges { tree.setFrame(Rect(x: 0, y: 0, width: 5, height: 1), of: view) }
    #expect(ends == 1)
    #expect(changesOutsideGroups == 1, "the callback's change schedules a frame of its own")
    #expect(tree.needsDisplay)
  }

  @Test("a component root mounts a render in one group")
  func rootMountsInOneGroup() {
    let host = HeadlessHost()
    let ends = counted(host.tree)
    var mountedAtEnd: [ViewID] = []
    host.tree.onChangesEnded = { [unowned tree = host.tree] in
      ends.count += 1
      mountedAtEnd = tree.mountedIDs
      tree.didDisplay()
    }
    let root = ComponentRoot(host: host, container: host.tree.rootView)
    root.renderSynchronously(
      Stack {
        Text("One").tag("one")
        Text("Two").tag("two")
      })
    #expect(ends.count == 1)
    #expect(mountedAtEnd == host.tree.mountedIDs)
    #expect(host.find(tag: "two") != nil)
  }
}

/// A count a callback adds to.
@MainActor
private final class GroupEnds {
  var count = 0
}
