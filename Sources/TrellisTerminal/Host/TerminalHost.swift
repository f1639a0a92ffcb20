public import Foundation
public import Trellis

/// The terminal's `Host`: an adapter that keeps the mounted views in a
/// `HostViewTree`, turns terminal `InputEvent`s into the tree's input
/// calls, and draws the tree into a `CellBuffer`.
///
/// ```swift
/// let host = TerminalHost(width: 80, height: 24)
/// let root = ComponentRoot(host: host, container: host.rootView,
///                          sizeRange: host.sizeRange)   // in host.environment
/// await root.render(Counter())
/// host.handle(.mouse(MouseEvent(.press(.left), column: 3, row: 0)))
/// host.handle(.mouse(MouseEvent(.release(.left), column: 3, row: 0)))
/// await root.settle()
/// var screen = CellBuffer(width: 80, height: 24)
/// host.draw(into: &screen)   // then hand it to a Renderer
/// ```
///
/// Focus, hit-testing, scrolling, modals and what each control does with a
/// key or a click are the tree's (see `ViewTreeHost`); this host adds what
/// only a terminal has: cells, scroll bars drawn in the last column, the
/// cursor, and images drawn from Netpbm files.
@MainActor
public final class TerminalHost: ViewTreeHost {
  /// The mounted views, focus and interaction state.
  public let tree: HostViewTree
  /// Whether anything shown changed since the last ``draw(into:)``: a frame
  /// scheduler draws only then.
  public var needsDisplay: Bool { tree.needsDisplay || themeChanged }
  /// The theme every view is drawn with (`Theme.dark` by default):
  /// changing it redraws the screen. Its looks are resolved per view kind,
  /// style class, part and state, and remembered until it changes.
  public var theme: Theme {
    get { themeStyles.theme }
    set {
      guard newValue != themeStyles.theme else { return }
      themeStyles = TerminalThemeStyles(newValue, scheme: colorScheme)
      themeChanged = true
      onNeedsDisplay?()
    }
  }
  /// The colours the terminal is taken to show (`TerminalColorScheme.dark`
  /// until a run loop learns the terminal's background): text that sets
  /// no colour of its own, inside a view with a background colour, takes
  /// the theme's text or background colour, whichever reads better there.
  public var colorScheme: TerminalColorScheme = .dark {
    didSet {
      guard colorScheme != oldValue else { return }
      themeStyles = TerminalThemeStyles(themeStyles.theme, scheme: colorScheme)
      themeChanged = true
      onNeedsDisplay?()
    }
  }
  /// The theme as drawing reads it.
  // This and the frame's state are read for every view each frame:
  // main-actor code never overlaps its accesses, so the runtime's
  // exclusivity check is skipped.
  @exclusivity(unchecked) private(set) var themeStyles = TerminalThemeStyles(.dark)
  /// Set when the theme changed since the last frame.
  private var themeChanged = false
  /// Called each time ``needsDisplay`` turns true, so a run loop can ask its
  /// `FrameScheduler` for a frame instead of polling.
  public var onNeedsDisplay: (@MainActor () -> Void)? {
    get { tree.onChange }
    set { tree.onChange = newValue }
  }
  /// The zone date pickers show and edit dates in.
  public var timeZone: TimeZone {
    get { tree.timeZone }
    set { tree.timeZone = newValue }
  }
  /// How many animation ticks (``advanceAnimation()``) a sheet takes to
  /// slide up from the bottom edge into place; 0 shows sheets at once.
  public var sheetSlideFrames: Int {
    get { tree.sheetSlideFrames }
    set { tree.sheetSlideFrames = newValue }
  }

  /// Netpbm image files decoded so far, by path (`nil`: not decodable).
  var decodedImages: [String: PixelImage?] = [:]
  /// The scroll bar a mouse button went down on, dragged until release.
  var draggedScrollBar: (view: ViewID, axis: Axis)?
  /// The active key commands, worked out once per frame for footers.
  private var drawnKeyCommands: [KeyCommand]?
  /// Modal backdrops met while drawing, drawn after everything else.
  private var deferredModals: [ViewID] = []
  /// What every view's drawing reads of the tree, read once per frame.
  @exclusivity(unchecked) private var frameState = FrameState()
  /// Whether image views are drawn in their cells as half blocks (the
  /// default); off, their cells stay blank and ``imagePlacements(cellPixels:)``
  /// lists them for a `TerminalGraphics`. Set it before the first frame.
  public var drawsImagesInCells = true
  /// Image views met while drawing with ``drawsImagesInCells`` off.
  var imagesOnScreen: [ImageOnScreen] = []
  /// The panels of the modals drawn, each with its level (1 for the first
  /// modal, 2 for one presented over it…): images below a level are cut
  /// around its panels and dimmed.
  var modalPanels: [(rect: CellRect, level: Int)] = []
  /// The level being drawn: 0 for the screen, n inside the n-th modal.
  @exclusivity(unchecked) private var drawingLevel = 0

  private struct FrameState {
    var focused: ViewID?
    var pressed: ViewID?
    var animationFrame = 0
    var timeZone = TimeZone.current
  }

  /// Creates a host whose root view fills a `width` × `height` screen of
  /// character cells. Its environment is the character grid
  /// (`LayoutEnvironment.characterGrid(emojiSequences:)`) of a terminal
  /// that draws emoji sequences as `emojiSequences` says — what its
  /// start-up probe found.
  public init(width: Int, height: Int, emojiSequences: EmojiSequenceWidth = .joined) {
    tree = HostViewTree(
      size: Size(width: Double(max(0, width)), height: Double(max(0, height))),
      environment: .characterGrid(emojiSequences: emojiSequences),
      makeNode: { TerminalViewNode(kind: $0, attributes: $1) })
    tree.linkLocator = { node, point in
      guard let node = node as? TerminalViewNode else { return nil }
      return Self.link(in: node, at: point)
    }
  }

  /// Changes the screen size (after `InputEvent.resize(_:)`); give the
  /// `ComponentRoot` the new ``sizeRange`` to lay out again.
  public func resize(width: Int, height: Int) {
    tree.resize(to: Size(width: Double(max(0, width)), height: Double(max(0, height))))
  }

  /// The node of a view, as this host made it.
  func node(_ id: ViewID) -> TerminalViewNode? {
    tree.node(id).map { unsafeDowncast($0, to: TerminalViewNode.self) }
  }

  // MARK: Inspection

  /// The kind of a view, or `nil` if there is no such view.
  public func kind(of id: ViewID) -> ViewKind? { tree.node(id)?.kind }

  /// The attributes a view shows now.
  public func attributes(of id: ViewID) -> Attributes? { tree.node(id)?.attributes }

  /// The children of a view, in order (front-most last).
  public func children(of id: ViewID) -> [ViewID] { tree.node(id)?.children ?? [] }

  /// The deepest, front-most view at the cell `column`, `row`.
  public func hitTest(column: Int, row: Int) -> ViewID? {
    tree.hitTest(Point(x: Double(column), y: Double(row)))
  }

  // MARK: Drawing

  /// Draws the mounted tree: resizes `buffer` to the screen if needed, clears
  /// it and draws every view on screen, parents before children.
  public func draw(into buffer: inout CellBuffer) {
    draw(into: &buffer, isBlank: false)
  }

  /// ``draw(into:)``; `isBlank`: the buffer is known to be blank already (a
  /// `TerminalDisplay` clears it for each frame), so it is not cleared
  /// again.
  func draw(into buffer: inout CellBuffer, isBlank: Bool) {
    tree.syncFocus()
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
    drawnKeyCommands = nil
    deferredModals = []
    frameState = FrameState(
      focused: tree.focusedView, pressed: tree.pressedView,
      animationFrame: tree.animationFrame, timeZone: tree.timeZone)
    imagesOnScreen = []
    modalPanels = []
    drawingLevel = 0
    themeChanged = false
    let background = themeStyles.background
    if background != .default {
      // A theme with a background of its own paints the whole screen.
      canvas.fill(canvas.clip, style: CellStyle(background: background))
    }
    drawNode(rootView, origin: .zero, clip: canvas.clip, background: background, on: &canvas)
    // Modals go on top of everything, each over a dimmed screen, in
    // preorder: a modal presented from inside another shows above it.
    // Images shown through a graphics protocol stay pictures under them:
    // dimmed and cut around the panels (see imagePlacements).
    var index = 0
    while index < deferredModals.count {
      drawingLevel = index + 1
      ModalDrawing.dim(&canvas.buffer)
      let screen = CellRect(x: 0, y: 0, width: width, height: height)
      drawNode(
        deferredModals[index], origin: .zero, clip: screen, background: background, on: &canvas,
        isDeferred: true)
      index += 1
    }
    swap(&canvas.buffer, &buffer)
    tree.didDisplay()
  }

  /// The host's views drawn into a new buffer; see ``draw(into:)``.
  public func drawnCells() -> CellBuffer {
    var buffer = CellBuffer(width: Int(size.width), height: Int(size.height))
    draw(into: &buffer)
    return buffer
  }

  /// The old name of ``drawnCells()``: "screen" now means only a
  /// presentation screen (TrellisPresentation's `Screen`).
  @available(*, deprecated, renamed: "drawnCells()")
  public func drawnScreen() -> CellBuffer { drawnCells() }

  private func drawNode(
    _ id: ViewID, origin: Point, clip: CellRect, background: TerminalColor,
    on canvas: inout Canvas, isDeferred: Bool = false
  ) {
    guard let node = node(id) else { return }
    if node.role == .modalBackdrop && !isDeferred {
      deferredModals.append(id)
      return
    }
    let frame = tree.placedFrame(of: node, id: id, origin: origin)
    let cells = CellRect(frame)
    let visible = cells.intersection(clip)
    guard !visible.isEmpty else { return }
    canvas.clip = visible
    var background = background
    let selectedLook = node.isSelectedContainer ? selectedLook(of: node, id: id) : nil
    if let color = themeStyles.backgroundColor(node.backgroundColor)
      ?? themeStyles.color(selectedLook?.background)
    {
      background = color
      canvas.fill(cells, style: CellStyle(background: background))
    }
    // Containers and column rows (most of a long list) draw without the
    // description of the view that the other kinds read.
    if node.role == .columnRow, let columns = node.columns {
      ColumnRowDrawing.draw(
        columns.cells, in: columns.layout, spans: node.columnSpans(width: cells.width),
        frame: cells, background: background, theme: themeStyles, on: &canvas)
    } else if node.role != .container {
      drawContent(of: node, id: id, frame: cells, background: background, on: &canvas)
    }
    let childOrigin = Point(
      x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
    for child in node.children {
      drawNode(child, origin: childOrigin, clip: visible, background: background, on: &canvas)
    }
    if let emphasis = selectedLook?.emphasis, !emphasis.isEmpty {
      // Emphasis marks the whole row, over what its children drew (a
      // theme without colours shows a selected row in reverse). The
      // children left the clip at their own.
      canvas.clip = visible
      canvas.restyle(visible, adding: TextAttributes(emphasis))
    }
    if node.role == .scrollable {
      canvas.clip = visible
      ScrollBarDrawing.draw(
        drawnView(of: node, id: id, frame: cells, background: background),
        content: tree.contentSize(of: node), offset: node.contentOffset, on: &canvas)
    }
  }

  /// The theme's look for a selected container (a selected row).
  private func selectedLook(of node: TerminalViewNode, id: ViewID) -> Look {
    var states = node.attributes.viewStates
    if id == frameState.focused { states.insert(.focused) }
    return themeStyles.look(
      for: node.kind, styleClass: node.attributes[.styleClass], part: nil, states: states)
  }

  /// What a view's drawing reads of it.
  private func drawnView(
    of node: TerminalViewNode, id: ViewID, frame: CellRect, background: TerminalColor
  ) -> DrawnView {
    // Only text inputs have a caret; working it out reads the value.
    let isTextInput = node.role == .textInput
    return DrawnView(
      kind: node.kind, attributes: node.attributes, frame: frame, background: background,
      isFocused: id == frameState.focused, isPressed: id == frameState.pressed,
      caret: isTextInput ? node.caretIndex : 0,
      dateField: node.editing.dateField, animationFrame: frameState.animationFrame,
      timeZone: frameState.timeZone, theme: themeStyles,
      selection: isTextInput ? node.selection : 0..<0)
  }

  /// Draws what a view (not a container or column row) shows of its own.
  private func drawContent(
    of node: TerminalViewNode, id: ViewID, frame cells: CellRect, background: TerminalColor,
    on canvas: inout Canvas
  ) {
    if node.role == .text {
      TextDrawing.draw(
        node, frame: cells, isFocused: id == frameState.focused, theme: themeStyles,
        background: background, on: &canvas)
      return
    }
    let view = drawnView(of: node, id: id, frame: cells, background: background)
    if node.role == .image, let image = pixelImage(of: node.attributes) {
      if drawsImagesInCells {
        PixelImageDrawing.draw(image, in: view, on: &canvas)
      } else {
        imagesOnScreen.append(
          ImageOnScreen(
            id: id, image: image, view: view, visible: canvas.clip, level: drawingLevel))
      }
    } else if node.role == .dialog || node.role == .sheet {
      modalPanels.append((cells.intersection(canvas.clip), drawingLevel))
      ModalDrawing.drawPanel(view, on: &canvas)
    } else if node.role == .keyCommandFooter {
      if drawnKeyCommands == nil { drawnKeyCommands = tree.activeKeyCommands }
      KeyCommandFooterDrawing.draw(view, commands: drawnKeyCommands ?? [], on: &canvas)
    } else {
      ViewDrawing.draw(view, on: &canvas)
    }
  }

  /// The link drawn at `point` of a text view or column row, for a click.
  static func link(in node: TerminalViewNode, at point: Point) -> String? {
    let width = CellRect(node.frame).width
    switch node.role {
    case .text:
      return TextDrawing.link(
        atColumn: Int(point.x), row: Int(point.y), attributes: node.attributes, width: width)
    case .columnRow:
      return ColumnRowDrawing.link(
        atColumn: Int(point.x), attributes: node.attributes, width: width)
    default:
      return nil
    }
  }

  /// Where the terminal's cursor should show: the caret of the focused text
  /// field or area, or `nil` to hide it.
  public var cursor: CursorPosition? {
    guard let id = tree.focusedView, let node = node(id), node.role == .textInput,
      let frame = tree.absoluteFrame(of: id)
    else { return nil }
    let cells = CellRect(frame)
    let offset =
      node.kind == .textField
      ? TextFieldDrawing.caretOffset(
        value: node.value, caret: node.caretIndex, secure: node.attributes[.secure] == true,
        width: cells.width, in: tree.environment)
      : TextAreaDrawing.caretOffset(
        value: node.value, caret: node.caretIndex, width: cells.width, height: cells.height,
        in: tree.environment)
    let position = CursorPosition(x: cells.x + offset.x, y: cells.y + offset.y)
    let screen = CellRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height))
    return screen.contains(x: position.x, y: position.y) ? position : nil
  }

  // MARK: Animation

  /// Counts ``advanceAnimation()`` calls: the frame of activity indicators.
  public var animationFrame: Int { tree.animationFrame }

  /// Whether an animating activity indicator or a sliding sheet is on
  /// screen: a run loop ticks ``advanceAnimation()`` only then, so an idle
  /// screen costs nothing.
  public var hasAnimations: Bool { tree.hasAnimations }

  /// Moves animations one frame on.
  public func advanceAnimation() { tree.advanceAnimation() }
}
