/// One view of a ``HostViewTree``: what the mounter said about it (kind,
/// attributes, frame, place in the tree) plus the interaction state that
/// belongs to the view rather than to its component (scroll offset, caret,
/// selection, the date field being edited, edits not yet echoed).
///
/// A host that caches what it derives from a view's attributes (decoded
/// colours, measured text) subclasses it, overrides
/// ``attributesDidChange()``, and hands the tree a factory that makes its
/// subclass:
///
/// ```swift
/// final class CachingNode: HostViewNode {
///   private(set) var title = ""
///   override func attributesDidChange() { title = attributes[.title] ?? "" }
/// }
/// let tree = HostViewTree(
///   size: Size(width: 80, height: 24), environment: .characterGrid()
/// ) { kind, attributes in
///   CachingNode(kind: kind, attributes: attributes)
/// }
/// ```
///
/// Nodes live on the main actor with their tree; the tree is the only
/// writer of their structure.
open class HostViewNode {
  /// The view's kind; it never changes.
  public final let kind: ViewKind
  // Read for every view each frame: main-actor code never overlaps its
  // accesses, so the runtime's exclusivity check is skipped.

  /// The attributes the view shows now. Setting them calls
  /// ``attributesDidChange()``.
  @exclusivity(unchecked) public final var attributes: Attributes {
    didSet {
      noteJournalChange()
      attributesDidChange()
    }
  }
  /// The frame in the parent's coordinates.
  @exclusivity(unchecked) public final internal(set) var frame: Rect = .zero {
    didSet { noteJournalChange() }
  }
  /// The children, back to front.
  @exclusivity(unchecked) public final internal(set) var children: [ViewID] = []
  /// The parent, or `nil` for the root and detached views.
  public final internal(set) var parent: ViewID?
  /// How far a scroll view's or list's content is scrolled.
  public final internal(set) var contentOffset: Point = .zero {
    didSet { noteJournalChange() }
  }
  /// The control's interaction state, kept by the control's
  /// ``ControlBehavior``.
  public final var editing = ControlEditingState() {
    didSet { noteJournalChange() }
  }
  /// Where the node notes its changes while the tree's journal records
  /// (see ``HostViewTree/addJournalReader(_:)``); `nil` otherwise.
  @exclusivity(unchecked) final var journalHook: JournalHook?
  /// Whether a change of the node is already noted for this frame.
  @exclusivity(unchecked) final var journalPending = false

  /// The tree's focus generation when the view began showing its content
  /// (created, or reused for another component): what tells the views a
  /// change brought from those it kept when focus is handed on (see
  /// ``HostViewTree/syncFocus()``). The root never changes content.
  final var contentGeneration = -1

  /// Whether the view scrolls its children (a scroll view or a list).
  public final let isScrollContainer: Bool
  /// Whether the view edits text (a text field or area).
  public final let isTextInput: Bool
  /// Whether the view's kind takes keyboard focus (see
  /// ``HostViewTree/focusableKinds``).
  public final let isFocusableKind: Bool
  /// Where the view is placed: in its parent's flow, or over the host's area as
  /// part of a modal. Worked out once from the kind, which never changes,
  /// since placing reads it for every view each frame.
  public final let placement: Placement

  /// Where a view shows relative to its parent.
  public enum Placement: Sendable {
    /// At its frame in its parent (nearly every view).
    case inParent
    /// Covering the host's whole area, wherever it was laid out (a modal
    /// backdrop).
    case cover
    /// Centred in the host's area when its parent is a modal backdrop.
    case dialog
    /// Along the bottom edge of the host's area when its parent is a modal
    /// backdrop.
    case sheet

    /// The old name of ``cover``: "screen" now means only a presentation
    /// screen (TrellisPresentation's `Screen`).
    @available(*, deprecated, renamed: "cover")
    public static var screen: Placement { .cover }
  }

  /// Creates a node showing `attributes`.
  public init(kind: ViewKind, attributes: Attributes) {
    self.kind = kind
    self.attributes = attributes
    contentOffset = attributes[.contentOffset] ?? .zero
    isScrollContainer = kind == .scrollView || kind == .list
    isTextInput = kind == .textField || kind == .textArea
    isFocusableKind = HostViewTree.focusableKinds.contains(kind)
    placement =
      switch kind {
      case .modalBackdrop: .cover
      case .dialog: .dialog
      case .sheet: .sheet
      default: .inParent
      }
  }

  /// Notes a change of what the node shows for the tree's journal, once a
  /// frame; one `nil` check while nobody reads the journal.
  @inline(__always) private final func noteJournalChange() {
    guard let hook = journalHook, !journalPending else { return }
    journalPending = true
    hook.recorder.notePending(hook.id)
  }

  /// Called after ``attributes`` is set. The default does nothing; a host's
  /// subclass decodes what it draws from here.
  open func attributesDidChange() {}

  /// The text of a text field or area.
  public final var value: String { attributes[.value] ?? "" }

  /// Whether the view's component handles events of `kind` (see
  /// ``AttributeKey/events``).
  public final func handles(_ kind: HostEventKind) -> Bool {
    attributes[.events]?.contains(kind) ?? false
  }

  /// The caret of a text field or area, clamped to its current value (which
  /// the component may have changed); at the end when never moved.
  public final var caretIndex: Int {
    let count = value.count
    return min(max(0, editing.caret ?? count), count)
  }

  /// The selected range of a text field or area, clamped to the value;
  /// empty when nothing is selected.
  public final var selection: Range<Int> {
    guard let anchor = editing.anchor else { return caretIndex..<caretIndex }
    let clamped = min(max(0, anchor), value.count)
    return min(clamped, caretIndex)..<max(clamped, caretIndex)
  }
}

/// What a control remembers of the user's dealings with it between frames,
/// kept in its view (not its component) and dropped when the view is reused
/// for other content.
public struct ControlEditingState: Sendable, Equatable {
  /// A text field's or area's caret, in characters from the start; `nil`
  /// until moved (the caret is then at the end).
  public var caret: Int?
  /// Where a text selection started (the caret is its other end), or `nil`.
  public var anchor: Int?
  /// The horizontal position ↑ and ↓ keep in a text area while moving
  /// line to line, in the host's units.
  public var preferredX: Double?
  /// The field of a date picker being edited, from the left.
  public var dateField = 0
  /// Values the control reported that its component has not echoed back
  /// yet, oldest first (see ``HostViewTree/updateView(_:changes:)``).
  public var unechoedValues: [String] = []
  /// The link of a text view with focusable links that has focus, counted
  /// from the first (see ``StyledText/links``); `nil` for none.
  public var focusedLink: Int?

  /// Nothing remembered.
  public init() {}
}
