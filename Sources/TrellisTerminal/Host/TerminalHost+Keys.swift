import Trellis

extension TerminalHost {
  /// Where a key goes, in order:
  ///
  /// 1. Tab and Shift-Tab move focus.
  /// 2. The focused control's own keys: characters and editing keys for a
  ///    text field, Enter and Space for a button or switch, arrows for a
  ///    slider, segmented control or date picker.
  /// 3. Key bindings, from the focused view outwards (see
  ///    ``activeKeyBindings``): the innermost binding for the key runs.
  /// 4. The host's navigation: arrows move focus, Page Up / Page Down scroll.
  /// 5. `HostEvent.key` to the focused view (or the screen's
  ///    front-most top-level view), for `.on(.key)` handlers.
  func handleKey(_ event: KeyEvent) -> Bool {
    if event.key == .tab, event.modifiers.subtracting([.capsLock, .numLock]).isSubset(of: .shift) {
      if event.modifiers.contains(.shift) { focusPrevious() } else { focusNext() }
      return true
    }
    if let id = focusedView, let node = nodes[id], let handled = handleOwnKey(event, node, id) {
      return handled
    }
    let press = KeyPress(event)
    let chain = keyBindingChain
    if let press {
      for id in chain where registry.performKeyBinding(press, on: id) { return true }
    }
    if navigate(event.key) { return true }
    guard let press, let target = focusedView ?? chain.first else { return false }
    return registry.send(.key(press), to: target)
  }

  /// Handles `event` if it is one of the focused control's own keys:
  /// returns whether that did something, or `nil` if the key is not the
  /// control's.
  private func handleOwnKey(_ event: KeyEvent, _ node: TerminalViewNode, _ id: ViewID) -> Bool? {
    let plain = event.modifiers.subtracting([.shift, .capsLock, .numLock]).isEmpty
    switch (node.kind, event.key) {
    case (.textField, _), (.textArea, _):
      return handleTextKey(event, node, id)
    case (.list, _):
      // A focused list (a table) takes its keys first — its highlighted row
      // moves; what it leaves falls to bindings and scrolling.
      guard let press = KeyPress(event), registry.send(.key(press), to: id) else { return nil }
      return true
    case (.button, .enter), (.button, .character(" ")):
      guard plain else { return nil }
      return registry.send(.tap(at: nil), to: id)
    case (.toggle, .enter), (.toggle, .character(" ")):
      guard plain else { return nil }
      let isOn = !(node.attributes[.isOn] ?? false)
      return send(.toggled(isOn), to: node, id: id) { $0[.isOn] = isOn }
    case (.slider, .left), (.slider, .right):
      guard plain else { return nil }
      let attributes = node.attributes
      let minimum = attributes[.minimum] ?? 0
      let maximum = attributes[.maximum] ?? 1
      let step = attributes[.step] ?? (maximum - minimum) / 20
      let value = attributes[.doubleValue] ?? minimum
      let next = SliderDrawing.snapped(
        value + (event.key == .right ? step : -step), attributes: attributes)
      return send(.valueChanged(next), to: node, id: id) { $0[.doubleValue] = next }
    case (.segmentedControl, .left), (.segmentedControl, .right):
      guard plain else { return nil }
      let count = node.attributes[.segments]?.count ?? 0
      guard count > 0 else { return false }
      let current = node.attributes[.selectedIndex] ?? -1
      let next = min(max(0, current + (event.key == .right ? 1 : -1)), count - 1)
      return send(.segmentSelected(next), to: node, id: id) { $0[.selectedIndex] = next }
    case (.datePicker, .left), (.datePicker, .right):
      guard plain else { return nil }
      let mode = node.attributes[.datePickerMode] ?? .date
      let count = mode == .date ? 3 : mode == .time ? 2 : 5
      node.dateField = min(max(0, node.dateField + (event.key == .right ? 1 : -1)), count - 1)
      needsDisplay = true
      return true
    case (.datePicker, .up), (.datePicker, .down):
      guard plain else { return nil }
      guard let date = node.attributes[.date] else { return false }
      let next = DatePickerDrawing.adjusting(
        date, field: node.dateField, by: event.key == .up ? 1 : -1,
        mode: node.attributes[.datePickerMode] ?? .date, timeZone: timeZone)
      return send(.dateChanged(next), to: node, id: id) { $0[.date] = next }
    default:
      return nil
    }
  }

  /// The host's own navigation for keys nobody else took: an arrow scrolls a
  /// focused list or scroll view, or at its edge (or for any other view)
  /// moves focus to the nearest view that way (see ``moveFocus(_:)``), or else
  /// scrolls the scroll view or list around the focused view — or under the
  /// mouse, or the first on screen — by a line; Page Up / Page Down scroll
  /// it by a page less a line, Home / End to its top / bottom. With nothing
  /// focused and nothing to scroll, an arrow focuses the first view.
  private func navigate(_ key: Key) -> Bool {
    switch key {
    case .up, .down, .left, .right:
      let step =
        switch key {
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        case .left: Point(x: -1, y: 0)
        default: Point(x: 1, y: 0)
        }
      // A focused list or scroll view scrolls first; at its edge, focus moves on.
      if let focused = focusedView, let kind = nodes[focused]?.kind,
        kind == .list || kind == .scrollView, scroll(focused, by: step)
      {
        return true
      }
      if moveFocus(key) { return true }
      if let target = scrollTarget { return scroll(target, by: step) }
      guard focusedView == nil, let first = focusableViews.first else { return false }
      focus(first)
      scrollIntoView(first)
      return true
    case .pageUp, .pageDown:
      guard let target = scrollTarget, let node = nodes[target] else { return false }
      let page = max(1, node.frame.height - 1)
      return scroll(target, by: Point(x: 0, y: key == .pageDown ? page : -page))
    case .home, .end:
      guard let target = scrollTarget, let node = nodes[target] else { return false }
      let extent = contentSize(of: node).height
      return scroll(target, by: Point(x: 0, y: key == .end ? extent : -extent))
    default:
      return false
    }
  }

  /// The scroll view or list keys scroll: the one around the focused view,
  /// else the one under the mouse, else the first on screen (within the
  /// modal, while one is shown).
  var scrollTarget: ViewID? {
    if let around = scrollContainer(from: focusedView) { return around }
    if let mouse = mousePosition,
      let under = scrollContainer(from: hitTest(column: mouse.column, row: mouse.row))
    {
      return under
    }
    let scope = activeModal
    return mountedViews.first { id in
      guard let kind = nodes[id]?.kind, kind == .scrollView || kind == .list else { return false }
      return scope.map { isView(id, inside: $0) } ?? true
    }
  }
}
