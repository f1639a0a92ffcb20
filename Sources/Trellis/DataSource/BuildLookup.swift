import TrellisDiff

/// A data source's item keys and builds as of one moment (see
/// ``DataSourceState/lookup``), queried row by row while a list lays out
/// its window.
struct BuildLookup {
  let keys: [[ItemKey]]
  let builds: [Int: BuiltItem]

  /// The key of the item at a path.
  func key(at path: ItemPath) -> ItemKey {
    keys[path.section][path.item]
  }

  /// Whether the item at a path is built for its current model.
  func isBuilt(at path: ItemPath) -> Bool {
    let key = key(at: path)
    return builds[key.identity]?.itemGeneration == key.generation
  }
}
