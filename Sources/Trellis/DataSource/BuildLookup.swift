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

  /// Sorts `paths` into those built for their current model (`current`,
  /// by index in `paths`, `nil` for the others) and those to build
  /// (`missing`, indexes into `paths`, each with its item's stale build
  /// or `nil` in `previous`).
  func plan(_ paths: [ItemPath]) -> BuildPlan {
    var plan = BuildPlan()
    // A page scrolling in is mostly to build: room for all of it at once.
    plan.current.reserveCapacity(paths.count)
    plan.missing.reserveCapacity(paths.count)
    plan.previous.reserveCapacity(paths.count)
    for (position, path) in paths.enumerated() {
      let key = key(at: path)
      let build = builds[key.identity]
      if let build, build.itemGeneration == key.generation {
        plan.current.append(build)
      } else {
        plan.current.append(nil)
        plan.missing.append(position)
        plan.previous.append(build)
      }
    }
    return plan
  }
}

/// Which of a list of items are built, and what the others had (see
/// ``BuildLookup/plan(_:)``).
struct BuildPlan {
  /// Each item's current build, or `nil` when it must be built.
  var current: [BuiltItem?] = []
  /// The indexes of the items to build.
  var missing: [Int] = []
  /// The stale build of each item to build, if any.
  var previous: [BuiltItem?] = []
}
