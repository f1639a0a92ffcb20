/// A virtualised list that can live in a component tree: the items of a
/// ``ComponentDataSource`` shown by a ``ListMounter``, which mounts only the
/// items in and near the visible range.
///
/// ```swift
/// let dataSource = ComponentDataSource<String, Int>(
///   sizeRange: SizeRange(width: 80), environment: host.environment
/// ) { number, _ in Text("Row \(number)") }
/// try dataSource.applySynchronously(
///   Changeset(sectionInserts: [0]), to: [ListSection("", items: Array(0..<10_000))])
/// let list = VirtualList(dataSource)
/// await root.render(Stack { Text("Numbers"); Embedded(list) })
/// ```
///
/// The scroll position survives the list being unmounted and mounted
/// again (the screen rebuilt, the window resized).
@MainActor
public final class VirtualList<Section: Sendable, Item: Sendable>: Embeddable {
  /// The items shown.
  public let dataSource: ComponentDataSource<Section, Item>
  /// The mounter while the list is on screen.
  public private(set) var mounter: ListMounter<Section, Item>?
  private let overscan: Double?
  private var savedOffset: Double = 0

  /// Creates a list of `dataSource`'s items; `overscan` is how far beyond
  /// the viewport items stay mounted (one viewport by default).
  public init(_ dataSource: ComponentDataSource<Section, Item>, overscan: Double? = nil) {
    self.dataSource = dataSource
    self.overscan = overscan
  }

  /// The scroll offset: the list's own while mounted, else where it was.
  public var contentOffset: Double { mounter?.contentOffset ?? savedOffset }

  /// Creates the list view inside `view`.
  public func mount(host: any Host, in view: ViewID, size: Size) {
    unmount()
    let mounter = ListMounter(
      dataSource: dataSource, host: host, parent: view, frame: Rect(origin: .zero, size: size),
      overscan: overscan)
    mounter.scroll(to: savedOffset)
    self.mounter = mounter
  }

  /// Sizes the list view to the new viewport.
  public func resize(to size: Size) {
    mounter?.frame = Rect(origin: .zero, size: size)
  }

  /// Waits until the data source has shown everything queued.
  public func settle() async { await dataSource.settle() }

  /// Removes the list view, remembering the scroll offset.
  public func unmount() {
    guard let mounter else { return }
    savedOffset = mounter.contentOffset
    mounter.invalidate()
    self.mounter = nil
  }
}
