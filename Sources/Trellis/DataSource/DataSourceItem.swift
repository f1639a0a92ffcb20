/// One item the data source shows: its model, its laid-out component and
/// its size.
public struct DataSourceItem<Item: Sendable>: Sendable {
  /// Stays the same while the item exists, across moves and reloads: its
  /// state and controllers are keyed by it.
  public let identity: Int
  /// The model the item was built from.
  public let model: Item
  /// Changes every time the item is rebuilt.
  public let generation: Int
  /// The built tree, boxed so copying an item (lists copy thousands) costs
  /// one retain rather than one per array of the tree.
  let built: BuiltItem

  init(identity: Int, model: Item, generation: Int, laidOut: LaidOutTree, runtime: ItemRuntime) {
    self.identity = identity
    self.model = model
    self.generation = generation
    self.built = BuiltItem(laidOut: laidOut, runtime: runtime, size: laidOut.size)
  }

  var laidOut: LaidOutTree { built.laidOut }
  var runtime: ItemRuntime { built.runtime }

  /// The item's laid-out size.
  public var size: Size { built.size }

  /// Problems found while building the item.
  public var issues: [BuildIssue] { laidOut.tree.issues }
}

/// An item's built tree and runtime, immutable and shared.
final class BuiltItem: Sendable {
  let laidOut: LaidOutTree
  let runtime: ItemRuntime
  let size: Size

  init(laidOut: LaidOutTree, runtime: ItemRuntime, size: Size) {
    self.laidOut = laidOut
    self.runtime = runtime
    self.size = size
  }
}

/// What an item keeps across rebuilds: its state, and the callback that
/// tells the data source it must be rebuilt (a state update, or a change
/// to an observed model).
final class ItemRuntime: Sendable {
  let identity: Int
  let store: StateStore

  init(identity: Int, invalidate: @escaping @Sendable (Int) -> Void) {
    self.identity = identity
    self.store = StateStore { invalidate(identity) }
  }
}

/// What a component provider knows besides its model.
public struct ItemContext: Sendable {
  /// The size range items are laid out in.
  public let sizeRange: SizeRange
}
