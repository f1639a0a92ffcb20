/// What the tree keeps to hand on focus that a view lost: which sync it is
/// in, and the view that lost focus with its ancestors.
struct FocusRecovery {
  /// Counts ``HostViewTree/syncFocus()`` and ``HostViewTree/focus(_:)``
  /// calls: a view created or reused for other content since the last of
  /// them carries the current count (``HostViewNode/contentGeneration``),
  /// so the views a change brought are told from those it kept.
  var generation = 0
  /// The focused view that went away and its ancestors then, innermost
  /// first, each with the siblings before it; `nil` when no focus waits to
  /// be handed on.
  var lost: [(id: ViewID, siblingsBefore: ArraySlice<ViewID>)]?
}

extension HostViewTree {
  /// Takes focus from the focused view because the view itself changed —
  /// it was disabled, left the screen or was reused for other content —
  /// rather than because focus moved, noting where it was: the next
  /// ``syncFocus()`` hands focus on (see ``recoverLostFocus()``).
  func focusedViewWentAway() {
    guard let lostView = focusedView else { return }
    focusedView = nil
    var chain: [(id: ViewID, siblingsBefore: ArraySlice<ViewID>)] = []
    var current: ViewID? = lostView
    while let id = current {
      let parent = nodes[id]?.parent
      let siblings = parent.flatMap { nodes[$0]?.children } ?? []
      chain.append((id, siblings.prefix { $0 != id }))
      current = parent
    }
    focusRecovery.lost = chain
  }

  /// Whether a view shows content that arrived since focus was last given
  /// or synced: it was created, or reused for another component.
  func showsNewContent(_ id: ViewID) -> Bool {
    nodes[id]?.contentGeneration == focusRecovery.generation
  }

  /// Gives focus that a view lost (``focusedViewWentAway()``) to its
  /// neighbour, when the loss was local, and starts the next generation.
  ///
  /// The rule, as a desktop toolkit moves focus off a widget hidden or
  /// disabled: the loss is local when the view kept its place (it was
  /// disabled), or when an ancestor it had is still on screen showing the
  /// same component and kept some of its old children (a row removed from a
  /// list, a page replaced under a toolbar that stays). Focus then goes to
  /// the first focusable view at or after the place the lost view's branch
  /// held in that ancestor — the start of the new content there, if any —
  /// else to the last one before it. When every view up to the root was
  /// replaced (a whole screen swapped for another), nothing is handed on:
  /// focus starts afresh, as autofocus and the screen decide. Focus given
  /// since the loss (``focus(_:)``, autofocus, a modal) always wins.
  func recoverLostFocus() {
    defer { focusRecovery.generation &+= 1 }
    guard let lost = focusRecovery.lost else { return }
    focusRecovery.lost = nil
    guard focusedView == nil, let place = recoveryPlace(lost) else { return }
    let focusable = Set(focusableViews)
    guard let target = neighbour(of: place, among: focusable) else { return }
    focus(target)
    scrollIntoView(target)
  }

  /// The place (child indices from the root) focus is handed on from, or
  /// `nil` when the loss was not local.
  private func recoveryPlace(
    _ lost: [(id: ViewID, siblingsBefore: ArraySlice<ViewID>)]
  ) -> [Int]? {
    guard let lostView = lost.first?.id else { return nil }
    if isOnScreen(lostView), !showsNewContent(lostView) { return place(of: lostView) }
    for level in lost.indices.dropFirst() {
      let anchor = lost[level].id
      guard let node = nodes[anchor], isOnScreen(anchor), !showsNewContent(anchor),
        node.children.contains(where: { !showsNewContent($0) }),
        let anchorPlace = place(of: anchor)
      else { continue }
      let branch = lost[level - 1]
      return anchorPlace + [startOfNewContent(at: branch, in: node.children)]
    }
    return nil
  }

  /// Where the lost view's branch is among `children` now: just after the
  /// last of the siblings before it that stayed, showing what it showed —
  /// so focus lands on the first of the views that replaced it, or on the
  /// one that follows where it was. Not the branch view's own
  /// index: the mounter may reuse it for another sibling and move it (a
  /// page's ▶ taking over ◀'s view).
  private func startOfNewContent(
    at branch: (id: ViewID, siblingsBefore: ArraySlice<ViewID>), in children: [ViewID]
  ) -> Int {
    let kept = branch.siblingsBefore.last { sibling in
      children.contains(sibling) && !showsNewContent(sibling)
    }
    return kept.flatMap { children.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
  }

  /// The first of `focusable` at or after `place` in focus order, else the
  /// last before it — among those the user can see, when any can: focus
  /// handed on never scrolls what the user was looking at (a page followed
  /// from a link stays at its top; a list row scrolled away hands focus to
  /// a row in view).
  private func neighbour(of place: [Int], among focusable: Set<ViewID>) -> ViewID? {
    guard !focusable.isEmpty else { return nil }
    var visible = Neighbours()
    var any = Neighbours()
    var path: [Int] = []
    // Preorder visits places in lexicographic order of their child indices;
    // frames are clipped as hit-testing clips them.
    func visit(_ id: ViewID, origin: Point, clip: Rect) {
      guard let node = nodes[id], visible.after == nil else { return }
      let frame = placedFrame(of: node, id: id, origin: origin)
      let shown = frame.intersection(clip)
      if focusable.contains(id) {
        let isAfter = !path.lexicographicallyPrecedes(place)
        any.note(id, isAfter: isAfter)
        if frame.intersects(clip) { visible.note(id, isAfter: isAfter) }
      }
      let childOrigin = Point(
        x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
      for (index, child) in node.children.enumerated() {
        path.append(index)
        visit(child, origin: childOrigin, clip: shown)
        path.removeLast()
      }
    }
    visit(rootView, origin: .zero, clip: Rect(origin: .zero, size: size))
    return visible.after ?? visible.before ?? any.after ?? any.before
  }

  /// The child indices from the root down to an on-screen view: its place
  /// in focus order; `nil` off screen.
  private func place(of id: ViewID) -> [Int]? {
    var indices: [Int] = []
    var current = id
    while current != rootView {
      guard let parent = nodes[current]?.parent, let parentNode = nodes[parent],
        let index = parentNode.children.firstIndex(of: current)
      else { return nil }
      indices.append(index)
      current = parent
    }
    return indices.reversed()
  }
}

/// The focusable views nearest a place in focus order, on either side.
private struct Neighbours {
  /// The first at or after the place.
  var after: ViewID?
  /// The last before the place.
  var before: ViewID?

  /// Notes a view met in focus order, on the side `isAfter` says.
  mutating func note(_ id: ViewID, isAfter: Bool) {
    if isAfter {
      if after == nil { after = id }
    } else {
      before = id
    }
  }
}
