extension HostViewTree {
  /// Takes a host's ``SemanticInput`` for view `id` — a value its native
  /// input set, an activation, a scroll — through the control's
  /// ``ControlBehavior`` and ``ControlContext``, the path its keys and
  /// clicks take: the component hears the same event, two-way bindings take
  /// it, the view shows it at once when it was handled, and a text edit is
  /// remembered until echoed. Focus does not move.
  ///
  /// ``SemanticInput/scroll(to:)`` scrolls a scroll view or list as the
  /// wheel does (the component hears ``HostEvent/scrolled(to:)``).
  /// ``SemanticInput/activate`` on a view with no control of its own taps
  /// it when its component handles taps.
  ///
  /// Returns whether anything changed or a component handled the input
  /// (`false`, say, for a control with no handler, which keeps showing what
  /// its component says). Throws ``SemanticInputError`` when the view is
  /// unknown or disabled, the input does not fit it, or the value is out of
  /// range; the tree is then unchanged.
  @discardableResult
  public func perform(_ input: SemanticInput, on id: ViewID) throws(SemanticInputError) -> Bool {
    syncFocus()
    guard let node = nodes[id] else { throw .unknownView(id) }
    guard node.attributes[.disabled] != true else { throw .disabled(id) }
    let control = ControlContext(tree: self, id: id, node: node)
    if case .scroll(let offset) = input, node.isScrollContainer {
      return try scroll(control, to: offset, input: input)
    }
    do throws(SemanticInputError) {
      guard let behavior = behavior(of: node) else { throw control.unsupported(input) }
      return try behavior.perform(input, in: control)
    } catch .unsupported where input == .activate && node.handles(.tap) {
      return registry.send(.tap(at: nil), to: id)
    }
  }

  /// Scrolls to an offset within the content, by the wheel's path (one
  /// that is not is refused, not clamped: the host and the core disagree).
  private func scroll(_ control: ControlContext, to offset: Point, input: SemanticInput)
    throws(SemanticInputError) -> Bool
  {
    let content = contentSize(of: control.node)
    let maxX = max(0, content.width - control.size.width)
    let maxY = max(0, content.height - control.size.height)
    guard offset.x.isFinite, offset.y.isFinite, (0...maxX).contains(offset.x),
      (0...maxY).contains(offset.y)
    else {
      throw control.outOfRange(input, allowed: "x in 0.0...\(maxX), y in 0.0...\(maxY)")
    }
    return move(control.id, node: control.node, to: offset)
  }
}
