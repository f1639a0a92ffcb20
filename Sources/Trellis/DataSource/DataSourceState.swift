public import TrellisDiff

/// What a ``ComponentDataSource`` shows: sections of items, and the builds
/// (laid-out components) of the items built so far. A value: listeners
/// receive the state before and after each change.
public struct DataSourceState<Section: Sendable, Item: Sendable>: Sendable {
  /// Sections with their items.
  public private(set) var sections: [ListSection<Section, DataSourceItem<Item>>]
  /// The identity and generation of every item, section by section: what
  /// a list asks of each row it shows, every frame, without going through
  /// the items (generic code, which would look up their type's metadata
  /// at each access).
  private(set) var keys: [[ItemKey]]
  /// Changes with every committed change of the sections (building an item
  /// on demand does not change it).
  public internal(set) var version: Int
  /// The latest build of every item built so far, by identity. A build
  /// may be stale (made for an older generation of its item) until the
  /// item is needed again.
  var builds: [Int: BuiltItem]
  /// The height of every item as last laid out, by identity, kept when
  /// its build is released (a row of an on-demand list scrolled far
  /// away): a list counts the rows at their real heights, not the
  /// estimate, so rows stay where they were when the data changes. Kept
  /// apart from the builds so that counting a long list's heights reads
  /// this one table, not every build.
  var heights: [Int: Double]

  /// An empty state.
  init() {
    sections = []
    keys = []
    builds = [:]
    heights = [:]
    version = 0
  }

  /// The number of items in each section.
  public var counts: [Int] { sections.map(\.items.count) }

  /// The number of items in all sections.
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// The number of items that have a build (current or stale).
  public var builtCount: Int { builds.count }

  /// The item at a path.
  public subscript(path: ItemPath) -> DataSourceItem<Item> {
    sections[path.section].items[path.item]
  }

  /// The laid-out size of the item at a path, from its latest build (which
  /// may be stale); `nil` when it was never built.
  public func size(at path: ItemPath) -> Size? {
    builds[self[path].identity]?.size
  }

  /// Whether the item at a path is built for its current model.
  public func isBuilt(at path: ItemPath) -> Bool {
    let key = keys[path.section][path.item]
    return builds[key.identity]?.itemGeneration == key.generation
  }

  /// Problems found while building the item at a path (none when it is
  /// not built).
  public func issues(at path: ItemPath) -> [BuildIssue] {
    builds[self[path].identity]?.laidOut.tree.issues ?? []
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

  /// The keys and builds, for looking up row after row: the lookups are
  /// not generic, so code that is (a list of any item type) does not look
  /// up this state's generic type for every row.
  var lookup: BuildLookup { BuildLookup(keys: keys, builds: builds) }

  /// Replaces the sections, with `keys` made from them by
  /// ``ItemKey/keys(of:)`` (off the main actor, where the change is
  /// computed).
  mutating func setSections(
    _ sections: [ListSection<Section, DataSourceItem<Item>>], keys: [[ItemKey]]
  ) {
    self.sections = sections
    self.keys = keys
  }

  func build(of item: DataSourceItem<Item>) -> BuiltItem? {
    builds[item.identity]
  }

  func currentBuild(of item: DataSourceItem<Item>) -> BuiltItem? {
    guard let build = builds[item.identity], build.itemGeneration == item.generation else {
      return nil
    }
    return build
  }
}
