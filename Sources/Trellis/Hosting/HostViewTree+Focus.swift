extension HostViewTree {
  /// Kinds that take keyboard focus (when not disabled). A list takes it so
  /// arrow keys reach it (a table moves its highlighted row).
  public nonisolated static let focusableKinds: Set<ViewKind> = [
    .button, .textField, .textArea, .toggle, .slider, .segmentedControl, .datePicker, .list,
    .indexBar,
  ]

  /// Views that can take focus, in screen order (preorder of the tree);
  /// while a modal is shown, only those inside it.
  public var focusableViews: [ViewID] {
    let modal = activeModal
    return mountedIDs.filter { id in
      guard let node = nodes[id] else { return false }
      return (node.isFocusableKind || node.attributes[.focusableLinks] == true)
        && node.attributes[.disabled] != true
        && (modal.map { isView(id, inside: $0) } ?? true)
    }
  }

  /// Gives a view keyboard focus (`nil` for none), sending editing-ended to
  /// the previous view and editing-began to a text field or area — or a
  /// list, whose keyboard use begins: a table shows a highlighted row as
  /// soon as it has focus, not only after the first arrow.
  ///
  /// Focus given here is final: focus that a view lost (disabled, removed
  /// or reused) and the next ``syncFocus()`` would hand on stays where this
  /// puts it — `nil` leaves nothing focused.
  public func focus(_ id: ViewID?) {
    focusRecovery.lost = nil
    // Views shown until now are old content to a loss of this focus.
    focusRecovery.generation &+= 1
    guard id != focusedView else { return }
    if let previous = focusedView, nodes[previous]?.takesEditingEvents == true {
      registry.send(.editingEnded, to: previous)
    }
    focusedView = id
    if let id, nodes[id]?.takesEditingEvents == true { registry.send(.editingBegan, to: id) }
    setNeedsDisplay()
  }

  /// Focuses the first view on screen with this tag, scrolling it into
  /// view; returns whether one was found.
  @discardableResult
  public func focus(tag: String) -> Bool {
    focusFirst { $0.attributes[.tag] == tag }
  }

  /// Focuses the first view on screen with this identifier, scrolling it
  /// into view; returns whether one was found.
  @discardableResult
  public func focus(identifier: String) -> Bool {
    focusFirst { $0.attributes[.identifier] == identifier }
  }

  private func focusFirst(where matches: (HostViewNode) -> Bool) -> Bool {
    guard let id = mountedIDs.first(where: { nodes[$0].map(matches) ?? false }) else {
      return false
    }
    focus(id)
    scrollIntoView(id)
    return true
  }

  /// Gives focus to the first control that appeared since the last call
  /// and asked for it: one that takes it from whatever has it
  /// (``AttributeKey/takesFocusOnAppear``), else, when nothing has focus,
  /// one that asked for it then (``AttributeKey/autofocus``).
  func applyAutofocus() {
    guard !autofocusCandidates.isEmpty else { return }
    defer { autofocusCandidates.removeAll() }
    let focusable = Set(focusableViews)
    let taking = autofocusCandidates.first { id in
      focusable.contains(id) && nodes[id]?.attributes[.takesFocusOnAppear] == true
    }
    guard taking != nil || focusedView == nil,
      let first = taking ?? autofocusCandidates.first(where: focusable.contains)
    else { return }
    focus(first)
    scrollIntoView(first)
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

  /// Moves focus to the nearest focusable view in the direction of an
  /// arrow key; returns whether focus moved.
  ///
  /// The rule: candidates are the views ``focusableViews`` lists (so only a
  /// modal's views while one is shown) that lie wholly beyond the focused
  /// view's edge in that direction — for → those whose left edge is at or
  /// right of its right edge. Each is scored by the gap along the arrow plus
  /// four times the gap across it (zero when the two overlap across the
  /// arrow), so a view in the same row or column wins over a nearer one off
  /// to the side; ties go to the view whose centre is best aligned, then to
  /// screen order. Arrows the focused control uses itself (a text field's
  /// ← →, a slider's ← →, a text area's ↑ ↓) never get here.
  @discardableResult
  public func moveFocus(_ key: KeyPress.Key) -> Bool {
    guard let focused = focusedView, let from = absoluteFrame(of: focused) else { return false }
    var best: (score: Double, alignment: Double, id: ViewID)?
    for candidate in focusableViews where candidate != focused {
      guard let to = absoluteFrame(of: candidate),
        let score = Self.focusScore(from: from, to: to, key: key)
      else { continue }
      if best.map({ (score.gap, score.alignment) < ($0.score, $0.alignment) }) ?? true {
        best = (score.gap, score.alignment, candidate)
      }
    }
    guard let target = best?.id else { return false }
    focus(target)
    scrollIntoView(target)
    return true
  }

  /// How far `to` is from `from` going in the arrow's direction, or `nil`
  /// when it is not in that direction.
  static func focusScore(from: Rect, to: Rect, key: KeyPress.Key) -> (
    gap: Double, alignment: Double
  )? {
    let along: Double
    let across: Double
    let alignment: Double
    switch key {
    case .left, .right:
      along = key == .right ? to.minX - from.maxX : from.minX - to.maxX
      across = max(0, max(from.minY, to.minY) - min(from.maxY, to.maxY))
      alignment = abs((from.minY + from.maxY) - (to.minY + to.maxY)) / 2
    case .up, .down:
      along = key == .down ? to.minY - from.maxY : from.minY - to.maxY
      across = max(0, max(from.minX, to.minX) - min(from.maxX, to.maxX))
      alignment = abs((from.minX + from.maxX) - (to.minX + to.maxX)) / 2
    default:
      return nil
    }
    guard along >= 0 else { return nil }
    return (along + 4 * across, alignment)
  }
}

extension HostViewNode {
  /// Whether focus arriving and leaving is told to the view as editing
  /// began and ended: text inputs and lists.
  fileprivate var takesEditingEvents: Bool { isTextInput || kind == .list }
}
