extension HostViewTree {
  /// The behaviour of the control a view shows, if it has one.
  func behavior(of node: HostViewNode) -> (any ControlBehavior)? {
    behaviors[node.kind]
  }

  /// Where a key goes, in order:
  ///
  /// 1. Tab and Shift-Tab move focus.
  /// 2. The focused control's own keys (its ``ControlBehavior``):
  ///    characters and editing keys for a text field, Enter and Space for a
  ///    button or switch, arrows for a slider, segmented control or date
  ///    picker.
  /// 3. Key commands, from the focused view outwards (see
  ///    ``activeKeyCommands``): the innermost command for the key runs.
  ///    With nothing focused, a Control or Alt chord also reaches the
  ///    commands around the first view that can take focus.
  /// 4. Navigation: arrows move focus (or scroll), Page Up / Page Down,
  ///    Home / End scroll.
  /// 5. ``HostEvent/key(_:)`` to the focused view (or the screen's
  ///    front-most top-level view), for `.on(.key)` handlers.
  ///
  /// `text` is what the key types when the host knows it apart from the
  /// key (a terminal's reported text). Returns whether the key did
  /// something; the screen then needs drawing.
  @discardableResult
  public func handleKey(_ key: KeyPress, text: String? = nil) -> Bool {
    syncFocus()
    if key.key == .tab, key.modifiers.isSubset(of: .shift) {
      let forward = !key.modifiers.contains(.shift)
      // Focusable links take Tab first: it walks their links, then leaves.
      if let id = focusedView, let node = nodes[id],
        LinkBehavior.moveLinkFocus(
          forward: forward, in: ControlContext(tree: self, id: id, node: node))
      {
        return true
      }
      if forward { focusNext() } else { focusPrevious() }
      if let id = focusedView, let node = nodes[id] {
        LinkBehavior.enterLinks(
          forward: forward, in: ControlContext(tree: self, id: id, node: node))
      }
      return true
    }
    if let id = focusedView, let node = nodes[id], let behavior = behavior(of: node),
      let handled = behavior.handleKey(
        key, text: text, in: ControlContext(tree: self, id: id, node: node))
    {
      return handled
    }
    let chain = keyCommandChain
    for id in chain where registry.performKeyCommand(key, on: id) { return true }
    if key.isChord {
      for id in chordChain where registry.performKeyCommand(key, on: id) { return true }
    }
    if navigate(key.key) { return true }
    guard let target = focusedView ?? chain.first else { return false }
    return registry.send(.key(key), to: target)
  }

  /// Types or pastes `text` into the focused control (a text field or
  /// area); returns whether it took it.
  @discardableResult
  public func insertText(_ text: String) -> Bool {
    syncFocus()
    guard let id = focusedView, let node = nodes[id], let behavior = behavior(of: node) else {
      return false
    }
    return behavior.insertText(text, in: ControlContext(tree: self, id: id, node: node))
  }

  /// The tree's own navigation for keys nobody else took: an arrow scrolls a
  /// focused list or scroll view, or at its edge (or for any other view)
  /// moves focus to the nearest view that way (see ``moveFocus(_:)``), or else
  /// scrolls the scroll view or list around the focused view — or under the
  /// pointer, or the first on screen — by the host's
  /// ``ControlMetrics/lineStep``; Page Up / Page Down scroll it by its
  /// height less ``ControlMetrics/pageOverlap``, Home / End to its top /
  /// bottom. With nothing
  /// focused and nothing that scrolls that way, an arrow focuses the first
  /// view.
  private func navigate(_ key: KeyPress.Key) -> Bool {
    switch key {
    case .up, .down, .left, .right:
      let line = environment.controlMetrics.lineStep
      let step =
        switch key {
        case .up: Point(x: 0, y: -line)
        case .down: Point(x: 0, y: line)
        case .left: Point(x: -line, y: 0)
        default: Point(x: line, y: 0)
        }
      // A focused list or scroll view scrolls first; at its edge, focus moves on.
      if let focused = focusedView, nodes[focused]?.isScrollContainer == true,
        scroll(focused, by: step)
      {
        return true
      }
      if moveFocus(key) { return true }
      if let target = scrollTarget, scroll(target, by: step) { return true }
      guard focusedView == nil, let first = focusableViews.first else { return false }
      focus(first)
      scrollIntoView(first)
      return true
    case .pageUp, .pageDown:
      guard let target = scrollTarget, let node = nodes[target] else { return false }
      let metrics = environment.controlMetrics
      let page = max(metrics.lineStep, node.frame.height - metrics.pageOverlap)
      return scroll(target, by: Point(x: 0, y: key == .pageDown ? page : -page))
    case .home, .end:
      guard let target = scrollTarget, let node = nodes[target] else { return false }
      let extent = contentSize(of: node).height
      return scroll(target, by: Point(x: 0, y: key == .end ? extent : -extent))
    default:
      return false
    }
  }

  // MARK: Pointer

  /// A pointer button went down at `point` (root coordinates): the view
  /// under it shows pressed until release, and a text input puts its caret
  /// there at once, so a drag can select from it (`extendingSelection`,
  /// with Shift: the selection grows from where it started). Returns
  /// whether a view was hit.
  @discardableResult
  public func pointerPressed(at point: Point, extendingSelection: Bool = false) -> Bool {
    syncFocus()
    pointerPosition = point
    pressLocation = point
    dragTarget = nil
    pressedView = hitTest(point)
    setNeedsDisplay()
    guard let pressed = pressedView, let node = nodes[pressed] else { return false }
    if node.isTextInput {
      if focusedView != pressed { focus(pressed) }
      pointer(at: point, on: pressed, node: node, extending: extendingSelection)
    }
    return true
  }

  /// The pointer moved to `point` with its button held: a text input
  /// pressed extends its selection; otherwise the pressed view, or the
  /// nearest view around it that handles ``HostEventKind/drag``, receives
  /// ``HostEvent/drag(_:)`` (see ``PointerDrag``). Returns whether anything
  /// changed.
  @discardableResult
  public func pointerDragged(to point: Point) -> Bool {
    pointerPosition = point
    guard let pressed = pressedView, let node = nodes[pressed] else { return false }
    if node.isTextInput {
      pointer(at: point, on: pressed, node: node, extending: true)
      return true
    }
    guard let start = pressLocation, start != point || dragTarget != nil else { return false }
    if dragTarget == nil { dragTarget = view(handling: .drag, from: pressed) }
    guard let target = dragTarget else { return false }
    return sendDrag(
      PointerDrag(start: start, location: point, phase: .changed, textUnit: textUnit), to: target)
  }

  /// The pointer button came up at `point`: a drag in progress ends (its
  /// view receives the ``PointerDrag/Phase-swift.enum/ended`` phase, and
  /// there is no click); otherwise a press and release on the same view is
  /// a click (see ``click(_:at:)``). Returns whether anything changed.
  @discardableResult
  public func pointerReleased(at point: Point) -> Bool {
    pointerPosition = point
    let start = pressLocation
    let dragged = dragTarget
    pressLocation = nil
    dragTarget = nil
    guard let pressed = pressedView else { return false }
    pressedView = nil
    setNeedsDisplay()
    if let dragged, let start {
      sendDrag(
        PointerDrag(start: start, location: point, phase: .ended, textUnit: textUnit), to: dragged)
      return true
    }
    guard hitTest(point) == pressed, let frame = absoluteFrame(of: pressed) else { return true }
    click(pressed, at: Point(x: point.x - frame.minX, y: point.y - frame.minY))
    return true
  }

  /// The pointer moved with no button held, over `point`: keys that scroll
  /// "what is under the pointer" use it.
  public func pointerMoved(to point: Point) {
    pointerPosition = point
  }

  /// A click on a view at `point`, in the view's coordinates (or its
  /// centre): focuses it when focusable, applies the control's own
  /// behaviour (a switch flips, a segment is selected, a slider jumps, a
  /// link opens) and sends the tap. Returns whether a component handled
  /// the tap or the control changed.
  @discardableResult
  public func click(_ id: ViewID, at point: Point? = nil) -> Bool {
    syncFocus()
    guard let node = nodes[id] else { return false }
    let local = point ?? Point(x: node.frame.width / 2, y: node.frame.height / 2)
    if focusableViews.contains(id) { focus(id) }
    let changed =
      behavior(of: node)?.handleClick(
        at: local, in: ControlContext(tree: self, id: id, node: node)) ?? false
    let tapped = registry.send(.tap(at: local), to: id)
    return changed || tapped
  }

  /// The wheel turned over `point` by `delta` (in the host's units, e.g.
  /// three lines). The nearest of these, from the view under the pointer
  /// outwards, takes it: a scroll view or list scrolls (at its edge, its
  /// overscroll handler runs, if any); a view that handles
  /// ``HostEventKind/wheel`` receives ``HostEvent/wheel(_:)``. Returns
  /// whether anything took it.
  @discardableResult
  public func wheel(_ delta: Point, at point: Point) -> Bool {
    syncFocus()
    pointerPosition = point
    var current = hitTest(point)
    while let id = current, let node = nodes[id] {
      if node.isScrollContainer {
        guard scroll(id, by: delta) else {
          guard let handler = overscrollHandlers[id] else { return false }
          handler(delta)
          return true
        }
        return true
      }
      if node.handles(.wheel) { return registry.send(.wheel(delta), to: id) }
      if node.kind == .modalBackdrop { return false }
      current = node.parent
    }
    return false
  }

  /// The view nearest `start` (itself, or a view around it, not past a
  /// modal's backdrop) whose component handles `kind`.
  func view(handling kind: HostEventKind, from start: ViewID) -> ViewID? {
    var current: ViewID? = start
    while let id = current, let node = nodes[id] {
      if node.handles(kind) { return id }
      if node.kind == .modalBackdrop { return nil }
      current = node.parent
    }
    return nil
  }

  /// Sends a drag to `target` in its own coordinates.
  @discardableResult
  private func sendDrag(_ drag: PointerDrag, to target: ViewID) -> Bool {
    guard let frame = absoluteFrame(of: target) else { return false }
    var local = drag
    local.start = Point(x: drag.start.x - frame.minX, y: drag.start.y - frame.minY)
    local.location = Point(x: drag.location.x - frame.minX, y: drag.location.y - frame.minY)
    return registry.send(.drag(local), to: target)
  }

  private func pointer(at point: Point, on id: ViewID, node: HostViewNode, extending: Bool) {
    guard let behavior = behavior(of: node), let frame = absoluteFrame(of: id) else { return }
    let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
    behavior.handlePointer(
      at: local, extending: extending, in: ControlContext(tree: self, id: id, node: node))
  }
}

extension HostViewTree {
  /// A character and a line of the host's text, in its units, for drags.
  var textUnit: Size {
    Size(width: environment.characterWidth, height: environment.lineHeight)
  }
}
