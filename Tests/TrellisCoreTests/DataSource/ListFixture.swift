import TrellisDiff
import TrellisTesting

@testable import Trellis

/// A headless host showing a list of one section of `items`: the data
/// source, its changeset applied, and a `ListMounter` filling the host.
/// The set-up the data source's list tests share.
@MainActor
struct ListFixture<Item: Sendable> {
  let host: HeadlessHost
  let source: ComponentDataSource<Int, Item>
  let list: ListMounter<Int, Item>

  /// Rows `rowWidth` wide (the host's width by default), built as
  /// `building` says, keeping `retainedBuildLimit` builds outside the
  /// window when given.
  init<Row: Component>(
    _ items: [Item], host size: Size = Size(width: 20, height: 10), rowWidth: Double? = nil,
    building: ItemBuilding = .onDemand(estimatedHeight: 1), retainedBuildLimit: Int? = nil,
    overscan: Double = 0, row: @escaping @Sendable (Item) -> Row
  ) async throws {
    host = HeadlessHost(size: size)
    source = ComponentDataSource<Int, Item>(
      sizeRange: SizeRange(width: rowWidth ?? size.width), environment: .characterGrid(),
      building: building
    ) { item, _ in row(item) }
    if let retainedBuildLimit { source.retainedBuildLimit = retainedBuildLimit }
    try await source.apply(Changeset(sectionInserts: [0]), to: [ListSection(0, items: items)])
    list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: size.width, height: size.height), overscan: overscan)
  }
}
