/// What changed in a ``HostViewTree`` during one frame, in the order a
/// retained copy of the tree must apply it: a DOM, an accessibility tree or
/// a test's replica follows the tree by applying each journal it is given
/// instead of comparing whole snapshots.
///
/// A reader attached with ``HostViewTree/addJournalReader(_:)`` gets one
/// journal each time the host calls ``HostViewTree/didDisplay()`` after
/// something changed. Its first journal ``startsFromEmpty``: it builds the
/// tree as it is then, root included, from nothing. Every later journal
/// turns the tree the previous one left into the tree as it is now.
///
/// ## Ordering
///
/// The entries of one journal come in three runs:
///
/// 1. **Structure**, in the order the tree changed: ``JournalEntry/created(_:kind:attributes:)``,
///    ``JournalEntry/inserted(_:into:at:)``, ``JournalEntry/moved(_:to:at:)``,
///    ``JournalEntry/removed(_:)``, ``JournalEntry/destroyed(_:)``. Indices
///    are where the child landed, so applying the run in order rebuilds
///    every parent's children exactly.
/// 2. **State of each view**, at most one entry of each kind per view, with
///    its value at the end of the frame (several frames set on one view
///    arrive as the last): ``JournalEntry/resized(_:)`` first, then per view
///    ``JournalEntry/attributesChanged(_:_:)``,
///    ``JournalEntry/frameChanged(_:_:)``, ``JournalEntry/scrolled(_:to:)``
///    and ``JournalEntry/editingChanged(_:_:)``. Only views alive at the end
///    of the frame appear; each appears after its creation.
/// 3. **The tree's own state**: ``JournalEntry/focusChanged(_:)``,
///    ``JournalEntry/pressChanged(_:)``, then the modal stack —
///    ``JournalEntry/modalDismissed(_:)`` top first, then
///    ``JournalEntry/modalPresented(_:placement:)`` bottom first.
///
/// Attribute entries carry whatever set them: a component's update, a
/// binding's ``HostViewTree/applyObservedValue(for:to:_:)`` or
/// ``HostViewTree/applyObservedAttributes(_:to:)``, a control showing the
/// user's edit at once (an optimistic update), or a host's own node.
///
/// Not in the journal: what a host derives or animates itself — the
/// absolute frames (``HostViewTree/placedFrame(of:id:origin:)`` from the
/// frames and offsets), a sheet's slide, the animation frame and the time
/// zone.
public struct ChangeJournal: Sendable, Equatable, CustomStringConvertible {
  /// The changes, in the order to apply them.
  public var entries: [JournalEntry]
  /// Whether the journal builds the whole tree from nothing (a reader's
  /// first), rather than changing the one the previous journal left.
  public var startsFromEmpty: Bool

  /// Creates a journal of `entries`.
  public init(entries: [JournalEntry] = [], startsFromEmpty: Bool = false) {
    self.entries = entries
    self.startsFromEmpty = startsFromEmpty
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { entries.isEmpty }

  /// One entry a line.
  public var description: String {
    entries.map(\.description).joined(separator: "\n")
  }
}

/// One change in a ``ChangeJournal``.
public enum JournalEntry: Sendable, Equatable, CustomStringConvertible {
  /// A view was created, not yet in a parent, showing `attributes`, with a
  /// zero frame and content offset and no editing state (later entries of
  /// the same journal set those when they differ).
  case created(ViewID, kind: ViewKind, attributes: Attributes)
  /// A view without a parent became the `index`-th child of a parent.
  case inserted(ViewID, into: ViewID, at: Int)
  /// A view left its parent and became the `index`-th child of a parent,
  /// the same one (reordered) or another; `index` counts after it left.
  case moved(ViewID, to: ViewID, at: Int)
  /// A view (with what is inside it) left its parent; it stays alive and
  /// may be inserted again.
  case removed(ViewID)
  /// A view was destroyed; it is not in a parent's children any more
  /// unless it was destroyed while still in one.
  case destroyed(ViewID)
  /// A view's attributes changed: those set, with their new values, and
  /// those removed (back to the view's default).
  case attributesChanged(ViewID, AttributeChanges)
  /// A view's frame in its parent, in the host's units.
  case frameChanged(ViewID, Rect)
  /// How far a scroll view's or list's content is scrolled.
  case scrolled(ViewID, to: Point)
  /// A control's editing state: a text input's caret and selection anchor,
  /// a date picker's field, a focused link (see ``ControlEditingState``).
  case editingChanged(ViewID, ControlEditingState)
  /// The view with keyboard focus (`nil`: none).
  case focusChanged(ViewID?)
  /// The view shown pressed while the pointer is held on it (`nil`: none).
  case pressChanged(ViewID?)
  /// A modal, by its backdrop, went on top of the modal stack; `placement`
  /// is its panel's (``HostViewNode/Placement/dialog`` or
  /// ``HostViewNode/Placement/sheet``, ``HostViewNode/Placement/cover``
  /// when the backdrop holds no panel).
  case modalPresented(ViewID, placement: HostViewNode.Placement)
  /// The modal on top of the stack, by its backdrop, was taken off it.
  case modalDismissed(ViewID)
  /// The screen (and the root view's frame) changed size.
  case resized(Size)

  /// The entry, one line.
  public var description: String {
    switch self {
    case .created(let id, let kind, let attributes): "create \(id) \(kind) \(attributes)"
    case .inserted(let id, let parent, let index): "insert \(id) into \(parent) at \(index)"
    case .moved(let id, let parent, let index): "move \(id) to \(parent) at \(index)"
    case .removed(let id): "remove \(id)"
    case .destroyed(let id): "destroy \(id)"
    case .attributesChanged(let id, let changes): "attributes \(id) \(changes)"
    case .frameChanged(let id, let frame): "frame \(id) \(frame)"
    case .scrolled(let id, let offset): "scroll \(id) to \(offset)"
    case .editingChanged(let id, let editing): "editing \(id) \(editing)"
    case .focusChanged(let id): "focus \(id.map(\.description) ?? "none")"
    case .pressChanged(let id): "press \(id.map(\.description) ?? "none")"
    case .modalPresented(let id, let placement): "present \(id) \(placement)"
    case .modalDismissed(let id): "dismiss \(id)"
    case .resized(let size): "resize \(size)"
    }
  }
}
