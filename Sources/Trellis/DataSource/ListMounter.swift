public import TrellisDiff

/// Shows a ``ComponentDataSource`` as a vertically scrolling list, mounting
/// only the items in and near the visible range (virtualisation).
///
/// Every item's size is known from layout, so the offset of every item —
/// and the content height — is exact before anything is mounted:
///
/// ```
/// offsets: 0 ─ item 0 ─ 3 ─ item 1 ─ 5 ─ item 2 ─ 9 …   (prefix sums of heights)
///          ┌──────────── viewport ────────────┐
///   overscan│  mounted: items intersecting     │overscan
///          └──────────────────────────────────┘
/// ```
///
/// The list view (kind ``ViewKind/list``) reports scrolling with
/// ``HostEvent/scrolled(to:)``; ``scroll(to:)`` scrolls programmatically by
/// setting its ``AttributeKey/contentOffset`` attribute.
@MainActor
public final class ListMounter<Section: Sendable, Item: Sendable>: EventTarget {
  /// The data shown.
  public let dataSource: ComponentDataSource<Section, Item>
  /// The list's own view, in the parent given at creation.
  public let listView: ViewID
  /// How far beyond the viewport (above and below) items stay mounted.
  public var overscan: Double {
    didSet { updateMounted() }
  }
  /// The top of the visible part of the content.
  public private(set) var contentOffset: Double = 0
  /// The height of all items together.
  public private(set) var contentHeight: Double = 0
  /// The list's frame in its parent; its size is the viewport.
  public var frame: Rect {
    didSet {
      host.setFrame(frame, of: listView)
      updateMounted()
    }
  }

  private let host: any Host
  private var listener: Int?
  /// Top of each item, in flat order, plus the content height at the end.
  private var offsets: [Double] = [0]
  /// Flat index of the first item of each section.
  private var sectionStarts: [Int] = []
  private var mounted: [Int: MountedItem] = [:]
  private static var cellKey: ReuseKey { ReuseKey(kind: .listItem, shape: []) }

  private struct MountedItem {
    let cell: ViewID
    let mounter: Mounter
    var generation: Int
    var frame: Rect
  }

  /// Creates a list view in `parent` at `frame` and mounts the visible items.
  public init(
    dataSource: ComponentDataSource<Section, Item>, host: any Host, parent: ViewID, frame: Rect,
    overscan: Double? = nil
  ) {
    self.dataSource = dataSource
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
    listener = dataSource.addListener { [weak self] _, _, _ in self?.dataDidChange() }
    dataDidChange()
  }

  /// Unmounts every item and removes the list view.
  public func invalidate() {
    if let listener { dataSource.removeListener(listener) }
    listener = nil
    for identity in Array(mounted.keys) { unmountItem(identity) }
    host.registry.unroute(listView)
    host.removeFromParent(listView)
    host.destroyView(listView)
  }

  // MARK: Geometry

  /// The exact top of an item in the content.
  public func offset(of path: ItemPath) -> Double {
    offsets[flatIndex(of: path)]
  }

  /// The frame of an item in the content (before scrolling).
  public func frame(of path: ItemPath) -> Rect {
    let index = flatIndex(of: path)
    let item = dataSource.state[path]
    return Rect(x: 0, y: offsets[index], width: item.size.width, height: item.size.height)
  }

  /// The paths of the items mounted now, in order.
  public var mountedPaths: [ItemPath] {
    let state = dataSource.state
    var paths: [ItemPath] = []
    for (s, section) in state.sections.enumerated() {
      for (i, item) in section.items.enumerated() where mounted[item.identity] != nil {
        paths.append(ItemPath(section: s, item: i))
      }
    }
    return paths
  }

  /// The number of items mounted now.
  public var mountedCount: Int { mounted.count }

  /// The id of the cell view of a mounted item.
  public func cell(at path: ItemPath) -> ViewID? {
    mounted[dataSource.state[path].identity]?.cell
  }

  // MARK: Scrolling

  /// Scrolls so the content at `offset` is at the top (clamped to the
  /// content).
  public func scroll(to offset: Double) {
    let clamped = max(0, min(offset, max(0, contentHeight - frame.height)))
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    var changes = AttributeChanges()
    changes.set[.contentOffset] = Point(x: 0, y: clamped)
    host.updateView(listView, changes: changes)
    updateMounted()
  }

  /// Scrolls so the item at `path` is at the top.
  public func scroll(toItem path: ItemPath) {
    scroll(to: offset(of: path))
  }

  func handle(_ event: HostEvent, atNode node: Int) -> Bool {
    guard case .scrolled(let point) = event else { return false }
    contentOffset = max(0, point.y)
    updateMounted()
    return true
  }

  // MARK: Mounting

  private func dataDidChange() {
    let state = dataSource.state
    offsets.removeAll(keepingCapacity: true)
    offsets.reserveCapacity(state.itemCount + 1)
    sectionStarts.removeAll(keepingCapacity: true)
    var top = 0.0
    for sizes in state.sizes {
      sectionStarts.append(offsets.count)
      for size in sizes {
        offsets.append(top)
        top += size.height
      }
    }
    offsets.append(top)
    contentHeight = top
    var changes = AttributeChanges()
    changes.set[.contentSize] = Size(width: frame.width, height: top)
    host.updateView(listView, changes: changes)
    updateMounted()
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

  /// Mounts the items intersecting the viewport widened by the overscan,
  /// unmounts the rest.
  private func updateMounted() {
    let count = offsets.count - 1
    let top = contentOffset - overscan
    let bottom = contentOffset + frame.height + overscan
    // First item whose bottom is below `top`: binary search on the offsets.
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if offsets[mid + 1] <= top { low = mid + 1 } else { high = mid }
    }
    var keep: Set<Int> = []
    var index = low
    let state = dataSource.state
    while index < count && offsets[index] < bottom {
      let path = path(ofFlatIndex: index)
      let item = state[path]
      let frame = Rect(
        x: 0, y: offsets[index], width: item.size.width, height: item.size.height)
      keep.insert(item.identity)
      let visible = frame.maxY > contentOffset && frame.minY < contentOffset + self.frame.height
      if var entry = mounted[item.identity] {
        entry.mounter.setVisible(visible)
        if entry.generation != item.generation {
          entry.mounter.mount(item.laidOut)
          entry.generation = item.generation
        }
        if entry.frame != frame {
          host.setFrame(frame, of: entry.cell)
          entry.frame = frame
        }
        mounted[item.identity] = entry
      } else {
        mountItem(item, frame: frame, visible: visible)
      }
      index += 1
    }
    for identity in mounted.keys where !keep.contains(identity) {
      unmountItem(identity)
    }
  }

  private func mountItem(_ item: DataSourceItem<Item>, frame: Rect, visible: Bool) {
    let cell: ViewID
    if let (pooled, _) = host.registry.dequeue(Self.cellKey) {
      cell = pooled
    } else {
      cell = host.registry.makeID()
      host.createView(cell, description: ViewDescription(kind: .listItem))
      host.registry.statistics.created += 1
    }
    host.setFrame(frame, of: cell)
    host.insertChild(cell, into: listView, at: mounted.count)
    let mounter = Mounter(
      host: host, container: cell,
      controllers: dataSource.controllers(forIdentity: item.identity))
    mounter.responderSource = { [weak dataSource] in dataSource?.responder }
    mounter.setVisible(visible)
    mounter.mount(item.laidOut)
    mounted[item.identity] = MountedItem(
      cell: cell, mounter: mounter, generation: item.generation, frame: frame)
  }

  private func unmountItem(_ identity: Int) {
    guard let entry = mounted.removeValue(forKey: identity) else { return }
    entry.mounter.unmount()
    host.removeFromParent(entry.cell)
    host.registry.recycle(entry.cell, showing: ViewDescription(kind: .listItem), host: host)
  }
}
