extension LayoutTree {
  /// Replaces the node's style. The node is marked dirty only if the style differs.
  public mutating func setStyle(_ style: Style, for node: NodeID) {
    let index = checked(node)
    guard styles[index].style != style else { return }
    let oldTraits = styles[index].boxes.childTraits
    // Derive the engine's numbers again: the style may have changed anywhere.
    styles[index] = NodeStyle(style)
    if let parent = records[index].parent {
      records[parent.index].count(child: oldTraits, sign: -1)
      records[parent.index].count(child: styles[index].boxes.childTraits, sign: 1)
    }
    markDirty(node)
  }

  /// Changes the node's style in place: `tree.updateStyle(of: node) { $0.flexGrow = 1 }`.
  public mutating func updateStyle(of node: NodeID, _ change: (inout Style) -> Void) {
    var style = self.style(of: node)
    change(&style)
    setStyle(style, for: node)
  }

  /// Sets or clears the function that measures a leaf's content.
  ///
  /// - Throws: ``LayoutTreeError/measuredNodeCannotHaveChildren(_:)`` when setting a function
  ///   on a node that has children.
  public mutating func setMeasureFunction(_ measure: MeasureFunction?, for node: NodeID)
    throws(LayoutTreeError)
  {
    let index = try validated(node)
    if measure != nil && !records[index].children.isEmpty {
      throw .measuredNodeCannotHaveChildren(node)
    }
    records[index].measure = measure
    markDirty(node)
  }

  /// Sets or clears the rule that lays out the node's children instead of the flex
  /// algorithm (see ``CustomLayoutFunction``). The node's style still gives its own size,
  /// limits, margins, padding and position in its parent; its flex container properties are
  /// not used. A measure function takes precedence: a measured leaf has no children.
  public mutating func setCustomLayout(_ layout: CustomLayoutFunction?, for node: NodeID) {
    let index = checked(node)
    records[index].hasCustomLayout = layout != nil
    customNodes[index] = layout.map { CustomNode(rule: $0) }
    markDirty(node)
  }

  /// Sets or clears the function that reports a measured leaf's min-content width (see
  /// ``MinContentWidthFunction``); without one, the engine measures the leaf at width 0.
  public mutating func setMinContentWidthFunction(
    _ minContentWidth: MinContentWidthFunction?, for node: NodeID
  ) {
    records[checked(node)].minContentWidth = minContentWidth
    markDirty(node)
  }

  /// Sets or clears the function that reports a node's first baseline (used by
  /// ``Align/baseline``). Without one, a node's baseline is that of its first child, or its
  /// height when it has none.
  public mutating func setBaselineFunction(_ baseline: BaselineFunction?, for node: NodeID) {
    records[checked(node)].baseline = baseline
    markDirty(node)
  }

  /// Marks the node and its ancestors for relayout, for example after the content that its
  /// measure function reads changed.
  public mutating func markDirty(_ node: NodeID) {
    var current: NodeID? = node
    while let id = current, !layouts[id.index].isDirty {
      layouts[id.index].isDirty = true
      current = records[id.index].parent
    }
    // An ancestor may already be dirty while the root request is cached: always retry.
    lastRequest = nil
  }

  /// Appends `child` to the end of `parent`'s children.
  ///
  /// - Throws: ``LayoutTreeError`` when a node is unknown, the child already has a parent,
  ///   the child is `parent` or one of its ancestors, or `parent` has a measure function.
  public mutating func appendChild(_ child: NodeID, to parent: NodeID) throws(LayoutTreeError) {
    let parentIndex = try validated(parent)
    try insertChild(child, into: parent, at: records[parentIndex].children.count)
  }

  /// Inserts `child` among `parent`'s children at `index` (`0...childCount`).
  ///
  /// - Throws: as ``appendChild(_:to:)``, and ``LayoutTreeError/indexOutOfRange(index:childCount:)``.
  public mutating func insertChild(_ child: NodeID, into parent: NodeID, at index: Int)
    throws(LayoutTreeError)
  {
    let parentIndex = try validated(parent)
    let childIndex = try validated(child)
    if let existing = records[childIndex].parent {
      throw .alreadyHasParent(child: child, parent: existing)
    }
    if records[parentIndex].measure != nil {
      throw .measuredNodeCannotHaveChildren(parent)
    }
    let count = records[parentIndex].children.count
    guard index >= 0 && index <= count else {
      throw .indexOutOfRange(index: index, childCount: count)
    }
    // `child` must not be `parent` or one of its ancestors.
    var ancestor: NodeID? = parent
    while let id = ancestor {
      if id == child { throw .cycle(child: child, parent: parent) }
      ancestor = records[id.index].parent
    }
    let traits = styles[childIndex].boxes.childTraits
    records[parentIndex].children.insert(child, at: index)
    records[parentIndex].count(child: traits, sign: 1)
    records[childIndex].parent = parent
    markDirty(parent)
  }

  /// Detaches `child` from `parent`. The child keeps its own subtree and can be added
  /// elsewhere.
  ///
  /// - Throws: ``LayoutTreeError/notAChild(child:parent:)`` when it is not `parent`'s child.
  public mutating func removeChild(_ child: NodeID, from parent: NodeID) throws(LayoutTreeError) {
    let parentIndex = try validated(parent)
    let childIndex = try validated(child)
    guard records[childIndex].parent == parent,
      let position = records[parentIndex].children.firstIndex(of: child)
    else { throw .notAChild(child: child, parent: parent) }
    let traits = styles[childIndex].boxes.childTraits
    records[parentIndex].children.remove(at: position)
    records[parentIndex].count(child: traits, sign: -1)
    records[childIndex].parent = nil
    markDirty(parent)
  }

  /// Detaches every child of `parent`.
  public mutating func removeAllChildren(of parent: NodeID) throws(LayoutTreeError) {
    let parentIndex = try validated(parent)
    for child in records[parentIndex].children {
      records[child.index].parent = nil
      let traits = styles[child.index].boxes.childTraits
      records[parentIndex].count(child: traits, sign: -1)
    }
    records[parentIndex].children.removeAll()
    markDirty(parent)
  }

  /// Moves one of `parent`'s children to a new position among its siblings. `index` is the
  /// position in the list after the child was taken out (`0..<childCount`).
  ///
  /// - Throws: ``LayoutTreeError/notAChild(child:parent:)`` or
  ///   ``LayoutTreeError/indexOutOfRange(index:childCount:)``.
  public mutating func moveChild(_ child: NodeID, in parent: NodeID, to index: Int)
    throws(LayoutTreeError)
  {
    let parentIndex = try validated(parent)
    _ = try validated(child)
    guard let position = records[parentIndex].children.firstIndex(of: child) else {
      throw .notAChild(child: child, parent: parent)
    }
    let count = records[parentIndex].children.count
    guard index >= 0 && index < count else {
      throw .indexOutOfRange(index: index, childCount: count)
    }
    records[parentIndex].children.remove(at: position)
    records[parentIndex].children.insert(child, at: index)
    markDirty(parent)
  }

  /// Removes `node` and its whole subtree from the tree, detaching it from its parent first
  /// (which is then laid out again). Their identifiers stop naming nodes, and their storage
  /// is reused by later ``addNode(style:)`` calls, so a tree that keeps changing does not
  /// grow beyond the most nodes it held at once.
  ///
  /// - Throws: ``LayoutTreeError/unknownNode(_:)`` when the node is not in the tree (for
  ///   example, removed already).
  public mutating func removeNode(_ node: NodeID) throws(LayoutTreeError) {
    let index = try validated(node)
    if let parent = records[index].parent {
      try removeChild(node, from: parent)
    }
    if lastRequest?.root == node || roundedFor?.root == node {
      lastRequest = nil
      roundedFor = nil
    }
    var pending = [index]
    while let slot = pending.popLast() {
      for child in records[slot].children { pending.append(child.index) }
      // Drop the closures and the child list now; keep the version for the next node.
      records[slot] = NodeRecord(version: records[slot].version, isLive: false)
      customNodes[slot] = nil
      styles[slot] = .empty
      freeSlots.append(slot)
    }
  }

  func validated(_ node: NodeID) throws(LayoutTreeError) -> Int {
    guard contains(node) else { throw .unknownNode(node) }
    return node.index
  }
}
