public import Trellis

extension TerminalHost {
  /// Kinds that take keyboard focus (when not disabled). A list takes it so
  /// arrow keys reach its `ListMounter` (a table moves its highlighted row).
  static let focusableKinds: Set<ViewKind> = [
    .button, .textField, .textArea, .toggle, .slider, .segmentedControl, .datePicker, .list,
  ]

  /// Handles one terminal input event: a click taps the view under the
  /// mouse, the wheel scrolls the nearest scroll view, keys go to the focused
  /// view, Tab and Shift-Tab move focus, a resize resizes the screen.
  ///
  /// Returns whether the event did something (a component handled it, focus
  /// moved, or the host's own state changed); the screen then needs drawing.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    syncModals()
    switch event {
    case .key(let key):
      guard key.kind != .release else { return false }
      return handleKey(key)
    case .mouse(let mouse):
      return handleMouse(mouse)
    case .paste(let text):
      return insertText(text)
    case .resize(let size):
      resize(width: size.columns, height: size.rows)
      return true
    case .focusGained, .focusLost, .keyboardEnhancements:
      return false
    }
  }

  // MARK: Focus

  /// Views that can take focus, in screen order (preorder of the tree);
  /// while a modal is shown, only those inside it.
  public var focusableViews: [ViewID] {
    let modal = activeModal
    return mountedViews.filter { id in
      guard let node = nodes[id] else { return false }
      return Self.focusableKinds.contains(node.kind) && node.attributes[.disabled] != true
        && (modal.map { isView(id, inside: $0) } ?? true)
    }
  }

  /// Gives a view keyboard focus (`nil` for none), sending editing-ended to
  /// the previous view and editing-began to a text field or area.
  public func focus(_ id: ViewID?) {
    guard id != focusedView else { return }
    if let previous = focusedView, isEditable(previous) {
      registry.send(.editingEnded, to: previous)
    }
    focusedView = id
    if let id, isEditable(id) { registry.send(.editingBegan, to: id) }
    needsDisplay = true
  }

  /// Moves focus to the next focusable view, wrapping around.
  public func focusNext() { moveFocus(by: 1) }

  /// Moves focus to the previous focusable view, wrapping around.
  public func focusPrevious() { moveFocus(by: -1) }

  private func moveFocus(by step: Int) {
    let order = focusableViews
    guard !order.isEmpty else { return }
    let next: Int
    if let focusedView, let index = order.firstIndex(of: focusedView) {
      next = (index + step + order.count) % order.count
    } else {
      next = step > 0 ? 0 : order.count - 1
    }
    focus(order[next])
    scrollIntoView(order[next])
  }

  func isEditable(_ id: ViewID) -> Bool {
    let kind = nodes[id]?.kind
    return kind == .textField || kind == .textArea
  }

  // MARK: Mouse

  private func handleMouse(_ mouse: MouseEvent) -> Bool {
    mousePosition = (mouse.column, mouse.row)
    switch mouse.kind {
    case .press(.left):
      if let bar = scrollBar(atColumn: mouse.column, row: mouse.row) {
        draggedScrollBar = bar
        return dragScrollBar(to: mouse)
      }
      pressedView = hitTest(column: mouse.column, row: mouse.row)
      needsDisplay = true
      if let pressed = pressedView, isEditable(pressed) {
        // The caret goes under the mouse at once, so a drag can select from it;
        // Shift extends the selection instead.
        placeCaret(
          in: pressed, column: mouse.column, row: mouse.row,
          extending: mouse.modifiers.contains(.shift))
      }
      return pressedView != nil
    case .drag(.left) where draggedScrollBar != nil:
      return dragScrollBar(to: mouse)
    case .drag(.left):
      guard let pressed = pressedView, isEditable(pressed) else { return false }
      placeCaret(in: pressed, column: mouse.column, row: mouse.row, extending: true)
      return true
    case .release where draggedScrollBar != nil:
      draggedScrollBar = nil
      return true
    case .release:
      guard let pressed = pressedView else { return false }
      pressedView = nil
      needsDisplay = true
      // A tap is a press and release on the same view.
      guard hitTest(column: mouse.column, row: mouse.row) == pressed else { return true }
      return click(pressed, column: mouse.column, row: mouse.row)
    case .scroll(let direction):
      return scroll(direction, column: mouse.column, row: mouse.row)
    case .press, .drag, .move:
      return false
    }
  }

  /// A click on a view: focuses it when focusable, applies the control's own
  /// behaviour (a switch flips, a segment is selected, a slider jumps, a
  /// caret moves) and sends the tap.
  private func click(_ id: ViewID, column: Int, row: Int) -> Bool {
    guard let node = nodes[id], let frame = absoluteFrame(of: id) else { return false }
    let cells = CellRect(frame)
    let local = (x: column - cells.x, y: row - cells.y)
    if focusableViews.contains(id) { focus(id) }
    var handled = true
    switch node.kind {
    case .toggle:
      handled = send(.toggled(!(node.attributes[.isOn] ?? false)), to: node, id: id) {
        $0[.isOn] = !($0[.isOn] ?? false)
      }
    case .segmentedControl:
      let segments = node.attributes[.segments] ?? []
      if let index = SegmentedControlDrawing.segment(atColumn: local.x, segments: segments) {
        handled = send(.segmentSelected(index), to: node, id: id) { $0[.selectedIndex] = index }
      }
    case .slider:
      let value = SliderDrawing.value(
        atColumn: local.x, width: cells.width, attributes: node.attributes)
      handled = send(.valueChanged(value), to: node, id: id) { $0[.doubleValue] = value }
    case .text:
      if let url = TextDrawing.link(
        atColumn: local.x, row: local.y, attributes: node.attributes, width: cells.width)
      {
        handled = registry.send(.linkTapped(url), to: id)
      }
    case .columnRow:
      if let url = ColumnRowDrawing.link(
        atColumn: local.x, attributes: node.attributes, width: cells.width)
      {
        handled = registry.send(.linkTapped(url), to: id)
      }
    default: break
    }
    let tapped = registry.send(.tap(at: Point(x: Double(local.x), y: Double(local.y))), to: id)
    return handled || tapped || focusedView == id
  }

  private func scroll(_ direction: ScrollDirection, column: Int, row: Int) -> Bool {
    guard let id = scrollContainer(from: hitTest(column: column, row: row)) else { return false }
    let step = 3.0
    switch direction {
    case .up: return scroll(id, by: Point(x: 0, y: -step))
    case .down: return scroll(id, by: Point(x: 0, y: step))
    case .left: return scroll(id, by: Point(x: -step, y: 0))
    case .right: return scroll(id, by: Point(x: step, y: 0))
    }
  }

  /// The nearest scroll view or list at or above `start`, not looking past
  /// a modal's backdrop (what is behind a modal does not scroll).
  func scrollContainer(from start: ViewID?) -> ViewID? {
    var current = start
    while let id = current, let node = nodes[id] {
      if node.kind == .scrollView || node.kind == .list { return id }
      if node.kind == .modalBackdrop { return nil }
      current = node.parent
    }
    return nil
  }

  /// Scrolls a scroll view by `delta`, clamped to its content, and reports
  /// the new offset; returns whether it moved.
  @discardableResult
  func scroll(_ id: ViewID, by delta: Point) -> Bool {
    guard let node = nodes[id] else { return false }
    let content = contentSize(of: node)
    var offset = node.contentOffset
    offset.x = min(max(0, offset.x + delta.x), max(0, content.width - node.frame.width))
    offset.y = min(max(0, offset.y + delta.y), max(0, content.height - node.frame.height))
    guard offset != node.contentOffset else { return false }
    node.contentOffset = offset
    needsDisplay = true
    registry.send(.scrolled(to: offset), to: id)
    return true
  }

  /// Scrolls every scroll view above `id` just enough to show it.
  func scrollIntoView(_ id: ViewID) {
    guard var frame = nodes[id]?.frame else { return }
    var current = nodes[id]?.parent
    while let parentID = current, let parent = nodes[parentID] {
      if parent.kind == .scrollView || parent.kind == .list {
        let offset = parent.contentOffset
        var dy = 0.0
        if frame.minY < offset.y {
          dy = frame.minY - offset.y
        } else if frame.maxY > offset.y + parent.frame.height {
          dy = min(frame.maxY - parent.frame.height, frame.minY) - offset.y
        }
        if dy != 0 { scroll(parentID, by: Point(x: 0, y: dy)) }
      }
      frame = frame.offsetBy(
        dx: parent.frame.minX - parent.contentOffset.x,
        dy: parent.frame.minY - parent.contentOffset.y)
      current = parent.parent
    }
  }

  /// Sends a text field's or area's new value; see ``send(_:to:id:apply:)``.
  func report(_ value: String, for node: TerminalViewNode, id: ViewID) -> Bool {
    guard send(.textChanged(value), to: node, id: id, apply: { $0[.value] = value }) else {
      return false
    }
    node.unechoedValues.append(value)
    // A component that never echoes (it rejects edits) must not make the
    // list grow without end.
    if node.unechoedValues.count > 256 { node.unechoedValues.removeFirst() }
    return true
  }

  /// Sends a control's new value and, when a component handled it, shows
  /// the value at once, so a second key before the component's update lands
  /// builds on the first. Controls are controlled: with no handler, the
  /// view keeps showing what its component says.
  func send(
    _ event: HostEvent, to node: TerminalViewNode, id: ViewID,
    apply: (inout Attributes) -> Void
  ) -> Bool {
    guard registry.send(event, to: id) else { return false }
    apply(&node.attributes)
    needsDisplay = true
    return true
  }
}
