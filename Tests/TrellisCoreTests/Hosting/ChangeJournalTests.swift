import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Change journal: each kind of change, told once a frame")
struct ChangeJournalTests {
  /// A tree with a root and views of `kinds` in it, followed by a reader
  /// that has had its first journal; returns the tree, the views and the
  /// journals the reader gets from then on.
  private func followedTree(_ kinds: [ViewKind]) -> (HostViewTree, [ViewID], Journals) {
    let tree = HostViewTree(size: Size(width: 20, height: 6), environment: .characterGrid())
    var ids: [ViewID] = []
    for kind in kinds {
      let id = tree.registry.makeID()
      tree.createView(id, description: ViewDescription(kind: kind))
      tree.insertChild(id, into: tree.rootView, at: ids.count)
      tree.setFrame(Rect(x: 0, y: Double(ids.count), width: 10, height: 1), of: id)
      ids.append(id)
    }
    let journals = Journals()
    tree.addJournalReader { journals.all.append($0) }
    tree.didDisplay()
    journals.all.removeAll()
    return (tree, ids, journals)
  }

  /// What the reader got at the frame the host draws now.
  private func frame(_ tree: HostViewTree, _ journals: Journals) -> [JournalEntry] {
    tree.didDisplay()
    defer { journals.all.removeAll() }
    #expect(journals.all.count <= 1, "one journal a frame")
    return journals.all.first?.entries ?? []
  }

  @Test("a reader's first journal builds the whole tree from nothing")
  func firstJournalStartsFromEmpty() throws {
    let tree = HostViewTree(size: Size(width: 20, height: 6), environment: .characterGrid())
    let text = tree.registry.makeID()
    var attributes = Attributes()
    attributes[.title] = "Hi"
    tree.createView(text, description: ViewDescription(kind: .text, attributes: attributes))
    tree.insertChild(text, into: tree.rootView, at: 0)
    tree.setFrame(Rect(x: 1, y: 2, width: 3, height: 1), of: text)
    tree.didDisplay()
    let journals = Journals()
    tree.addJournalReader { journals.all.append($0) }
    #expect(tree.needsDisplay, "a new reader asks for a frame")
    tree.didDisplay()
    let first = try #require(journals.all.first)
    #expect(first.startsFromEmpty)
    #expect(
      first.entries == [
        .created(tree.rootView, kind: .container, attributes: Attributes()),
        .created(text, kind: .text, attributes: attributes),
        .inserted(text, into: tree.rootView, at: 0),
        .resized(Size(width: 20, height: 6)),
        .frameChanged(tree.rootView, Rect(x: 0, y: 0, width: 20, height: 6)),
        .frameChanged(text, Rect(x: 1, y: 2, width: 3, height: 1)),
      ])
  }

  @Test("created, inserted, moved, removed and destroyed views come in the order they happened")
  func structureInOrder() {
    let (tree, ids, journals) = followedTree([.text, .text])
    let new = tree.registry.makeID()
    tree.createView(new, description: ViewDescription(kind: .button))
    tree.insertChild(new, into: tree.rootView, at: 99)
    tree.insertChild(ids[1], into: tree.rootView, at: 0)
    tree.insertChild(ids[0], into: ids[1], at: 0)
    tree.removeFromParent(new)
    tree.destroyView(new)
    #expect(
      frame(tree, journals) == [
        .created(new, kind: .button, attributes: Attributes()),
        .inserted(new, into: tree.rootView, at: 2),
        .moved(ids[1], to: tree.rootView, at: 0),
        .moved(ids[0], to: ids[1], at: 0),
        .removed(new),
        .destroyed(new),
      ])
  }

  @Test("an attribute change names the attributes set and removed, with their new values")
  func attributesWithKeys() {
    let (tree, ids, journals) = followedTree([.text])
    var old = Attributes()
    old[.title] = "Old"
    tree.updateView(ids[0], from: Attributes(), to: old)
    _ = frame(tree, journals)
    var new = Attributes()
    new[.text] = StyledText("New")
    tree.updateView(ids[0], from: old, to: new)
    #expect(
      frame(tree, journals) == [
        .attributesChanged(ids[0], AttributeChanges(set: new, removed: ["title"]))
      ])
  }

  @Test("attributes set again to equal values, or back to the last told, tell nothing")
  func equalAttributesUntold() {
    let (tree, ids, journals) = followedTree([.text])
    var told = Attributes()
    told[.title] = "Same"
    tree.updateView(ids[0], from: Attributes(), to: told)
    _ = frame(tree, journals)
    var equal = Attributes()
    equal[.title] = "Same"
    tree.updateView(ids[0], from: told, to: equal)
    #expect(frame(tree, journals) == [])
    var other = Attributes()
    other[.title] = "Other"
    tree.updateView(ids[0], from: equal, to: other)
    tree.updateView(ids[0], from: other, to: equal)
    #expect(frame(tree, journals) == [])
  }

  @Test("several frames of one view in a frame arrive as the last; one undone, not at all")
  func framesCoalesced() {
    let (tree, ids, journals) = followedTree([.text, .text])
    let last = Rect(x: 5, y: 5, width: 2, height: 1)
    tree.setFrame(Rect(x: 3, y: 3, width: 2, height: 1), of: ids[0])
    tree.setFrame(last, of: ids[0])
    let kept = tree.node(ids[1])?.frame ?? .zero
    tree.setFrame(Rect(x: 9, y: 0, width: 1, height: 1), of: ids[1])
    tree.setFrame(kept, of: ids[1])
    #expect(frame(tree, journals) == [.frameChanged(ids[0], last)])
  }

  @Test("a scroll view's offset is told when it scrolls")
  func scrollOffsets() {
    let (tree, ids, journals) = followedTree([.scrollView])
    var attributes = Attributes()
    attributes[.contentSize] = Size(width: 10, height: 30)
    tree.updateView(ids[0], from: Attributes(), to: attributes)
    _ = frame(tree, journals)
    tree.scroll(ids[0], by: Point(x: 0, y: 4))
    #expect(frame(tree, journals) == [.scrolled(ids[0], to: Point(x: 0, y: 4))])
  }

  @Test("focus, a text field's caret and selection, and its optimistic value are told")
  func focusCaretAndOptimisticValue() throws {
    let host = HeadlessHost(size: Size(width: 20, height: 4))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange, environment: .characterGrid()
    )
    root.renderSynchronously(TextField("Name", text: "ab") { _ in }.tag("name"))
    let journals = Journals()
    host.tree.addJournalReader { journals.all.append($0) }
    host.tree.didDisplay()
    journals.all.removeAll()
    let field = try #require(host.find(tag: "name")).id
    host.focus(field)
    #expect(frame(host.tree, journals) == [.focusChanged(field)])
    host.press(KeyPress(.left, modifiers: .shift))
    var selecting = ControlEditingState()
    selecting.caret = 1
    selecting.anchor = 2
    #expect(frame(host.tree, journals) == [.editingChanged(field, selecting)])
    host.press(KeyPress("x"))
    var typed = Attributes()
    typed[.value] = "ax"
    var echoing = ControlEditingState()
    echoing.caret = 2
    echoing.unechoedValues = ["ax"]
    #expect(
      frame(host.tree, journals) == [
        .attributesChanged(field, AttributeChanges(set: typed)),
        .editingChanged(field, echoing),
      ])
  }

  @Test("values bindings set through applyObservedValue and applyObservedAttributes are told")
  func observedValues() {
    let (tree, ids, journals) = followedTree([.text, .text])
    tree.applyObservedValue("Bound", for: .title, to: ids)
    var bound = Attributes()
    bound[.title] = "Bound"
    #expect(
      frame(tree, journals) == [
        .attributesChanged(ids[0], AttributeChanges(set: bound)),
        .attributesChanged(ids[1], AttributeChanges(set: bound)),
      ])
    tree.applyObservedAttributes({ $0[.title] = nil }, to: ids[1])
    #expect(
      frame(tree, journals) == [
        .attributesChanged(ids[1], AttributeChanges(removed: ["title"]))
      ])
  }

  @Test("the pressed view is told while the pointer is held")
  func pressedView() {
    let (tree, ids, journals) = followedTree([.button])
    tree.pointerPressed(at: Point(x: 1, y: 0))
    #expect(frame(tree, journals).contains(.pressChanged(ids[0])))
    tree.pointerReleased(at: Point(x: 1, y: 0))
    #expect(frame(tree, journals).contains(.pressChanged(nil)))
  }

  @Test("modals are told as pushed and popped, with their panel's placement")
  func modalStack() {
    let (tree, _, journals) = followedTree([])
    func present(_ panelKind: ViewKind) -> ViewID {
      let backdrop = tree.registry.makeID()
      let panel = tree.registry.makeID()
      tree.createView(backdrop, description: ViewDescription(kind: .modalBackdrop))
      tree.createView(panel, description: ViewDescription(kind: panelKind))
      tree.insertChild(panel, into: backdrop, at: 0)
      tree.insertChild(backdrop, into: tree.rootView, at: 99)
      tree.syncFocus()
      return backdrop
    }
    let dialog = present(.dialog)
    #expect(frame(tree, journals).last == .modalPresented(dialog, placement: .dialog))
    let sheet = present(.sheet)
    #expect(frame(tree, journals).last == .modalPresented(sheet, placement: .sheet))
    tree.removeFromParent(dialog)
    tree.removeFromParent(sheet)
    tree.syncFocus()
    let entries = frame(tree, journals)
    #expect(Array(entries.suffix(2)) == [.modalDismissed(sheet), .modalDismissed(dialog)])
  }

  @Test("a new screen size is told with the root's frame")
  func resize() {
    let (tree, _, journals) = followedTree([])
    tree.resize(to: Size(width: 30, height: 8))
    #expect(
      frame(tree, journals) == [
        .resized(Size(width: 30, height: 8)),
        .frameChanged(tree.rootView, Rect(x: 0, y: 0, width: 30, height: 8)),
      ])
  }

  @Test("a frame with nothing changed tells nothing; a removed reader hears nothing more")
  func quietAndRemoval() {
    let tree = HostViewTree(size: Size(width: 20, height: 6), environment: .characterGrid())
    #expect(!tree.hasJournalReaders)
    let journals = Journals()
    let reader = tree.addJournalReader { journals.all.append($0) }
    #expect(tree.hasJournalReaders)
    tree.didDisplay()
    tree.didDisplay()
    #expect(journals.all.count == 1)
    tree.removeJournalReader(reader)
    #expect(!tree.hasJournalReaders)
    tree.resize(to: Size(width: 10, height: 3))
    tree.didDisplay()
    #expect(journals.all.count == 1)
  }
}

/// What a test's reader collects.
@MainActor
final class Journals {
  var all: [ChangeJournal] = []
}
