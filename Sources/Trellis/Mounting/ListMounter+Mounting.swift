import TrellisDiff

extension ListMounter {
  /// Builds what the viewport shows, mounts the items intersecting the
  /// viewport widened by the overscan (asking for the unbuilt ones in the
  /// background), unmounts the rest.
  func updateMounted() {
    // Cells of items leaving, for items entering.
    var spares: [ListMountedItem] = []
    spares.reserveCapacity(mounted.count)
    buildViewport(spares: &spares)
    let count = heights.count
    let top = contentOffset - overscan
    let bottom = contentOffset + frame.height + overscan
    let first = heights.index(at: max(0, top))
    var index = first
    var y = heights.offset(of: index)
    // Room for the rows shown last time, as many as will likely show now.
    var keep: Set<Int> = []
    keep.reserveCapacity(mounted.count)
    var wanted: [ItemPath] = []
    var shown: [(build: BuiltItem, frame: Rect)] = []
    shown.reserveCapacity(mounted.count)
    var path = index < count ? path(ofFlatIndex: index) : ItemPath(section: 0, item: 0)
    do {
      // The lookup shares the state's builds: it ends before releasing
      // builds changes them, or they would be copied whole.
      let lookup = source.state.lookup
      while index < count && y < bottom {
        let key = lookup.key(at: path)
        var height = heights.height(index)
        keep.insert(key.identity)
        // A stale build stays shown until the new one arrives.
        if let build = lookup.builds[key.identity] {
          if build.itemGeneration != key.generation { wanted.append(path) }
          if build.size.height != height {
            // Built in the background while out of the window (asked for
            // before a scroll, or by another list): counted by the
            // estimate until now. Content above the viewport keeps still.
            if y < contentOffset { contentOffset += build.size.height - height }
            height = build.size.height
            heights.setHeight(height, at: index)
          }
          shown.append((build, Rect(x: 0, y: y, width: build.size.width, height: height)))
        } else {
          wanted.append(path)
        }
        y += height
        index += 1
        advance(&path)
      }
    }
    window = first..<index
    // Items leaving lend their views to items entering (a scroll then
    // sends only the attributes that differ); the rest are unmounted.
    for identity in Array(mounted.keys) where !keep.contains(identity) {
      if let entry = mounted.removeValue(forKey: identity) { spares.append(entry) }
    }
    for (build, frame) in shown { show(build, frame: frame, spares: &spares) }
    for entry in spares { release(entry) }
    pushGeometry()
    source.setDemand(ListDemand(identities: keep, window: window), requesting: wanted)
  }

  /// Builds, on the main actor, every item of the viewport that is not
  /// built for its current model; repeats while building changed what the
  /// viewport covers (the content got shorter than the offset).
  ///
  /// Each row is mounted as soon as it and the rows above it are built,
  /// while the other cores build the rows below, in the cells of items
  /// leaving the window (moved to `spares`). When rows turn out taller or
  /// shorter than estimated, ``updateMounted()`` moves them after.
  func buildViewport(spares: inout [ListMountedItem]) {
    var builtAny = false
    while true {
      contentOffset = max(0, min(contentOffset, maxOffset))
      let bottom = contentOffset + frame.height
      var index = heights.index(at: contentOffset)
      var y = heights.offset(of: index)
      var path = index < heights.count ? path(ofFlatIndex: index) : ItemPath(section: 0, item: 0)
      // The rows in view that are not built, built together (in parallel);
      // their real heights may let other rows into view: go round again.
      var missing: [(index: Int, path: ItemPath)] = []
      missing.reserveCapacity(mounted.count)
      do {
        // A lookup (it shares the state's builds) held across `buildNow`
        // would make the data source copy all its builds: this one ends
        // before building.
        let lookup = source.state.lookup
        while index < heights.count && y < bottom {
          if !lookup.isBuilt(at: path) { missing.append((index, path)) }
          advance(&path)
          y += heights.height(index)
          index += 1
        }
      }
      guard !missing.isEmpty else { break }
      if !builtAny { lendCellsOfItemsLeaving(to: &spares) }
      source.buildNow(at: missing.map(\.path)) { position, build in
        let index = missing[position].index
        heights.setHeight(build.size.height, at: index)
        let frame = Rect(
          x: 0, y: heights.offset(of: index), width: build.size.width, height: build.size.height)
        show(build, frame: frame, spares: &spares)
      }
      builtAny = true
    }
    if builtAny && estimateIsGuess {
      // The first rows built give the estimate for the rest.
      let anchor = heights.index(at: contentOffset)
      let within = contentOffset - heights.offset(of: anchor)
      rebuildIndex()
      contentOffset = heights.offset(of: min(anchor, heights.count)) + within
    }
  }

  /// Moves to `spares` the mounted items outside the window as the
  /// heights known now place it, before the rows entering are built.
  func lendCellsOfItemsLeaving(to spares: inout [ListMountedItem]) {
    guard !mounted.isEmpty else { return }
    var index = heights.index(at: max(0, contentOffset - overscan))
    var y = heights.offset(of: index)
    let bottom = contentOffset + frame.height + overscan
    var inWindow: Set<Int> = []
    inWindow.reserveCapacity(mounted.count)
    do {
      let lookup = source.state.lookup
      var path = index < heights.count ? path(ofFlatIndex: index) : ItemPath(section: 0, item: 0)
      while index < heights.count && y < bottom {
        inWindow.insert(lookup.key(at: path).identity)
        y += heights.height(index)
        index += 1
        advance(&path)
      }
    }
    for identity in Array(mounted.keys) where !inWindow.contains(identity) {
      if let entry = mounted.removeValue(forKey: identity) { spares.append(entry) }
    }
  }

  /// Tells the host the content size and offset when they changed.
  func pushGeometry() {
    contentHeight = heights.total
    var changes = AttributeChanges()
    // The width follows the list's frame: a resized list must not keep
    // reporting content as wide as it was.
    let contentSize = Size(width: frame.width, height: contentHeight)
    if contentSize != hostContentSize {
      changes.set[.contentSize] = contentSize
      hostContentSize = contentSize
    }
    if contentOffset != hostOffset {
      changes.set[.contentOffset] = Point(x: 0, y: contentOffset)
      hostOffset = contentOffset
    }
    if !changes.isEmpty { host.updateView(listView, changes: changes) }
  }

  func show(_ build: BuiltItem, frame: Rect, spares: inout [ListMountedItem]) {
    let visible = frame.maxY > contentOffset && frame.minY < contentOffset + self.frame.height
    guard var entry = mounted[build.identity] else {
      if let spare = spares.popLast() {
        handOver(spare, to: build, frame: frame, visible: visible, spares: spares.count)
      } else {
        mountItem(build, frame: frame, visible: visible, spares: spares.count)
      }
      return
    }
    entry.mounter.setVisible(visible)
    if entry.buildNumber != build.buildNumber {
      // A first controlled component in the item: its controllers go in
      // the store the data source keeps, not the mounter's own.
      if let kept = source.keptControllers(for: build), kept !== entry.mounter.controllers {
        entry.mounter.handOver(to: kept)
      }
      entry.mounter.mount(build.laidOut)
      entry.buildNumber = build.buildNumber
    }
    if entry.frame != frame {
      host.setFrame(frame, of: entry.cell)
      entry.frame = frame
    }
    mounted[build.identity] = entry
  }

  /// Mounts `build` into the cell and views of an item that left. The
  /// cell moves to the end of the list's children, where a new cell would
  /// go (the `spares` cells of other leaving items are still in the list).
  func handOver(
    _ spare: ListMountedItem, to build: BuiltItem, frame: Rect, visible: Bool, spares: Int
  ) {
    let mounter = spare.mounter
    mounter.handOver(to: controllers(for: build, current: mounter.controllers))
    // The cell and its views drop focus or a press of the old item (the
    // mounter's hand-over tells the host about the views inside).
    host.viewWillShowOtherContent(spare.cell)
    host.insertChild(spare.cell, into: listView, at: mounted.count + spares)
    if spare.frame != frame { host.setFrame(frame, of: spare.cell) }
    mounter.setVisible(visible)
    mounter.mount(build.laidOut)
    mounted[build.identity] = ListMountedItem(
      cell: spare.cell, mounter: mounter, buildNumber: build.buildNumber, frame: frame)
  }

  /// The store a mounter showing `build` serves: the one the data source
  /// keeps for the item, or (for an item without controllers) an empty
  /// one of the mounter's own: `current`, the one it served, when it is
  /// such a store.
  func controllers(for build: BuiltItem, current: ControllerStore? = nil)
    -> ControllerStore
  {
    if let kept = source.keptControllers(for: build) { return kept }
    if let current, !current.belongsToItem, current.controllers.isEmpty { return current }
    return ControllerStore(store: nil)
  }

  func mountItem(_ build: BuiltItem, frame: Rect, visible: Bool, spares: Int) {
    let cell: ViewID
    if let (pooled, _) = host.registry.dequeue(Self.cellKey) {
      cell = pooled
    } else {
      cell = host.registry.makeID()
      host.createView(cell, description: ViewDescription(kind: .listItem))
      host.registry.statistics.created += 1
    }
    host.setFrame(frame, of: cell)
    host.insertChild(cell, into: listView, at: mounted.count + spares)
    let mounter = Mounter(host: host, container: cell, controllers: controllers(for: build))
    mounter.responderSource = responderSource
    mounter.setVisible(visible)
    mounter.mount(build.laidOut)
    mounted[build.identity] = ListMountedItem(
      cell: cell, mounter: mounter, buildNumber: build.buildNumber, frame: frame)
  }

  func unmountItem(_ identity: Int) {
    guard let entry = mounted.removeValue(forKey: identity) else { return }
    release(entry)
  }

  func release(_ entry: ListMountedItem) {
    entry.mounter.unmount()
    host.removeFromParent(entry.cell)
    host.registry.recycle(entry.cell, showing: ViewDescription(kind: .listItem), host: host)
  }
}
