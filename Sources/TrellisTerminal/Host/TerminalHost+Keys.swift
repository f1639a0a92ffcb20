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
  /// 5. ``Trellis/HostEvent/key(_:)`` to the focused view (or the screen's
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
    case (.textField, .character), (.textArea, .character):
      guard plain, case .character(let character) = event.key else { return nil }
      return insertText(event.text ?? String(character))
    case (.textField, .up), (.textField, .down), (.textField, .escape), (.textArea, .escape),
      (.textField, .pageUp), (.textField, .pageDown), (.textArea, .pageUp), (.textArea, .pageDown):
      return nil
    case (.textField, _), (.textArea, _):
      guard plain else { return nil }
      return editText(node, id: id, key: event.key)
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

  /// The host's own navigation for keys nobody else took: Page Up and Page
  /// Down scroll.
  private func navigate(_ key: Key) -> Bool {
    switch key {
    case .pageUp, .pageDown: pageScroll(key)
    default: false
    }
  }
}
