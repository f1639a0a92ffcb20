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
/// Rows are laid out in the environment of the list's host: a data source
/// made for another host that measures otherwise lays its items out again
/// (``ComponentDataSource/setEnvironment(_:)``) when the list is created.
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
  let source: any ListItemSource<Section, Item>
  /// The list's own view, in the parent given at creation.
  public let listView: ViewID
  /// How far beyond the viewport (above and below) items stay mounted.
  public var overscan: Double {
    didSet { updateMounted() }
  }
  /// The top of the visible part of the content.
  public internal(set) var contentOffset: Double = 0
  /// The height of all items together (estimated for items not built yet).
  public internal(set) var contentHeight: Double = 0
  /// The height counted for an item that is not built yet.
  public internal(set) var estimatedItemHeight: Double = 1
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

  let host: any Host
  var listener: Int?
  // The next three are touched for every row of every frame; main-actor
  // code never overlaps their accesses, so the runtime's exclusivity
  // checks are skipped.
  /// Every item's height (built or estimated), in flat order.
  @exclusivity(unchecked) var heights = HeightIndex([])
  /// Flat index of the first item of each section.
  @exclusivity(unchecked) var sectionStarts: [Int] = []
  /// Whether the estimate was a guess made before any item was built.
  var estimateIsGuess = true
  /// Flat indexes of the items in the window (viewport plus overscan).
  var window: Range<Int> = 0..<0
  /// The content offset and height the host was last told or told us.
  var hostOffset: Double = 0
  var hostContentSize = Size(width: -1, height: -1)
  @exclusivity(unchecked) var mounted: [Int: ListMountedItem] = [:]
  /// Where each item's mounter finds the responder: one closure for all
  /// of them, so mounting a row allocates none.
  lazy var responderSource: () -> (any ActionResponder)? = {
    [weak source] in source?.responder
  }
  static var cellKey: ReuseKey { ReuseKey(kind: .listItem, shape: []) }

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
    // Rows laid out for a host that measures otherwise (cells, in a
    // browser's pixels) are laid out again for this one, in the
    // background; the index counts unbuilt rows by the estimate in this
    // host's units.
    source.setEnvironment(host.environment)
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

  func scroll(with press: KeyPress) -> Bool {
    guard press.modifiers.isEmpty else { return false }
    let before = contentOffset
    let line = host.environment.controlMetrics.lineStep
    switch press.key {
    case .up: scroll(to: contentOffset - line)
    case .down: scroll(to: contentOffset + line)
    case .home: scroll(to: 0)
    case .end: scroll(to: .infinity)
    default: return false
    }
    return contentOffset != before
  }

  var maxOffset: Double { max(0, heights.total - frame.height) }

}

/// A mounted row of a list: its cell, the mounter of its views, and what
/// it shows. Outside the generic `ListMounter`, so that the list's arrays
/// and tables of rows are concrete types, specialised when compiled.
struct ListMountedItem {
  let cell: ViewID
  let mounter: Mounter
  var buildNumber: Int
  var frame: Rect
}
