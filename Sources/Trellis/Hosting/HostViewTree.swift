public import Foundation

/// The retained view tree every host keeps: the views the mounter created,
/// their attributes, frames and children, and what the user does to them —
/// focus, the pressed view, scroll offsets, carets, modals shown. A host is
/// an adapter around one: it routes its platform's input to the tree's
/// ``handleKey(_:text:)``, ``pointerPressed(at:extendingSelection:)`` and
/// friends, and draws the tree's nodes (see ``ViewTreeHost``).
///
/// ```
/// mounter ──createView / setFrame / insertChild / …──▶ HostViewTree
/// host input ──handleKey / pointer…──▶ HostViewTree ──ControlBehavior──▶ HostEvent ──▶ components
/// host drawing ◀── nodes, focusedView, pressedView, placedFrame(of:)
/// ```
///
/// What a key or a click does to a built-in control lives in that
/// control's ``ControlBehavior``, not here and not in a host.
///
/// A host that redraws from the tree each frame (the terminal) needs only
/// ``needsDisplay``; one that keeps a retained scene of its own (a DOM, an
/// accessibility tree) follows the tree's ``ChangeJournal`` instead (see
/// ``addJournalReader(_:)``).
///
/// Frames are in the host's units (cells on a terminal). A modal backdrop
/// covers the whole screen wherever it was laid out, and its panel is
/// centred on it (a dialog) or placed along its bottom edge (a sheet).
@MainActor
public final class HostViewTree {
  /// Allocates view ids and routes events to components.
  public let registry: ViewRegistry
  /// The root view, the size of the screen; mount roots into it.
  public let rootView: ViewID
  /// The screen size.
  public private(set) var size: Size
  /// The host's units, text measurer and control metrics: what control
  /// behaviours measure with (``ControlContext/environment``) and how far
  /// keys scroll.
  public let environment: LayoutEnvironment
  /// The view with keyboard focus.
  @exclusivity(unchecked) public internal(set) var focusedView: ViewID?
  /// The view a pointer went down on, shown pressed until it is released.
  @exclusivity(unchecked) public internal(set) var pressedView: ViewID?
  /// The zone date pickers show and edit dates in.
  public var timeZone: TimeZone = .current {
    didSet { setNeedsDisplay() }
  }
  /// How many animation ticks (``advanceAnimation()``) a sheet takes to
  /// slide up from the bottom edge into place; 0 shows sheets at once.
  public var sheetSlideFrames = 3
  /// Counts ``advanceAnimation()`` calls: the frame of activity indicators.
  public private(set) var animationFrame = 0
  /// Whether anything shown changed since the host last called
  /// ``didDisplay()``: a host draws only then.
  @exclusivity(unchecked) public private(set) var needsDisplay = true
  /// Called each time ``needsDisplay`` turns true (once per frame, however
  /// many views change), so a host can schedule a frame.
  public var onChange: (@MainActor () -> Void)?
  /// The change groups open now (see ``groupChanges(_:)``).
  var changeGroups = ChangeGroups()
  /// The behaviour of each kind of control, by view kind: what its keys and
  /// clicks do. Starts as ``ControlBehaviors/builtIn``; add a behaviour for
  /// a custom kind here.
  public var behaviors: [ViewKind: any ControlBehavior] = ControlBehaviors.builtIn
  /// Finds the link at a point of a text view or column row (in the view's
  /// coordinates), for a click. Where a link shows depends on how the host
  /// wraps and draws text, so the host supplies it; without one, clicks
  /// find no links.
  public var linkLocator: (@MainActor (HostViewNode, Point) -> String?)?
  /// What to do when the wheel turns a scroll view or list that cannot
  /// move that way (pulled past its top, say), by the view's id: a
  /// screen's pull-to-refresh. The entry goes when the view is destroyed.
  public var overscrollHandlers: [ViewID: @MainActor (Point) -> Void] = [:]

  // Read for every view each frame (and, with the focus, press, drag,
  // observers, journal and tree version marked so too, for every view a
  // scroll updates): main-actor code never overlaps its accesses, so the
  // runtime's exclusivity check is skipped.
  @exclusivity(unchecked) @usableFromInline var nodes = HostViewTable()
  private let makeNode: @MainActor (ViewKind, Attributes) -> HostViewNode
  /// Counts changes to the tree's structure (views inserted or removed), so
  /// what is derived from it can be cached.
  @exclusivity(unchecked) var treeVersion = 0
  /// The modal backdrops on screen and the ``treeVersion`` they were found at.
  var modalCache: (version: Int, modals: [ViewID])?
  /// How many modal backdrops exist (on screen or not): while none does,
  /// finding the ones on screen needs no walk of the tree.
  var modalBackdropCount = 0
  /// The modals shown, bottom first, with the view that had focus before
  /// each (focus returns there when it closes).
  var modalStack: [(backdrop: ViewID, returnFocus: ViewID?)] = []
  /// Sheets sliding in, with the ticks done so far.
  var slidingSheets: [ViewID: Int] = [:]
  /// Where the pointer was last seen, for scrolling what is under it.
  var pointerPosition: Point?
  /// Where the pointer button went down (root coordinates), while it is
  /// held.
  var pressLocation: Point?
  /// The view receiving the drag in progress, once the pointer moved with
  /// its button held over a view that handles drags.
  @exclusivity(unchecked) var dragTarget: ViewID?
  /// Controls inserted since the last sync that asked for focus when they
  /// appear, in insertion order.
  var autofocusCandidates: [ViewID] = []
  /// Focus a view lost, until the next sync hands it on (see
  /// ``recoverLostFocus()``).
  var focusRecovery = FocusRecovery()
  /// What follows the tree's changes (see ``HostViewTreeObserver``).
  @exclusivity(unchecked) var observers: [any HostViewTreeObserver] = []
  /// The journal's readers and, while there are any, its recorder (see
  /// ``addJournalReader(_:)``).
  @exclusivity(unchecked) var journal = JournalReaders()
  /// Where the roots mounting into this tree and the host drawing it
  /// record what frames cost; `nil` (the default) times nothing.
  public var frameMetrics: FrameMetrics?

  /// Creates a tree whose root view fills a screen of `size`, in the
  /// host's `environment`; `makeNode` makes each node (a host's subclass of
  /// ``HostViewNode``, or the base class by default).
  public init(
    size: Size, environment: LayoutEnvironment, registry: ViewRegistry = ViewRegistry(),
    makeNode: @escaping @MainActor (ViewKind, Attributes) -> HostViewNode = {
      HostViewNode(kind: $0, attributes: $1)
    }
  ) {
    self.size = size
    self.environment = environment
    self.registry = registry
    self.makeNode = makeNode
    rootView = registry.makeID()
    let root = makeNode(.container, Attributes())
    root.frame = Rect(origin: .zero, size: size)
    nodes[rootView] = root
  }

  /// Exactly the screen's size: the range for a root that fills it.
  public var sizeRange: SizeRange { SizeRange(exactly: size) }

  /// Changes the screen size; give the `ComponentRoot` the new
  /// ``sizeRange`` to lay out again.
  public func resize(to size: Size) {
    self.size = size
    nodes[rootView]?.frame = Rect(origin: .zero, size: size)
    setNeedsDisplay()
  }

  /// Number of views alive (mounted or pooled), the root included: what
  /// the host keeps in memory. ``mountedViewCount`` counts those a screen
  /// shows.
  public var viewCount: Int { nodes.count }

  /// Number of views mounted, the root included: ``viewCount`` without
  /// the views waiting in reuse pools (see ``ViewRegistry/pooledCount``).
  /// A screen of a root and one text counts 2, however many views earlier
  /// screens left in the pools.
  public var mountedViewCount: Int { nodes.count - registry.pooledCount }

  /// The node of a view, or `nil` if there is no such view.
  @inlinable public func node(_ id: ViewID) -> HostViewNode? { nodes.node(id) }

  /// Marks the screen as needing a frame; tells the host on the first
  /// change since its last frame only.
  @usableFromInline func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    onChange?()
  }

  /// Tells the tree that the host has drawn what it shows now; journal
  /// readers get what changed since the last call (see
  /// ``addJournalReader(_:)``).
  public func didDisplay() {
    needsDisplay = false
    if journal.recorder != nil { deliverJournal() }
  }

  // MARK: Host operations

  /// Creates a view, not yet in any parent.
  public func createView(_ id: ViewID, description: ViewDescription) {
    let node = makeNode(description.kind, description.attributes)
    node.contentGeneration = focusRecovery.generation
    if nodes[id]?.kind == .modalBackdrop { modalBackdropCount -= 1 }
    if node.kind == .modalBackdrop { modalBackdropCount += 1 }
    nodes[id] = node
    journal.recorder?.created(id, node: node)
  }

  /// Applies changes; removed attributes return to their defaults.
  ///
  /// A text input's value arriving here may be its component catching up
  /// with an edit the user has already gone past: keys are applied at once
  /// and reported, and the component's rebuild with the reported value
  /// lands later. When keys come faster than rebuilds, the echo of an older
  /// value must not replace the newer text on screen — the next key would
  /// build on it and the keys in between would be lost. A value the tree did
  /// not report is the program's own (a filter, a reset) and always wins.
  public func updateView(_ id: ViewID, changes: AttributeChanges) {
    guard let node = nodes[id] else { return }
    let old = node.attributes
    defer { for observer in observers { observer.viewTreeDidUpdate(id, from: old, of: self) } }
    let staleValue = isStaleEcho(changes.set[.value], of: node)
    // Changed in a copy and set once: a host's node decodes what it draws
    // on each set.
    var attributes = node.attributes
    for entry in changes.set.entries
    where !(staleValue && entry.name == AttributeKey<String>.value.name) {
      attributes.setValue(entry.value, named: entry.name)
    }
    for name in changes.removed {
      attributes.setValue(nil, named: name)
    }
    node.attributes = attributes
    // A programmatic scroll (a list scrolling itself) is the tree's to apply.
    if let offset = changes.set[.contentOffset] { node.contentOffset = offset }
    if changes.removed.contains(AttributeKey<Point>.contentOffset.name) {
      node.contentOffset = .zero
    }
    if id == focusedView, node.attributes[.disabled] == true { focusedViewWentAway() }
    noteAutofocus(of: id, node: node, old: old)
    setNeedsDisplay()
  }

  /// Shows `new` in place of `old`, taking `new` whole instead of applying
  /// a difference; text inputs, whose value the user edits here, go
  /// through ``updateView(_:changes:)``.
  public func updateView(_ id: ViewID, from old: Attributes, to new: Attributes) {
    guard let node = nodes[id] else { return }
    guard !node.isTextInput else {
      let changes = AttributeChanges(from: old, to: new)
      if !changes.isEmpty { updateView(id, changes: changes) }
      return
    }
    // What the view showed, only when an observer wants it: a scroll
    // sends this for every view of every row coming in.
    let shown = observers.isEmpty ? nil : node.attributes
    defer {
      if let shown {
        for observer in observers { observer.viewTreeDidUpdate(id, from: shown, of: self) }
      }
    }
    node.attributes = new
    if node.isScrollContainer {
      let offset = new[.contentOffset]
      if offset != old[.contentOffset] { node.contentOffset = offset ?? .zero }
    }
    if id == focusedView, new[.disabled] == true { focusedViewWentAway() }
    noteAutofocus(of: id, node: node, old: old)
    setNeedsDisplay()
  }

  /// A view kept in place that now shows a control asking for focus (the
  /// mounter reused it for another component: a page's button where the
  /// last page had one) appears as much as an inserted one does.
  private func noteAutofocus(of id: ViewID, node: HostViewNode, old: Attributes) {
    if node.isFocusableKind, Self.asksForFocus(node.attributes), !Self.asksForFocus(old) {
      autofocusCandidates.append(id)
    }
  }

  /// Whether a control with `attributes` asks for focus when it appears.
  static func asksForFocus(_ attributes: Attributes) -> Bool {
    attributes[.autofocus] == true || attributes[.takesFocusOnAppear] == true
  }

  private func isStaleEcho(_ value: String?, of node: HostViewNode) -> Bool {
    guard let value, !node.editing.unechoedValues.isEmpty else { return false }
    guard let index = node.editing.unechoedValues.firstIndex(of: value) else {
      node.editing.unechoedValues.removeAll()
      return false
    }
    node.editing.unechoedValues.removeFirst(index + 1)
    return !node.editing.unechoedValues.isEmpty
  }

  /// Drops what the user did to a view that is about to show another
  /// component: focus, a press, a caret and selection, a date field being
  /// edited, typing not yet echoed, a scroll offset.
  public func viewWillShowOtherContent(_ id: ViewID) {
    for observer in observers { observer.viewTreeWillReuse(id, of: self) }
    guard let node = nodes[id] else { return }
    node.contentGeneration = focusRecovery.generation
    if focusedView == id { focusedViewWentAway() }
    if pressedView == id { pressedView = nil }
    // A drag goes on only with the view it started on.
    if dragTarget == id { dragTarget = nil }
    guard node.isTextInput || node.isScrollContainer || node.kind == .datePicker else { return }
    node.editing = ControlEditingState()
    node.contentOffset = .zero
    setNeedsDisplay()
  }

  /// Places a view in its parent.
  public func setFrame(_ frame: Rect, of id: ViewID) {
    nodes[id]?.frame = frame
    setNeedsDisplay()
  }

  /// Makes `child` the `index`-th child of `parent`, moving it when it is
  /// already in a parent.
  public func insertChild(_ child: ViewID, into parent: ViewID, at index: Int) {
    guard let node = nodes[child], let parentNode = nodes[parent] else { return }
    let moved = node.parent != nil
    if let old = node.parent, let oldParent = nodes[old],
      let position = oldParent.children.firstIndex(of: child)
    {
      oldParent.children.remove(at: position)
    }
    let position = min(max(0, index), parentNode.children.count)
    parentNode.children.insert(child, at: position)
    node.parent = parent
    treeVersion &+= 1
    journal.recorder?.inserted(child, into: parent, at: position, moved: moved)
    for observer in observers { observer.viewTreeDidInsert(child, into: parent, of: self) }
    if node.isFocusableKind, Self.asksForFocus(node.attributes) {
      autofocusCandidates.append(child)
    }
    setNeedsDisplay()
  }

  /// Takes a view out of its parent; focus on a view leaving the screen is
  /// handed on at the next ``syncFocus()`` (see `recoverLostFocus()`).
  public func removeFromParent(_ id: ViewID) {
    guard let node = nodes[id] else { return }
    for observer in observers { observer.viewTreeWillRemove(id, of: self) }
    if let focusedView, isView(focusedView, inside: id) { focusedViewWentAway() }
    if let parent = node.parent {
      nodes[parent]?.children.removeAll { $0 == id }
      journal.recorder?.removed(id)
    }
    node.parent = nil
    treeVersion &+= 1
    if let focusedView, !isOnScreen(focusedView) { self.focusedView = nil }
    if let pressedView, !isOnScreen(pressedView) { self.pressedView = nil }
    setNeedsDisplay()
  }

  /// Destroys a detached view.
  public func destroyView(_ id: ViewID) {
    if nodes[id] != nil {
      for observer in observers { observer.viewTreeWillDestroy(id, of: self) }
      journal.recorder?.destroyed(id)
    }
    if nodes[id]?.kind == .modalBackdrop { modalBackdropCount -= 1 }
    nodes[id] = nil
    overscrollHandlers[id] = nil
    if focusedView == id { focusedViewWentAway() }
    if pressedView == id { pressedView = nil }
    // A drag goes on only with the view it started on.
    if dragTarget == id { dragTarget = nil }
  }

  // MARK: Inspection

  /// Every view on screen (reachable from the root), in preorder.
  public var mountedIDs: [ViewID] {
    var result: [ViewID] = []
    func visit(_ id: ViewID) {
      guard let node = nodes[id] else { return }
      result.append(id)
      for child in node.children { visit(child) }
    }
    visit(rootView)
    return result
  }

  /// The view as it is now, or `nil` if there is no such view.
  public func view(_ id: ViewID) -> MountedView? {
    guard let node = nodes[id] else { return nil }
    return MountedView(
      id: id, kind: node.kind, attributes: node.attributes, frame: node.frame,
      absoluteFrame: absoluteFrame(of: id) ?? node.frame, children: node.children,
      parent: node.parent, contentOffset: node.contentOffset)
  }

  /// Whether the view is reachable from the root.
  public func isOnScreen(_ id: ViewID) -> Bool {
    var current: ViewID? = id
    while let viewID = current {
      if viewID == rootView { return true }
      current = nodes[viewID]?.parent
    }
    return false
  }

  /// Whether `id` is `ancestor` or inside it.
  public func isView(_ id: ViewID, inside ancestor: ViewID) -> Bool {
    var current: ViewID? = id
    while let viewID = current {
      if viewID == ancestor { return true }
      current = nodes[viewID]?.parent
    }
    return false
  }

  /// The frame of a view in root coordinates, with ancestors' scroll
  /// offsets and modal placement applied; `nil` if it is not on screen.
  public func absoluteFrame(of id: ViewID) -> Rect? {
    guard isOnScreen(id) else { return nil }
    // From the view up to the root, or to the nearest modal backdrop, which
    // covers the screen wherever it was laid out.
    var path: [ViewID] = []
    var current: ViewID? = id
    while let viewID = current, let node = nodes[viewID] {
      path.append(viewID)
      if node.kind == .modalBackdrop { break }
      current = node.parent
    }
    var origin = Point.zero
    var frame = Rect.zero
    for viewID in path.reversed() {
      guard let node = nodes[viewID] else { return nil }
      frame = placedFrame(of: node, id: viewID, origin: origin)
      origin = Point(x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
    }
    return frame
  }

  /// Where a view shows on screen given its parent's content origin: its
  /// frame, except that a modal backdrop covers the whole screen and its
  /// panel is centred on it (a dialog) or along its bottom edge (a sheet,
  /// lower while it slides in), wherever the modal was laid out.
  @inlinable
  public func placedFrame(of node: HostViewNode, id: ViewID, origin: Point) -> Rect {
    // Nearly every view sits in its parent: that case is inlined into a
    // host's drawing loop.
    guard node.placement != .inParent else {
      return Rect(
        x: node.frame.origin.x + origin.x, y: node.frame.origin.y + origin.y,
        width: node.frame.size.width, height: node.frame.size.height)
    }
    return placedModalFrame(of: node, id: id, origin: origin)
  }

  /// ``placedFrame(of:id:origin:)`` for a modal backdrop or panel.
  @usableFromInline
  func placedModalFrame(of node: HostViewNode, id: ViewID, origin: Point) -> Rect {
    if node.placement == .cover { return Rect(origin: .zero, size: size) }
    // A dialog or sheet is a modal's panel only directly in a backdrop.
    guard node.placement != .inParent, let parent = node.parent,
      nodes[parent]?.placement == .cover
    else { return node.frame.offsetBy(dx: origin.x, dy: origin.y) }
    let width = node.frame.width
    let height = node.frame.height
    // Rounded to the host's grid as layout rounds, so a modal laid out
    // over the screen stays where layout put it.
    let x = max(0, environment.rounded((size.width - width) / 2))
    let y =
      node.placement == .dialog
      ? max(0, environment.rounded((size.height - height) / 2))
      : max(0, size.height - height) + sheetSlideOffset(of: id, height: height)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The deepest, front-most view whose frame (clipped by its ancestors')
  /// contains `point` (root coordinates). While a modal is shown, only
  /// views of the front-most modal are hit: its backdrop covers the screen.
  public func hitTest(_ point: Point) -> ViewID? {
    func visit(_ id: ViewID, origin: Point, clip: Rect) -> ViewID? {
      guard let node = nodes[id] else { return nil }
      let frame = placedFrame(of: node, id: id, origin: origin)
      let visible = frame.intersection(clip)
      guard visible.contains(point) else { return nil }
      let childOrigin = Point(
        x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
      for child in node.children.reversed() {
        if let hit = visit(child, origin: childOrigin, clip: visible) { return hit }
      }
      return id
    }
    let screen = Rect(origin: .zero, size: size)
    if let modal = activeModal { return visit(modal, origin: .zero, clip: screen) }
    return visit(rootView, origin: .zero, clip: screen)
  }

  // MARK: Animation

  /// Whether an animation is running: a sheet sliding in or an animating
  /// activity indicator on screen. A run loop ticks ``advanceAnimation()``
  /// only then, so an idle screen costs nothing.
  public var hasAnimations: Bool {
    if !slidingSheets.isEmpty { return true }
    return mountedIDs.contains { id in
      guard let node = nodes[id] else { return false }
      return node.kind == .activityIndicator && node.attributes[.animating] == true
    }
  }

  /// Moves animations one frame on.
  public func advanceAnimation() {
    animationFrame &+= 1
    let wasSliding = !slidingSheets.isEmpty
    for (sheet, done) in slidingSheets {
      slidingSheets[sheet] = done + 1 >= sheetSlideFrames ? nil : done + 1
    }
    if wasSliding || hasAnimations { setNeedsDisplay() }
  }
}
