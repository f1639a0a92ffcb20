extension HostViewTree {
  /// The front-most modal's backdrop on screen, or `nil` when no modal is
  /// shown. While there is one, focus, taps and key commands stay inside it.
  public var activeModal: ViewID? { onScreenModals.last }

  /// Brings focus in line with what appeared and went: a control that
  /// asked for focus when it appears takes it when nothing has it; a modal
  /// that appeared takes focus (its first focusable view, or none) and
  /// remembers where it was; when modals close, focus goes back to where it
  /// was before the bottom-most of them opened, if that view is still
  /// there.
  ///
  /// Focus a view lost because it was disabled, removed or reused for
  /// other content, and that none of those took, goes to a neighbour when
  /// the loss was local — the first focusable view from where the lost one
  /// was, else the last before it: a button disabled by its own press, a
  /// row removed, a page replaced under a toolbar that stays. A whole
  /// screen swapped for another starts afresh.
  ///
  /// Mounting inserts views in no particular order, so a host calls this
  /// before it draws or handles input rather than on each insertion; the
  /// tree's own input entry points call it.
  public func syncFocus() {
    applyAutofocus()
    let onScreen = onScreenModals
    // The common case, nothing presented before or now, costs one walk.
    if !onScreen.isEmpty || !modalStack.isEmpty { syncModalFocus(onScreen) }
    // After the modals' bookkeeping: a modal that appeared or closed gave
    // focus, and a modal shown keeps the recovered focus inside it (the
    // focusable views are its own).
    recoverLostFocus()
    // A modal whose focused view went away (or that was rebuilt) keeps focus
    // inside it.
    if let modal = modalStack.last?.backdrop,
      focusedView.map({ !isView($0, inside: modal) }) ?? true
    {
      focus(focusableViews.first)
    }
  }

  /// Records modals that appeared (focusing their first view) and gives
  /// focus back as modals close.
  private func syncModalFocus(_ onScreen: [ViewID]) {
    let shown = Set(onScreen)
    var returnFocus: ViewID??
    for record in modalStack.reversed() where !shown.contains(record.backdrop) {
      returnFocus = .some(record.returnFocus)
    }
    modalStack.removeAll { !shown.contains($0.backdrop) }
    slidingSheets = slidingSheets.filter { isOnScreen($0.key) }
    if let target = returnFocus {
      let candidate = target.flatMap { focusableViews.contains($0) ? $0 : nil }
      focus(candidate)
    }
    for backdrop in onScreen where !modalStack.contains(where: { $0.backdrop == backdrop }) {
      modalStack.append((backdrop, focusedView))
      for panel in nodes[backdrop]?.children ?? [] where nodes[panel]?.kind == .sheet {
        if sheetSlideFrames > 0 { slidingSheets[panel] = 0 }
      }
      focus(focusableViews.first)
    }
  }

  /// The modal backdrops on screen, in preorder (front-most last); found by
  /// one walk of the tree after each change to its structure.
  private var onScreenModals: [ViewID] {
    if modalBackdropCount == 0 { return [] }
    if let cache = modalCache, cache.version == treeVersion { return cache.modals }
    var found: [ViewID] = []
    func visit(_ id: ViewID) {
      guard let node = nodes[id] else { return }
      if node.kind == .modalBackdrop { found.append(id) }
      for child in node.children { visit(child) }
    }
    visit(rootView)
    modalCache = (treeVersion, found)
    return found
  }

  /// How far below its place a sliding sheet of `height` is drawn: a
  /// `1 / (frames + 1)` step less of its height each animation tick.
  func sheetSlideOffset(of id: ViewID, height: Double) -> Double {
    guard let done = slidingSheets[id], sheetSlideFrames > 0 else { return 0 }
    let remaining = Double(sheetSlideFrames - done) / Double(sheetSlideFrames + 1)
    // Up to the host's grid (whole cells on a terminal).
    return environment.roundedUp(height * remaining)
  }

  // MARK: Key commands

  /// The views whose key commands are active, innermost first: the focused
  /// view and its ancestors; with nothing focused, the screen's top-level
  /// views, front-most first. While a modal is shown the chain ends at its
  /// backdrop: commands behind a modal are inactive.
  var keyCommandChain: [ViewID] {
    let modal = activeModal
    if let focused = focusedView, isOnScreen(focused) {
      return ancestors(of: focused, upTo: modal)
    }
    if let modal { return [modal] }
    return (nodes[rootView]?.children ?? []).reversed()
  }

  /// With nothing focused (and no modal), the views a chord — a key with
  /// Control or Alt — also reaches after ``keyCommandChain``: the
  /// ancestors of the first view that can take focus, where focus would
  /// land. So the chords of a part of the screen (an embedded navigator's
  /// Alt-1 … Alt-9) work before anything is focused, while plain keys keep
  /// the screen's top-level meaning (an arrow focuses the first view).
  var chordChain: [ViewID] {
    guard focusedView.map({ !isOnScreen($0) }) ?? true, activeModal == nil,
      let first = focusableViews.first
    else { return [] }
    let topLevel = Set(nodes[rootView]?.children ?? [])
    return ancestors(of: first, upTo: nil).filter { !topLevel.contains($0) }
  }

  /// `view` and its ancestors below the root, innermost first, ending at
  /// `last` when it is one of them.
  private func ancestors(of view: ViewID, upTo last: ViewID?) -> [ViewID] {
    var chain: [ViewID] = []
    var current: ViewID? = view
    while let id = current, id != rootView {
      chain.append(id)
      if id == last { break }
      current = nodes[id]?.parent
    }
    return chain
  }

  /// The key commands a key press would trigger now, innermost first: those
  /// declared on the focused view and its ancestors (with nothing focused,
  /// on the screen's top-level views and, for a Control or Alt chord, the
  /// views around the first control), one per key — an inner command hides
  /// an outer one for the same key — then the tree's own `Tab` "Next" when
  /// more than one view can take focus.
  ///
  /// A `KeyCommandFooter` shows those with ``KeyCommand/isShownInFooter``.
  public var activeKeyCommands: [KeyCommand] {
    var result: [KeyCommand] = []
    var seen: Set<KeyPress> = []
    for id in keyCommandChain {
      for command in nodes[id]?.attributes[.keyCommands] ?? [] where !seen.contains(command.key) {
        seen.insert(command.key)
        result.append(command)
      }
    }
    for id in chordChain {
      for command in nodes[id]?.attributes[.keyCommands] ?? []
      where command.key.isChord && !seen.contains(command.key) {
        seen.insert(command.key)
        result.append(command)
      }
    }
    let tab = KeyPress(.tab)
    if !seen.contains(tab), focusableViews.count > 1 {
      result.append(KeyCommand(tab, "Next"))
    }
    return result
  }
}

extension KeyPress {
  /// Whether the key is held with Control or Alt: never typed text nor
  /// navigation.
  var isChord: Bool { !modifiers.isDisjoint(with: [.control, .alt]) }
}
