/// Where a node notes that it changed while a journal records: the recorder
/// and the node's id (a node does not know its id otherwise).
struct JournalHook {
  let recorder: JournalRecorder
  let id: ViewID
}

/// Records a ``HostViewTree``'s changes for its journal readers between two
/// frames. It exists only while a reader is attached, so a tree nobody
/// reads pays one `nil` check per change.
///
/// Structure is recorded as it happens. What a view shows (attributes,
/// frame, offset, editing) is only noted as pending when it changes — a
/// flag on the node, set once a frame — and compared at the frame's end
/// with a shadow of what the readers were last told: several changes of one
/// view become one entry, and a change undone within the frame none. The
/// shadow shares its attributes' storage with the node until the node
/// changes them.
final class JournalRecorder {
  /// What the readers were last told of a view.
  struct Shadow {
    var attributes: Attributes
    var frame: Rect = .zero
    var contentOffset: Point = .zero
    var editing = ControlEditingState()
  }

  /// Structural entries of the frame so far, in order.
  private(set) var structure: [JournalEntry] = []
  /// Views whose state changed this frame, in the order first noted.
  private var pending: [ViewID] = []
  private var shadows: [ViewID: Shadow] = [:]
  private var size: Size
  private var focused: ViewID?
  private var pressed: ViewID?
  private var modals: [Modal] = []

  /// A modal of the stack as the readers were told it.
  struct Modal: Equatable {
    let backdrop: ViewID
    let placement: HostViewNode.Placement
  }

  /// Starts recording from `tree` as it is now, which readers learn from a
  /// journal that starts from empty.
  @MainActor init(tree: HostViewTree) {
    size = tree.size
    focused = tree.focusedView
    pressed = tree.pressedView
    modals = tree.presentedModals.map {
      Modal(backdrop: $0, placement: tree.modalPlacement(of: $0))
    }
    for (id, node) in tree.nodes.all {
      shadows[id] = Shadow(
        attributes: node.attributes, frame: node.frame, contentOffset: node.contentOffset,
        editing: node.editing)
      node.journalHook = JournalHook(recorder: self, id: id)
      node.journalPending = false
    }
  }

  /// Notes that a view's attributes, frame, offset or editing state changed.
  func notePending(_ id: ViewID) { pending.append(id) }

  // MARK: Structure

  func created(_ id: ViewID, node: HostViewNode) {
    structure.append(.created(id, kind: node.kind, attributes: node.attributes))
    shadows[id] = Shadow(attributes: node.attributes)
    node.journalHook = JournalHook(recorder: self, id: id)
    // Its offset may come from its attributes: compared at the frame's end.
    node.journalPending = true
    pending.append(id)
  }

  func inserted(_ id: ViewID, into parent: ViewID, at index: Int, moved: Bool) {
    structure.append(
      moved ? .moved(id, to: parent, at: index) : .inserted(id, into: parent, at: index))
  }

  func removed(_ id: ViewID) { structure.append(.removed(id)) }

  func destroyed(_ id: ViewID) {
    structure.append(.destroyed(id))
    shadows[id] = nil
  }

  // MARK: The frame's end

  /// The frame's journal, and a fresh start for the next.
  @MainActor func takeJournal(of tree: HostViewTree) -> ChangeJournal {
    var entries = structure
    structure.removeAll(keepingCapacity: true)
    if tree.size != size {
      size = tree.size
      entries.append(.resized(size))
    }
    for id in pending {
      guard let node = tree.nodes[id], node.journalPending else { continue }
      node.journalPending = false
      // The shadow is updated where it is stored: no copy out and back
      // in, and one hash lookup instead of two (D-260).
      guard let index = shadows.index(forKey: id) else { continue }
      appendState(of: id, node: node, shadow: &shadows.values[index], to: &entries)
    }
    pending.removeAll(keepingCapacity: true)
    appendTreeState(of: tree, to: &entries)
    return ChangeJournal(entries: entries)
  }

  private func appendState(
    of id: ViewID, node: HostViewNode, shadow: inout Shadow, to entries: inout [JournalEntry]
  ) {
    // One merge of the two maps says whether and what changed; a view
    // whose attributes were not touched still shares the shadow's storage
    // and is not compared at all.
    if !node.attributes.sharesStorage(with: shadow.attributes) {
      let changes = AttributeChanges(from: shadow.attributes, to: node.attributes)
      if !changes.isEmpty { entries.append(.attributesChanged(id, changes)) }
      shadow.attributes = node.attributes
    }
    if node.frame != shadow.frame {
      entries.append(.frameChanged(id, node.frame))
      shadow.frame = node.frame
    }
    if node.contentOffset != shadow.contentOffset {
      entries.append(.scrolled(id, to: node.contentOffset))
      shadow.contentOffset = node.contentOffset
    }
    if node.editing != shadow.editing {
      entries.append(.editingChanged(id, node.editing))
      shadow.editing = node.editing
    }
  }

  @MainActor private func appendTreeState(of tree: HostViewTree, to entries: inout [JournalEntry]) {
    if tree.focusedView != focused {
      focused = tree.focusedView
      entries.append(.focusChanged(focused))
    }
    if tree.pressedView != pressed {
      pressed = tree.pressedView
      entries.append(.pressChanged(pressed))
    }
    // A backdrop reused for a modal placed otherwise (a sheet's for a
    // dialog) is told as taken off and presented again.
    let now = tree.presentedModals.map {
      Modal(backdrop: $0, placement: tree.modalPlacement(of: $0))
    }
    guard now != modals else { return }
    let kept = zip(modals, now).prefix { $0 == $1 }.count
    for modal in modals[kept...].reversed() { entries.append(.modalDismissed(modal.backdrop)) }
    for modal in now[kept...] {
      entries.append(.modalPresented(modal.backdrop, placement: modal.placement))
    }
    modals = now
  }
}
