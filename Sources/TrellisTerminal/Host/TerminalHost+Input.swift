import Trellis

extension TerminalHost {
  /// Handles one terminal input event: a click taps the view under the
  /// mouse, the wheel scrolls the nearest scroll view, keys go to the focused
  /// view, a paste is typed into it, a resize resizes the screen. What each
  /// does is the tree's (see `HostViewTree/handleKey(_:text:)`); the
  /// terminal adds dragging its scroll bars.
  ///
  /// Returns whether the event did something (a component handled it, focus
  /// moved, or the host's own state changed); the screen then needs drawing.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      guard key.kind != .release else { return false }
      return tree.handleKey(KeyPress(key), text: key.text)
    case .mouse(let mouse):
      return handleMouse(mouse)
    case .paste(let text):
      return tree.insertText(text)
    case .resize(let size):
      resize(width: size.columns, height: size.rows)
      return true
    case .focusGained, .focusLost, .keyboardEnhancements:
      return false
    }
  }

  private func handleMouse(_ mouse: MouseEvent) -> Bool {
    let point = Point(x: Double(mouse.column), y: Double(mouse.row))
    switch mouse.kind {
    case .press(.left):
      tree.syncFocus()
      if let bar = scrollBar(atColumn: mouse.column, row: mouse.row) {
        tree.pointerMoved(to: point)
        draggedScrollBar = bar
        return dragScrollBar(to: mouse)
      }
      return tree.pointerPressed(
        at: point, extendingSelection: mouse.modifiers.contains(.shift))
    case .drag(.left) where draggedScrollBar != nil:
      return dragScrollBar(to: mouse)
    case .drag(.left):
      return tree.pointerDragged(to: point)
    case .release where draggedScrollBar != nil:
      draggedScrollBar = nil
      return true
    case .release:
      return tree.pointerReleased(at: point)
    case .scroll(let direction):
      let step = 3.0
      let delta =
        switch direction {
        case .up: Point(x: 0, y: -step)
        case .down: Point(x: 0, y: step)
        case .left: Point(x: -step, y: 0)
        case .right: Point(x: step, y: 0)
        }
      return tree.wheel(delta, at: point)
    case .move:
      tree.pointerMoved(to: point)
      return false
    case .press, .drag:
      tree.pointerMoved(to: point)
      return false
    }
  }
}
