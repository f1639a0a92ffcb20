/// Identifies a reader of a ``HostViewTree``'s ``ChangeJournal``, to remove
/// it with ``HostViewTree/removeJournalReader(_:)``.
public struct JournalReaderID: Hashable, Sendable {
  let rawValue: Int
}

/// A tree's journal readers and, while there are any, the recorder that
/// collects what they will be told.
struct JournalReaders {
  struct Reader {
    let id: JournalReaderID
    let read: @MainActor (ChangeJournal) -> Void
    /// Whether it had its first journal, the one that starts from empty.
    var hasStarted = false
  }

  var readers: [Reader] = []
  var recorder: JournalRecorder?
  var nextID = 0
}

extension HostViewTree {
  /// Starts telling `read` every change of the tree, once a frame, as a
  /// ``ChangeJournal``: what a host that keeps a retained copy of the tree
  /// (a DOM, an accessibility tree) applies to stay in step without
  /// comparing snapshots.
  ///
  /// `read` is called from ``didDisplay()`` when anything changed since the
  /// previous call. Its first journal ``ChangeJournal/startsFromEmpty``: it
  /// builds the whole tree as it is then. Applying each journal in order to
  /// a copy leaves the copy equal to the tree — its views, their kinds,
  /// attributes, frames, children, scroll offsets and editing states, focus,
  /// the pressed view, the modal stack and the screen size. `read` must not
  /// change the tree's structure; what it changes is told next frame.
  ///
  /// The tree records only while a reader is attached: a host that reads
  /// no journal (the terminal) pays a `nil` check per change.
  ///
  /// - Returns: The id that removes the reader.
  @discardableResult
  public func addJournalReader(_ read: @escaping @MainActor (ChangeJournal) -> Void)
    -> JournalReaderID
  {
    let id = JournalReaderID(rawValue: journal.nextID)
    journal.nextID += 1
    if journal.recorder == nil { journal.recorder = JournalRecorder(tree: self) }
    journal.readers.append(JournalReaders.Reader(id: id, read: read))
    // The reader's first journal comes with the next frame.
    setNeedsDisplay()
    return id
  }

  /// Stops telling a reader the tree's changes; with the last one gone the
  /// tree stops recording.
  public func removeJournalReader(_ id: JournalReaderID) {
    journal.readers.removeAll { $0.id == id }
    guard journal.readers.isEmpty, journal.recorder != nil else { return }
    journal.recorder = nil
    for (_, node) in nodes.all {
      node.journalHook = nil
      node.journalPending = false
    }
  }

  /// Whether any reader follows the tree's journal.
  public var hasJournalReaders: Bool { !journal.readers.isEmpty }

  /// The modals shown, by their backdrops, bottom first: the stack
  /// ``syncFocus()`` keeps, which focus returns down as modals close.
  public var presentedModals: [ViewID] { modalStack.map(\.backdrop) }

  /// Where a modal's panel shows: the placement of the backdrop's dialog or
  /// sheet, ``HostViewNode/Placement/cover`` when it holds neither.
  public func modalPlacement(of backdrop: ViewID) -> HostViewNode.Placement {
    for child in nodes[backdrop]?.children ?? [] {
      if let placement = nodes[child]?.placement, placement == .dialog || placement == .sheet {
        return placement
      }
    }
    return .cover
  }

  /// The journal that builds the tree as it is now from nothing: every view
  /// alive (mounted or pooled, the root included) with its attributes, the
  /// children in order, frames, offsets and editing states that are not
  /// zero or empty, focus, the pressed view and the modal stack. What a
  /// reader gets first.
  public func journalSnapshot() -> ChangeJournal {
    var entries: [JournalEntry] = []
    let alive = nodes.all
    for (id, node) in alive {
      entries.append(.created(id, kind: node.kind, attributes: node.attributes))
    }
    for (id, node) in alive {
      for (index, child) in node.children.enumerated() {
        entries.append(.inserted(child, into: id, at: index))
      }
    }
    entries.append(.resized(size))
    for (id, node) in alive {
      if node.frame != .zero { entries.append(.frameChanged(id, node.frame)) }
      if node.contentOffset != .zero { entries.append(.scrolled(id, to: node.contentOffset)) }
      if node.editing != ControlEditingState() { entries.append(.editingChanged(id, node.editing)) }
    }
    if let focusedView { entries.append(.focusChanged(focusedView)) }
    if let pressedView { entries.append(.pressChanged(pressedView)) }
    for backdrop in presentedModals {
      entries.append(.modalPresented(backdrop, placement: modalPlacement(of: backdrop)))
    }
    return ChangeJournal(entries: entries, startsFromEmpty: true)
  }

  /// Hands each reader the frame's journal: the changes recorded since the
  /// last frame, or the whole tree to a reader that has had nothing yet.
  func deliverJournal() {
    guard let recorder = journal.recorder else { return }
    let changes = recorder.takeJournal(of: self)
    var snapshot: ChangeJournal?
    var deliveries: [(@MainActor (ChangeJournal) -> Void, ChangeJournal)] = []
    for index in journal.readers.indices {
      if journal.readers[index].hasStarted {
        if !changes.isEmpty { deliveries.append((journal.readers[index].read, changes)) }
      } else {
        if snapshot == nil { snapshot = journalSnapshot() }
        journal.readers[index].hasStarted = true
        deliveries.append((journal.readers[index].read, snapshot ?? changes))
      }
    }
    // Called after the bookkeeping: a reader may add or remove readers.
    for (read, journal) in deliveries { read(journal) }
  }
}
