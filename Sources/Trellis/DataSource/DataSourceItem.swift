/// One item the data source shows: its model and who it is. Whether it is
/// built, and its size, are in ``DataSourceState`` (see
/// ``DataSourceState/size(at:)``): under ``ItemBuilding/onDemand(estimatedHeight:)``
/// most items of a long list are never built.
public struct DataSourceItem<Item: Sendable>: Sendable {
  /// Stays the same while the item exists, across moves and reloads: its
  /// state and controllers are keyed by it.
  public let identity: Int
  /// The model the item shows.
  public let model: Item
  /// Changes every time the item's model is replaced (a reload); a build
  /// made for an older generation is stale.
  public let generation: Int
}

/// One build of an item: its laid-out tree and the store of its state,
/// immutable and shared between states.
final class BuiltItem: Sendable {
  let identity: Int
  /// The item generation (model) this build shows.
  let itemGeneration: Int
  /// Unique per build: a mounted cell shows a build and remounts when the
  /// item's build changes.
  let buildNumber: Int
  let laidOut: LaidOutTree
  /// Which of the data source's environments the build was laid out in.
  let environmentVersion: Int
  /// The item's state, kept from build to build of the item.
  let store: StateStore
  /// The laid-out size, kept here rather than read through `laidOut`: a
  /// list sums the heights of every item it has (10,000 rows: one object
  /// less to fetch from memory for each).
  let size: Size

  init(
    identity: Int, itemGeneration: Int, buildNumber: Int, laidOut: LaidOutTree,
    environmentVersion: Int, store: StateStore
  ) {
    self.identity = identity
    self.itemGeneration = itemGeneration
    self.buildNumber = buildNumber
    self.laidOut = laidOut
    self.environmentVersion = environmentVersion
    self.store = store
    size = laidOut.size
  }
}

/// What a component provider knows besides its model.
public struct ItemContext: Sendable {
  /// The size range items are laid out in.
  public let sizeRange: SizeRange
}
