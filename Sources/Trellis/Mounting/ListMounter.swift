public import TrellisDiff

/// Shows a ``ComponentDataSource`` as a vertically scrolling list, mounting
/// only the items in and near the visible range (virtualisation) — and,
/// with ``ItemBuilding/onDemand(estimatedHeight:)``, building only those.
///
/// Item tops are prefix sums of heights kept in a Fenwick tree: a built
/// item counts with its laid-out height, an unbuilt one with the estimate.
///
/// ```
/// offsets: 0 ─ item 0 ─ 3 ─ item 1 ─ 5 ─ item 2 ─ 9 …   (prefix sums of heights)
///          ┌──────────── viewport ────────────┐
///   overscan│  built now, mounted              │overscan: built in the background
///          └──────────────────────────────────┘
/// ```
///
/// Items entering the viewport are built at once on the main actor, so a
/// row is never shown blank; items in the overscan are built in the
/// background and mounted when they arrive. When real heights replace
/// estimates above the first visible item, the content offset moves by the
/// same amount, so what is on screen stays still.
///
/// The list view (kind ``ViewKind/list``) reports scrolling with
/// ``HostEvent/scrolled(to:)``; ``scroll(to:)`` scrolls programmatically by
/// setting its ``AttributeKey/contentOffset`` attribute. Keys sent to the
/// list view (``HostEvent/key(_:)``, when it has focus) go to
/// ``keyHandler``; without one, ↑ and ↓ scroll by a line and Home and End
/// go to the top and the bottom.
///
/// The list talks to its data source only through `ListItemSource`: it
/// reads the state, builds the rows entering the viewport, and ends each
/// update with one demand (what it shows, what to build in the
/// background); the data source tells it of every committed change.
@MainActor
public final class ListMounter<Section: Sendable, Item: Sendable>: EventTarget {
  /// What the list asks of the data shown, and hears of its changes: the
  /// data source, or a stand-in of tests. The list keeps no other
  /// reference to the data source.
  private let source: any ListItemSource<Section, Item>
  /// The list's own view, in the parent given at creation.
  public let listView: ViewID
  /// How far beyond the viewport (above and below) items stay mounted.
  public var overscan: Double {
    didSet { updateMounted() }
  }
  /// The top of the visible part of the content.
  public private(set) var contentOffset: Double = 0
  /// The height of all items together (estimated for items not built yet).
  public private(set) var contentHeight: Double = 0
  /// The height counted for an item that is not built yet.
  public private(set) var estimatedItemHeight: Double = 1
  /// Handles keys sent to the list view; returns whether it used the key.
  /// A table sets it to move its highlighted row.
  public var keyHandler: (@MainActor (KeyPress) -> Bool)?
  /// Told when the list view takes keyboard focus (`true`) and loses it
  /// (`false`). A table sets it to highlight a row while it has focus.
  public var focusHandler: (@MainActor (Bool) -> Void)?
  /// The list's frame in its parent; its size is the viewport.
  public var frame: Rect {
    didSet {
      host.setFrame(frame, of: listView)
      updateMounted()
    }
  }

  private let host: any Host
  private var listener: Int?
  // The next three are touched for every row of every frame; main-actor
  // code never overlaps their accesses, so the runtime's exclusivity
  // checks are skipped.
  /// Every item's height (built or estimated), in flat order.
  @exclusivity(unchecked) private var heights = HeightIndex([])
  /// Flat index of the first item of each section.
  @exclusivity(unchecked) private var sectionStarts: [Int] = []
  /// Whether the estimate was a guess made before any item was built.
  private var estimateIsGuess = true
  /// Flat indexes of the items in the window (viewport plus overscan).
  private var window: Range<Int> = 0..<0
  /// The content offset and height the host was last told or told us.
  private var hostOffset: Double = 0
  private var hostContentSize = Size(width: -1, height: -1)
  @exclusivity(unchecked) private var mounted: [Int: ListMountedItem] = [:]
  /// Where each item's mounter finds the responder: one closure for all
  /// of them, so mounting a row allocates none.
  private lazy var responderSource: () -> (any ActionResponder)? = {
    [weak source] in source?.responder
  }
  private static var cellKey: ReuseKey { ReuseKey(kind: .listItem, shape: []) }

  /// Creates a list view in `parent` at `frame` and mounts the visible items.
  public convenience init(
    dataSource: ComponentDataSource<Section, Item>, host: any Host, parent: ViewID, frame: Rect,
    overscan: Double? = nil
  ) {
    self.init(source: dataSource, host: host, parent: parent, frame: frame, overscan: overscan)
  }

  /// Creates a list that asks `source` (a data source, or a test's
  /// stand-in wrapping one) for what it shows.
  init(
    source: any ListItemSource<Section, Item>, host: any Host, parent: ViewID, frame: Rect,
    overscan: Double? = nil
  ) {
    self.source = source
    self.host = host
    self.frame = frame
    self.overscan = overscan ?? frame.height
    listView = host.registry.makeID()
    var description = ViewDescription(kind: .list)
    description[.axis] = .vertical
    host.createView(listView, description: description)
    host.registry.statistics.created += 1
    host.setFrame(frame, of: listView)
    host.insertChild(listView, into: parent, at: Int.max)
    host.registry.route(listView, to: self, node: 0)
    listener = source.addListener { [weak self] old, new, changes in
      self?.dataDidChange(old: old, new: new, changes: changes)
    }
    rebuildIndex()
    updateMounted()
  }

  /// Unmounts every item and removes the list view.
  public func invalidate() {
    if let listener { source.removeListener(listener) }
    listener = nil
    source.setDemand(ListDemand(), requesting: [])
    for identity in Array(mounted.keys) { unmountItem(identity) }
    host.registry.unroute(listView)
    host.removeFromParent(listView)
    host.destroyView(listView)
  }

  // MARK: Geometry

  /// The top of an item in the content: exact when the items above it are
  /// built, estimated otherwise.
  public func offset(of path: ItemPath) -> Double {
    heights.offset(of: flatIndex(of: path))
  }

  /// The frame of an item in the content (before scrolling).
  public func frame(of path: ItemPath) -> Rect {
    let index = flatIndex(of: path)
    let width = source.state.size(at: path)?.width ?? frame.width
    return Rect(x: 0, y: heights.offset(of: index), width: width, height: heights.height(index))
  }

  /// The paths of the items mounted now, in order.
  public var mountedPaths: [ItemPath] {
    let state = source.state
    return window.map(path(ofFlatIndex:)).filter { mounted[state[$0].identity] != nil }
  }

  /// The number of items mounted now.
  public var mountedCount: Int { mounted.count }

  /// The id of the cell view of a mounted item.
  public func cell(at path: ItemPath) -> ViewID? {
    mounted[source.state[path].identity]?.cell
  }

  // MARK: Scrolling

  /// Scrolls so the content at `offset` is at the top (clamped to the
  /// content).
  public func scroll(to offset: Double) {
    let clamped = max(0, min(offset, maxOffset))
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    updateMounted()
  }

  /// Scrolls so the item at `path` is at the top (as far as the content
  /// allows).
  public func scroll(toItem path: ItemPath) {
    scroll(to: offset(of: path))
  }

  /// Scrolls as little as possible so the item at `path` is wholly in the
  /// viewport (its top, if it is taller than the viewport).
  public func scroll(toVisible path: ItemPath) {
    let frame = frame(of: path)
    if frame.minY < contentOffset {
      scroll(to: frame.minY)
    } else if frame.maxY > contentOffset + self.frame.height {
      scroll(to: min(frame.minY, frame.maxY - self.frame.height))
      // Building the rows now in view may have moved the item.
      let built = self.frame(of: path)
      if built.maxY > contentOffset + self.frame.height {
        scroll(to: min(built.minY, built.maxY - self.frame.height))
      }
    }
  }

  func handle(_ event: HostEvent, atNode node: Int) -> Bool {
    switch event {
    case .scrolled(let point):
      contentOffset = max(0, point.y)
      hostOffset = contentOffset
      updateMounted()
      return true
    case .key(let press):
      if let keyHandler { return keyHandler(press) }
      return scroll(with: press)
    case .editingBegan, .editingEnded:
      guard let focusHandler else { return false }
      focusHandler(event == .editingBegan)
      return true
    default:
      return false
    }
  }

  private func scroll(with press: KeyPress) -> Bool {
    guard press.modifiers.isEmpty else { return false }
    let before = contentOffset
    switch press.key {
    case .up: scroll(to: contentOffset - 1)
    case .down: scroll(to: contentOffset + 1)
    case .home: scroll(to: 0)
    case .end: scroll(to: .infinity)
    default: return false
    }
    return contentOffset != before
  }

  private var maxOffset: Double { max(0, heights.total - frame.height) }

  // MARK: Heights

  private func dataDidChange(
    old: DataSourceState<Section, Item>, new: DataSourceState<Section, Item>, changes: Changeset
  ) {
    guard changes.isReloadsOnly, old.counts == new.counts else {
      // Items moved: recount every height; the offset stays where it was.
      rebuildIndex()
      updateMounted()
      return
    }
    // Builds and reloads in place: correct the heights that changed,
    // keeping the first visible item where it is on screen.
    let anchor = heights.index(at: contentOffset)
    let within = contentOffset - heights.offset(of: anchor)
    for path in changes.itemReloads { refreshHeight(at: flatIndex(of: path)) }
    for index in window where index < heights.count { refreshHeight(at: index) }
    if contentOffset > 0 && anchor < heights.count {
      contentOffset = heights.offset(of: anchor) + within
    }
    updateMounted()
  }

  /// Counts every item again: built items with their height, the others
  /// with the estimate.
  private func rebuildIndex() {
    sectionStarts.removeAll(keepingCapacity: true)
    var start = 0
    for section in source.state.sections {
      sectionStarts.append(start)
      start += section.items.count
    }
    if source.state.builds.isEmpty && contentOffset == 0 && !hasExplicitEstimate {
      // Build the top rows now, so the estimate comes from real rows and
      // the index is counted once.
      var top = 0.0
      var index = 0
      while index < start && top < frame.height {
        top += source.buildNow(at: path(ofFlatIndex: index)).size.height
        index += 1
      }
    }
    let state = source.state
    estimate(from: state)
    var values: [Double] = []
    values.reserveCapacity(start)
    // Identities grow as items are inserted: a range check skips the hash
    // lookups for the (many) items newer or older than every build.
    let lastHeights = state.heights
    let known = lastHeights.keys.min().flatMap { low in lastHeights.keys.max().map { low...$0 } }
    for section in state.sections {
      guard let known else {
        values.append(contentsOf: repeatElement(estimatedItemHeight, count: section.items.count))
        continue
      }
      for item in section.items {
        let height = known.contains(item.identity) ? lastHeights[item.identity] : nil
        values.append(height ?? estimatedItemHeight)
      }
    }
    heights = HeightIndex(values)
    window = window.clamped(to: 0..<heights.count)
  }

  private var hasExplicitEstimate: Bool {
    if case .onDemand(_?) = source.building { return true }
    return false
  }

  /// An explicit estimate, else the mean height of (up to 256 of) the
  /// items built so far, else one row.
  private func estimate(from state: DataSourceState<Section, Item>) {
    if case .onDemand(let height?) = source.building {
      estimatedItemHeight = height
      estimateIsGuess = false
      return
    }
    guard !state.builds.isEmpty else {
      estimatedItemHeight = 1
      estimateIsGuess = true
      return
    }
    // A sample is enough for an estimate: reading every build of a long
    // list would fetch each from memory just for this.
    let sample = state.builds.values.prefix(256)
    let total = sample.reduce(0) { $0 + $1.size.height }
    estimatedItemHeight = max(1, (total / Double(sample.count)).rounded())
    estimateIsGuess = false
  }

  private func refreshHeight(at index: Int) {
    let state = source.state
    let path = path(ofFlatIndex: index)
    if let size = state.size(at: path) {
      heights.setHeight(size.height, at: index)
    }
  }

  private func flatIndex(of path: ItemPath) -> Int {
    sectionStarts[path.section] + path.item
  }

  private func path(ofFlatIndex index: Int) -> ItemPath {
    // The last section starting at or before `index`.
    var low = 0
    var high = sectionStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
    }
    return ItemPath(section: low, item: index - sectionStarts[low])
  }

  /// The path of the item after `path` in flat order (skipping empty
  /// sections), without searching.
  private func advance(_ path: inout ItemPath) {
    path.item += 1
    while path.section + 1 < sectionStarts.count,
      sectionStarts[path.section] + path.item >= sectionStarts[path.section + 1]
    {
      path.section += 1
      path.item = 0
    }
  }

  // MARK: Mounting

  /// Builds what the viewport shows, mounts the items intersecting the
  /// viewport widened by the overscan (asking for the unbuilt ones in the
  /// background), unmounts the rest.
  private func updateMounted() {
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
        let height = heights.height(index)
        keep.insert(key.identity)
        // A stale build stays shown until the new one arrives.
        if let build = lookup.builds[key.identity] {
          if build.itemGeneration != key.generation { wanted.append(path) }
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
  private func buildViewport(spares: inout [ListMountedItem]) {
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
  private func lendCellsOfItemsLeaving(to spares: inout [ListMountedItem]) {
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
  private func pushGeometry() {
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

  private func show(_ build: BuiltItem, frame: Rect, spares: inout [ListMountedItem]) {
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
  private func handOver(
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
  private func controllers(for build: BuiltItem, current: ControllerStore? = nil)
    -> ControllerStore
  {
    if let kept = source.keptControllers(for: build) { return kept }
    if let current, !current.belongsToItem, current.controllers.isEmpty { return current }
    return ControllerStore(store: nil)
  }

  private func mountItem(_ build: BuiltItem, frame: Rect, visible: Bool, spares: Int) {
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

  private func unmountItem(_ identity: Int) {
    guard let entry = mounted.removeValue(forKey: identity) else { return }
    release(entry)
  }

  private func release(_ entry: ListMountedItem) {
    entry.mounter.unmount()
    host.removeFromParent(entry.cell)
    host.registry.recycle(entry.cell, showing: ViewDescription(kind: .listItem), host: host)
  }
}

/// A mounted row of a list: its cell, the mounter of its views, and what
/// it shows. Outside the generic `ListMounter`, so that the list's arrays
/// and tables of rows are concrete types, specialised when compiled.
private struct ListMountedItem {
  let cell: ViewID
  let mounter: Mounter
  var buildNumber: Int
  var frame: Rect
}
