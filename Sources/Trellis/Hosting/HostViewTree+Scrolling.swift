extension HostViewTree {
  /// The size of a scroll view's content: the list's reported size, or the
  /// extent of its children.
  public func contentSize(of node: HostViewNode) -> Size {
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

  /// The nearest scroll view or list at or above `start`, not looking past
  /// a modal's backdrop (what is behind a modal does not scroll).
  public func scrollContainer(from start: ViewID?) -> ViewID? {
    var current = start
    while let id = current, let node = nodes[id] {
      if node.isScrollContainer { return id }
      if node.kind == .modalBackdrop { return nil }
      current = node.parent
    }
    return nil
  }

  /// Scrolls a scroll view or list by `delta`, clamped to its content, and
  /// reports the new offset; returns whether it moved.
  @discardableResult
  public func scroll(_ id: ViewID, by delta: Point) -> Bool {
    guard let node = nodes[id] else { return false }
    let content = contentSize(of: node)
    var offset = node.contentOffset
    offset.x = min(max(0, offset.x + delta.x), max(0, content.width - node.frame.width))
    offset.y = min(max(0, offset.y + delta.y), max(0, content.height - node.frame.height))
    return move(id, node: node, to: offset)
  }

  /// Moves a scroll view or list to `offset` (already within its content)
  /// and reports it; returns whether it moved.
  func move(_ id: ViewID, node: HostViewNode, to offset: Point) -> Bool {
    guard offset != node.contentOffset else { return false }
    node.contentOffset = offset
    setNeedsDisplay()
    registry.send(.scrolled(to: offset), to: id)
    return true
  }

  /// Scrolls a scroll view or list to exactly `offset` (not clamped) and
  /// reports it, as a program or a test scrolling it would.
  public func scroll(_ id: ViewID, to offset: Point) {
    guard let node = nodes[id] else { return }
    node.contentOffset = offset
    setNeedsDisplay()
    registry.send(.scrolled(to: offset), to: id)
  }

  /// Scrolls every scroll view above `id` just enough to show it.
  public func scrollIntoView(_ id: ViewID) {
    guard var frame = nodes[id]?.frame else { return }
    var current = nodes[id]?.parent
    while let parentID = current, let parent = nodes[parentID] {
      if parent.isScrollContainer {
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

  /// The scroll view or list keys scroll: the one around the focused view,
  /// else the one under the pointer, else the first on screen (within the
  /// modal, while one is shown).
  public var scrollTarget: ViewID? {
    if let around = scrollContainer(from: focusedView) { return around }
    if let pointer = pointerPosition, let under = scrollContainer(from: hitTest(pointer)) {
      return under
    }
    let scope = activeModal
    return mountedIDs.first { id in
      guard nodes[id]?.isScrollContainer == true else { return false }
      return scope.map { isView(id, inside: $0) } ?? true
    }
  }
}
