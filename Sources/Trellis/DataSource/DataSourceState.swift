public import TrellisDiff

/// What a ``ComponentDataSource`` shows: sections of built, laid-out items.
/// A value: listeners receive the state before and after each change.
public struct DataSourceState<Section: Sendable, Item: Sendable>: Sendable {
  /// Sections with their items.
  public internal(set) var sections: [ListSection<Section, DataSourceItem<Item>>]
  /// Changes with every committed change.
  public internal(set) var version: Int
  /// Each item's laid-out size, by section: the same shape as `sections`,
  /// in plain contiguous storage so lists can sum heights without touching
  /// the items.
  public internal(set) var sizes: [[Size]]

  /// An empty state.
  init() {
    sections = []
    sizes = []
    version = 0
  }

  /// The number of items in each section.
  public var counts: [Int] { sections.map(\.items.count) }

  /// The number of items in all sections.
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// The item at a path.
  public subscript(path: ItemPath) -> DataSourceItem<Item> {
    sections[path.section].items[path.item]
  }

  /// The path of the item with this identity, if it is shown.
  public func path(ofIdentity identity: Int) -> ItemPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let index = section.items.firstIndex(where: { $0.identity == identity }) {
        return ItemPath(section: sectionIndex, item: index)
      }
    }
    return nil
  }
}
