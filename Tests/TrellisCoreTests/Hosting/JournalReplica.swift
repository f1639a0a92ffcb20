import Trellis

/// A host's retained copy of a `HostViewTree` that knows nothing but the
/// journals it is given: what a DOM or accessibility host keeps in step.
/// It checks each entry as it applies it (a view that does not exist, an
/// index past the end) and can list how it differs from the real tree.
@MainActor
final class JournalReplica {
  struct Node: Equatable {
    var kind: ViewKind
    var attributes: Attributes
    var frame = Rect.zero
    var children: [ViewID] = []
    var parent: ViewID?
    var contentOffset = Point.zero
    var editing = ControlEditingState()
  }

  private(set) var nodes: [ViewID: Node] = [:]
  private(set) var size = Size.zero
  private(set) var focused: ViewID?
  private(set) var pressed: ViewID?
  private(set) var modals: [(backdrop: ViewID, placement: HostViewNode.Placement)] = []
  /// Entries that could not be applied, one line each.
  private(set) var problems: [String] = []
  /// Every journal applied, in order.
  private(set) var journals: [ChangeJournal] = []

  /// Follows `tree` from its next frame on.
  init(following tree: HostViewTree) {
    tree.addJournalReader { [weak self] journal in self?.apply(journal) }
  }

  func apply(_ journal: ChangeJournal) {
    journals.append(journal)
    if journal.startsFromEmpty {
      nodes = [:]
      focused = nil
      pressed = nil
      modals = []
    }
    for entry in journal.entries { apply(entry) }
  }

  private func apply(_ entry: JournalEntry) {
    switch entry {
    case .created(let id, let kind, let attributes):
      nodes[id] = Node(kind: kind, attributes: attributes)
    case .inserted(let id, let parent, let index), .moved(let id, let parent, let index):
      insert(id, into: parent, at: index, entry: entry)
    case .removed(let id):
      guard let parent = nodes[id]?.parent else { return problem("no parent", entry) }
      nodes[parent]?.children.removeAll { $0 == id }
      nodes[id]?.parent = nil
    case .destroyed(let id):
      guard nodes.removeValue(forKey: id) != nil else { return problem("no view", entry) }
    case .attributesChanged(let id, let changes):
      guard var attributes = nodes[id]?.attributes else { return problem("no view", entry) }
      for set in changes.set.entries { attributes.setValue(set.value, named: set.name) }
      for name in changes.removed { attributes.setValue(nil, named: name) }
      nodes[id]?.attributes = attributes
    case .frameChanged(let id, let frame):
      guard nodes[id] != nil else { return problem("no view", entry) }
      nodes[id]?.frame = frame
    case .scrolled(let id, let offset):
      guard nodes[id] != nil else { return problem("no view", entry) }
      nodes[id]?.contentOffset = offset
    case .editingChanged(let id, let editing):
      guard nodes[id] != nil else { return problem("no view", entry) }
      nodes[id]?.editing = editing
    case .focusChanged(let id): focused = id
    case .pressChanged(let id): pressed = id
    case .modalPresented(let id, let placement): modals.append((id, placement))
    case .modalDismissed(let id):
      guard modals.last?.backdrop == id else { return problem("not on top", entry) }
      modals.removeLast()
    case .resized(let size): self.size = size
    }
  }

  private func insert(_ id: ViewID, into parent: ViewID, at index: Int, entry: JournalEntry) {
    guard nodes[id] != nil, nodes[parent] != nil else { return problem("no view", entry) }
    if case .inserted = entry, nodes[id]?.parent != nil { return problem("has a parent", entry) }
    if case .moved = entry, nodes[id]?.parent == nil { return problem("has no parent", entry) }
    if let old = nodes[id]?.parent, let position = nodes[old]?.children.firstIndex(of: id) {
      nodes[old]?.children.remove(at: position)
    }
    guard let count = nodes[parent]?.children.count, (0...count).contains(index) else {
      return problem("index out of range", entry)
    }
    nodes[parent]?.children.insert(id, at: index)
    nodes[id]?.parent = parent
  }

  private func problem(_ what: String, _ entry: JournalEntry) {
    problems.append("\(what): \(entry)")
  }

  /// How the copy differs from `tree`, one line each; empty when equal.
  func differences(from tree: HostViewTree) -> [String] {
    var found = problems
    if tree.viewCount != nodes.count {
      found.append("\(nodes.count) views, the tree has \(tree.viewCount)")
    }
    for (id, copy) in nodes.sorted(by: { $0.key < $1.key }) {
      guard let node = tree.node(id) else {
        found.append("\(id) is not in the tree")
        continue
      }
      let real = Node(
        kind: node.kind, attributes: node.attributes, frame: node.frame, children: node.children,
        parent: node.parent, contentOffset: node.contentOffset, editing: node.editing)
      if real != copy { found.append("\(id): copy \(copy), tree \(real)") }
    }
    if size != tree.size { found.append("size \(size), tree \(tree.size)") }
    if focused != tree.focusedView { found.append("focus \(String(describing: focused))") }
    if pressed != tree.pressedView { found.append("pressed \(String(describing: pressed))") }
    let treeModals = tree.presentedModals.map { ($0, tree.modalPlacement(of: $0)) }
    if !modals.elementsEqual(treeModals, by: { $0.backdrop == $1.0 && $0.placement == $1.1 }) {
      found.append("modals \(modals), tree \(treeModals)")
    }
    return found
  }
}
