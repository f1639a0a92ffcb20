public import Foundation
public import Trellis

/// The terminal's `Host`: keeps the mounted view tree and draws it
/// into a ``CellBuffer``, and turns terminal ``InputEvent``s into the core's
/// `HostEvent`s on the right view.
///
/// ```swift
/// let host = TerminalHost(width: 80, height: 24)
/// let root = ComponentRoot(host: host, container: host.rootView,
///                          sizeRange: host.sizeRange)
/// await root.render(Counter())
/// host.handle(.mouse(MouseEvent(.press(.left), column: 3, row: 0)))
/// host.handle(.mouse(MouseEvent(.release(.left), column: 3, row: 0)))
/// await root.settle()
/// var screen = CellBuffer(width: 80, height: 24)
/// host.draw(into: &screen)   // then hand it to a Renderer
/// ```
///
/// Frames are in cells. A view is drawn inside its parent's frame (clipped to
/// it); scroll views offset their content by their content offset.
@MainActor
public final class TerminalHost: Trellis.Host {
  /// Allocates ids and routes events.
  public let registry = ViewRegistry()
  /// The root view, the size of the screen; mount roots into it.
  public let rootView: ViewID
  /// The screen size, in cells.
  public private(set) var size: Size
  /// The view with keyboard focus.
  public internal(set) var focusedView: ViewID?
  /// The zone date pickers show and edit dates in.
  public var timeZone: TimeZone = .current {
    didSet { needsDisplay = true }
  }
  /// Whether anything shown changed since the last ``draw(into:)``: a frame
  /// scheduler draws only then.
  public internal(set) var needsDisplay = true {
    didSet { if needsDisplay, !oldValue { onNeedsDisplay?() } }
  }
  /// Called each time ``needsDisplay`` turns true, so a run loop can ask its
  /// ``FrameScheduler`` for a frame instead of polling.
  public var onNeedsDisplay: (@MainActor () -> Void)?
  /// Counts ``advanceAnimation()`` calls: the frame of activity indicators.
  public private(set) var animationFrame = 0

  // Read for every view each frame: main-actor code never overlaps its
  // accesses, so the runtime's exclusivity check is skipped.
  @exclusivity(unchecked) var nodes = ViewTable()
  /// The view a mouse button went down on, drawn pressed until release.
  var pressedView: ViewID?
  /// Counts changes to the tree's structure (views inserted or removed), so
  /// what is derived from it can be cached.
  var treeVersion = 0
  /// The modal backdrops on screen and the ``treeVersion`` they were found at.
  var modalCache: (version: Int, modals: [ViewID])?
  /// How many modal backdrops exist (on screen or not): while none does,
  /// finding the ones on screen needs no walk of the tree.
  var modalBackdropCount = 0
  /// How many animation ticks (``advanceAnimation()``) a sheet takes to
  /// slide up from the bottom edge into place; 0 shows sheets at once.
  public var sheetSlideFrames = 3
  /// Sheets sliding in, with the ticks done so far.
  var slidingSheets: [ViewID: Int] = [:]
  /// Netpbm image files decoded so far, by path (`nil`: not decodable).
  var decodedImages: [String: PixelImage?] = [:]
  /// The scroll bar a mouse button went down on, dragged until release.
  var draggedScrollBar: (view: ViewID, axis: Axis)?
  /// Where the mouse was last seen, for scrolling what is under it.
  var mousePosition: (column: Int, row: Int)?
  /// The active key bindings, worked out once per frame for footers.
  private var drawnKeyBindings: [KeyBinding]?
  /// Modal backdrops met while drawing, drawn after everything else.
  private var deferredModals: [ViewID] = []
  /// The modals shown, bottom first, with the view that had focus before
  /// each (focus returns there when it closes).
  var modalStack: [(backdrop: ViewID, returnFocus: ViewID?)] = []

  /// Creates a host whose root view fills a `width` × `height` screen.
  public init(width: Int, height: Int) {
    size = Size(width: Double(max(0, width)), height: Double(max(0, height)))
    rootView = registry.makeID()
    let root = TerminalViewNode(kind: .container, attributes: Attributes())
    root.frame = Rect(origin: .zero, size: size)
    nodes[rootView] = root
  }

  /// Exactly the screen's size: the range for a root that fills it.
  public var sizeRange: SizeRange { SizeRange(exactly: size) }

  /// Changes the screen size (after ``InputEvent/resize(_:)``); give the
  /// `ComponentRoot` the new ``sizeRange`` to lay out again.
  public func resize(width: Int, height: Int) {
    size = Size(width: Double(max(0, width)), height: Double(max(0, height)))
    nodes[rootView]?.frame = Rect(origin: .zero, size: size)
    needsDisplay = true
  }

  /// Number of views alive (mounted or pooled), the root included.
  public var viewCount: Int { nodes.count }

  // MARK: Host

  /// Creates a view.
  public func createView(_ id: ViewID, description: ViewDescription) {
    let node = TerminalViewNode(kind: description.kind, attributes: description.attributes)
    node.contentOffset = description[.contentOffset] ?? .zero
    if nodes[id]?.kind == .modalBackdrop { modalBackdropCount -= 1 }
    if node.kind == .modalBackdrop { modalBackdropCount += 1 }
    nodes[id] = node
  }

  /// Applies changes; removed attributes return to their defaults.
  public func updateView(_ id: ViewID, changes: AttributeChanges) {
    guard let node = nodes[id] else { return }
    let staleValue = isStaleEcho(changes.set[.value], of: node)
    // Changed in a copy and set once: the node decodes what it draws on
    // each set.
    var attributes = node.attributes
    for entry in changes.set.entries
    where !(staleValue && entry.name == AttributeKey<String>.value.name) {
      attributes.setValue(entry.value, named: entry.name)
    }
    for name in changes.removed {
      attributes.setValue(nil, named: name)
    }
    node.attributes = attributes
    // A programmatic scroll (a list scrolling itself) is the host's to apply.
    if let offset = changes.set[.contentOffset] { node.contentOffset = offset }
    if changes.removed.contains(AttributeKey<Point>.contentOffset.name) {
      node.contentOffset = .zero
    }
    if id == focusedView, node.attributes[.disabled] == true { focusedView = nil }
    needsDisplay = true
  }

  /// Shows `new` in place of `old`. The host draws from a view's
  /// attributes, so it takes `new` whole instead of applying a difference;
  /// text inputs, whose value the user edits here, go through
  /// ``updateView(_:changes:)``.
  public func updateView(_ id: ViewID, from old: Attributes, to new: Attributes) {
    guard let node = nodes[id] else { return }
    guard node.role != .textInput else {
      let changes = AttributeChanges(from: old, to: new)
      if !changes.isEmpty { updateView(id, changes: changes) }
      return
    }
    node.attributes = new
    // A programmatic scroll (a list scrolling itself) is the host's to apply.
    if node.role == .scrollable {
      let offset = new[.contentOffset]
      if offset != old[.contentOffset] { node.contentOffset = offset ?? .zero }
    }
    if id == focusedView, new[.disabled] == true { focusedView = nil }
    needsDisplay = true
  }

  /// Drops what the user did to a view that is about to show another
  /// component: focus, a press, a caret and selection, a date field being
  /// edited, typing not yet echoed, a scroll offset.
  public func viewWillShowOtherContent(_ id: ViewID) {
    if focusedView == id { focusedView = nil }
    if pressedView == id { pressedView = nil }
    guard let node = nodes[id],
      node.role == .textInput || node.role == .scrollable || node.kind == .datePicker
    else { return }
    node.caret = nil
    node.anchor = nil
    node.preferredColumn = nil
    node.dateField = 0
    node.unechoedValues = []
    node.contentOffset = .zero
    needsDisplay = true
  }

  /// Whether `value`, arriving for a text field or area, is its component
  /// catching up with an edit the user has already gone past.
  ///
  /// Keys are applied at once and reported; the component's rebuild with
  /// the reported value lands later. When keys come faster than rebuilds
  /// (a burst of typing), the echo of an older value must not replace the
  /// newer text on screen — the next key would build on it and the keys
  /// in between would be lost. A value the host did not report is the
  /// program's own (a filter, a reset) and always wins.
  private func isStaleEcho(_ value: String?, of node: TerminalViewNode) -> Bool {
    guard let value, !node.unechoedValues.isEmpty else { return false }
    guard let index = node.unechoedValues.firstIndex(of: value) else {
      node.unechoedValues.removeAll()
      return false
    }
    node.unechoedValues.removeFirst(index + 1)
    return !node.unechoedValues.isEmpty
  }

  /// Places a view in its parent.
  public func setFrame(_ frame: Rect, of id: ViewID) {
    nodes[id]?.frame = frame
    needsDisplay = true
  }

  /// Inserts or moves a child.
  public func insertChild(_ child: ViewID, into parent: ViewID, at index: Int) {
    guard let node = nodes[child], let parentNode = nodes[parent] else { return }
    if let old = node.parent, let oldParent = nodes[old],
      let position = oldParent.children.firstIndex(of: child)
    {
      oldParent.children.remove(at: position)
    }
    parentNode.children.insert(child, at: min(max(0, index), parentNode.children.count))
    node.parent = parent
    treeVersion &+= 1
    needsDisplay = true
  }

  /// Takes a view out of its parent; a view leaving the screen loses focus.
  public func removeFromParent(_ id: ViewID) {
    guard let node = nodes[id] else { return }
    if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == id } }
    node.parent = nil
    treeVersion &+= 1
    if let focusedView, !isOnScreen(focusedView) { self.focusedView = nil }
    if let pressedView, !isOnScreen(pressedView) { self.pressedView = nil }
    needsDisplay = true
  }

  /// Destroys a detached view.
  public func destroyView(_ id: ViewID) {
    if nodes[id]?.kind == .modalBackdrop { modalBackdropCount -= 1 }
    nodes[id] = nil
    if focusedView == id { focusedView = nil }
    if pressedView == id { pressedView = nil }
  }

  // MARK: Inspection

  /// The kind of a view, or `nil` if there is no such view.
  public func kind(of id: ViewID) -> ViewKind? { nodes[id]?.kind }

  /// The attributes a view shows now.
  public func attributes(of id: ViewID) -> Attributes? { nodes[id]?.attributes }

  /// The children of a view, in order (front-most last).
  public func children(of id: ViewID) -> [ViewID] { nodes[id]?.children ?? [] }

  /// The first view on screen with this tag, in preorder.
  public func find(tag: String) -> ViewID? {
    mountedViews.first { nodes[$0]?.attributes[.tag] == tag }
  }

  /// Every view on screen (reachable from the root), in preorder.
  public var mountedViews: [ViewID] {
    var result: [ViewID] = []
    func visit(_ id: ViewID) {
      guard let node = nodes[id] else { return }
      result.append(id)
      for child in node.children { visit(child) }
    }
    visit(rootView)
    return result
  }

  /// The frame of a view in screen cells, with ancestors' scroll offsets
  /// applied; `nil` if it is not on screen.
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
  /// panel is centred on it (a dialog) or along its bottom edge (a sheet),
  /// wherever the modal was laid out.
  func placedFrame(of node: TerminalViewNode, id: ViewID, origin: Point) -> Rect {
    let isPanel =
      (node.role == .dialog || node.role == .sheet)
      && node.parent.flatMap { nodes[$0]?.role } == .modalBackdrop
    switch node.role {
    case .modalBackdrop:
      return Rect(origin: .zero, size: size)
    case _ where isPanel:
      let width = node.frame.width
      let height = node.frame.height
      // Rounded as layout rounds, so a modal laid out over the screen stays
      // where layout put it.
      let x = max(0, ((size.width - width) / 2).rounded())
      let y =
        node.role == .dialog
        ? max(0, ((size.height - height) / 2).rounded())
        : max(0, size.height - height) + sheetSlideOffset(of: id, height: height)
      return Rect(x: x, y: y, width: width, height: height)
    default:
      return node.frame.offsetBy(dx: origin.x, dy: origin.y)
    }
  }

  func isOnScreen(_ id: ViewID) -> Bool {
    var current: ViewID? = id
    while let viewID = current {
      if viewID == rootView { return true }
      current = nodes[viewID]?.parent
    }
    return false
  }

  /// The deepest, front-most view whose frame (clipped by its ancestors')
  /// contains the cell at `column`, `row`. While a modal is shown, only views
  /// of the front-most modal are hit: its backdrop covers the screen.
  public func hitTest(column: Int, row: Int) -> ViewID? {
    func visit(_ id: ViewID, origin: Point, clip: CellRect) -> ViewID? {
      guard let node = nodes[id] else { return nil }
      let frame = placedFrame(of: node, id: id, origin: origin)
      let visible = CellRect(frame).intersection(clip)
      guard visible.contains(x: column, y: row) else { return nil }
      let childOrigin = Point(
        x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
      for child in node.children.reversed() {
        if let hit = visit(child, origin: childOrigin, clip: visible) { return hit }
      }
      return id
    }
    let screen = CellRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height))
    if let modal = activeModal { return visit(modal, origin: .zero, clip: screen) }
    return visit(rootView, origin: .zero, clip: screen)
  }

  // MARK: Drawing

  /// Draws the mounted tree: resizes `buffer` to the screen if needed, clears
  /// it and draws every view on screen, parents before children.
  public func draw(into buffer: inout CellBuffer) {
    draw(into: &buffer, isBlank: false)
  }

  /// ``draw(into:)``; `isBlank`: the buffer is known to be blank already (a
  /// ``TerminalDisplay`` clears it for each frame), so it is not cleared
  /// again.
  func draw(into buffer: inout CellBuffer, isBlank: Bool) {
    syncModals()
    let width = Int(size.width)
    let height = Int(size.height)
    if buffer.width != width || buffer.height != height {
      buffer.resize(width: width, height: height)
      buffer.clear()
    } else if !isBlank {
      buffer.clear()
    }
    var canvas = Canvas(buffer: CellBuffer(width: 0, height: 0))
    swap(&canvas.buffer, &buffer)
    canvas.clip = CellRect(x: 0, y: 0, width: width, height: height)
    drawnKeyBindings = nil
    deferredModals = []
    drawNode(rootView, origin: .zero, clip: canvas.clip, background: .default, on: &canvas)
    // Modals go on top of everything, each over a dimmed screen, in
    // preorder: a modal presented from inside another shows above it.
    var index = 0
    while index < deferredModals.count {
      ModalDrawing.dim(&canvas.buffer)
      let screen = CellRect(x: 0, y: 0, width: width, height: height)
      drawNode(
        deferredModals[index], origin: .zero, clip: screen, background: .default, on: &canvas,
        isDeferred: true)
      index += 1
    }
    swap(&canvas.buffer, &buffer)
    needsDisplay = false
  }

  /// The screen as a new buffer; see ``draw(into:)``.
  public func drawnScreen() -> CellBuffer {
    var buffer = CellBuffer(width: Int(size.width), height: Int(size.height))
    draw(into: &buffer)
    return buffer
  }

  private func drawNode(
    _ id: ViewID, origin: Point, clip: CellRect, background: TerminalColor,
    on canvas: inout Canvas, isDeferred: Bool = false
  ) {
    guard let node = nodes[id] else { return }
    if node.role == .modalBackdrop && !isDeferred {
      deferredModals.append(id)
      return
    }
    let frame = placedFrame(of: node, id: id, origin: origin)
    let cells = CellRect(frame)
    let visible = cells.intersection(clip)
    guard !visible.isEmpty else { return }
    canvas.clip = visible
    var background = background
    if let color = node.backgroundColor {
      background = color
      canvas.fill(cells, style: CellStyle(background: background))
    }
    // Containers and column rows (most of a long list) draw without the
    // description of the view that the other kinds read.
    if node.role == .columnRow, let columns = node.columns {
      ColumnRowDrawing.draw(
        columns.cells, in: columns.layout, spans: node.columnSpans(width: cells.width),
        frame: cells, background: background, on: &canvas)
    } else if node.role != .container {
      drawContent(of: node, id: id, frame: cells, background: background, on: &canvas)
    }
    let childOrigin = Point(
      x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
    for child in node.children {
      drawNode(child, origin: childOrigin, clip: visible, background: background, on: &canvas)
    }
    if node.role == .scrollable {
      canvas.clip = visible
      ScrollBarDrawing.draw(
        drawnView(of: node, id: id, frame: cells, background: background),
        content: contentSize(of: node), offset: node.contentOffset, on: &canvas)
    }
  }

  /// What a view's drawing reads of it.
  private func drawnView(
    of node: TerminalViewNode, id: ViewID, frame: CellRect, background: TerminalColor
  ) -> DrawnView {
    // Only text inputs have a caret; working it out reads the value.
    let isTextInput = node.role == .textInput
    return DrawnView(
      kind: node.kind, attributes: node.attributes, frame: frame, background: background,
      isFocused: id == focusedView, isPressed: id == pressedView,
      caret: isTextInput ? node.caretIndex : 0,
      dateField: node.dateField, animationFrame: animationFrame, timeZone: timeZone,
      selection: isTextInput ? node.selection : 0..<0)
  }

  /// Draws what a view (not a container or column row) shows of its own.
  private func drawContent(
    of node: TerminalViewNode, id: ViewID, frame cells: CellRect, background: TerminalColor,
    on canvas: inout Canvas
  ) {
    let view = drawnView(of: node, id: id, frame: cells, background: background)
    if node.role == .text {
      TextDrawing.draw(view, measuring: node, on: &canvas)
    } else if node.role == .image, let image = pixelImage(of: node.attributes) {
      PixelImageDrawing.draw(image, in: view, on: &canvas)
    } else if node.role == .dialog || node.role == .sheet {
      ModalDrawing.drawPanel(view, on: &canvas)
    } else if node.role == .keyBindingFooter {
      if drawnKeyBindings == nil { drawnKeyBindings = activeKeyBindings }
      KeyBindingFooterDrawing.draw(view, bindings: drawnKeyBindings ?? [], on: &canvas)
    } else {
      ViewDrawing.draw(view, on: &canvas)
    }
  }

  /// The size of a scroll view's content: the list's reported size, or the
  /// extent of its children.
  func contentSize(of node: TerminalViewNode) -> Size {
    if let size = node.attributes[.contentSize] { return size }
    var width = 0.0
    var height = 0.0
    for child in node.children {
      guard let frame = nodes[child]?.frame else { continue }
      width = max(width, frame.maxX)
      height = max(height, frame.maxY)
    }
    return Size(width: width, height: height)
  }

  /// Where the terminal's cursor should show: the caret of the focused text
  /// field or area, or `nil` to hide it.
  public var cursor: CursorPosition? {
    guard let id = focusedView, let node = nodes[id],
      node.kind == .textField || node.kind == .textArea,
      let frame = absoluteFrame(of: id)
    else { return nil }
    let cells = CellRect(frame)
    let offset =
      node.kind == .textField
      ? TextFieldDrawing.caretOffset(
        value: node.value, caret: node.caretIndex, secure: node.attributes[.secure] == true,
        width: cells.width)
      : TextAreaDrawing.caretOffset(
        value: node.value, caret: node.caretIndex, width: cells.width, height: cells.height)
    let position = CursorPosition(x: cells.x + offset.x, y: cells.y + offset.y)
    let screen = CellRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height))
    return screen.contains(x: position.x, y: position.y) ? position : nil
  }

  // MARK: Animation

  /// Whether an animating activity indicator is on screen: a run loop ticks
  /// ``advanceAnimation()`` only then, so an idle screen costs nothing.
  public var hasAnimations: Bool {
    if !slidingSheets.isEmpty { return true }
    return mountedViews.contains { id in
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
    if wasSliding || hasAnimations { needsDisplay = true }
  }
}
