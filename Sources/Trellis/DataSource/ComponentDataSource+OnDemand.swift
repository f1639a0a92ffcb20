import Logging
import Observation
import Synchronization
import TrellisDiff
import TrellisLayout

extension ComponentDataSource {
  /// Builds the items at `paths` now, on the main actor and in parallel on
  /// the other cores, unless their builds are current, handing each build
  /// to `deliver` with its index in `paths`, in order, as soon as it and
  /// those before it are done. A page of rows scrolling in is built this
  /// way: the list mounts the first rows while the other cores build the
  /// rest.
  func buildNow(at paths: [ItemPath], delivering deliver: (Int, BuiltItem) -> Void) {
    // The lookup shares the state's builds: it must be gone before
    // `accept` changes them, or they would be copied whole. (Neither it
    // nor the plan is generic: this loop runs for every row.)
    let plan = state.lookup.plan(paths)
    statistics.itemBuilds += plan.missing.count
    var delivered = 0
    func deliverCurrent(upTo end: Int) {
      while delivered < end {
        if let build = plan.current[delivered] { deliver(delivered, build) }
        delivered += 1
      }
    }
    // The threads that build fetch the items; `accept` never changes
    // the sections they read.
    let sections = state.sections
    let forWindow = building != .eager
    Self.buildInOrder(
      count: plan.missing.count, context: computeContext(),
      work: { index in
        let path = paths[plan.missing[index]]
        return (sections[path.section].items[path.item], plan.previous[index])
      },
      deliver: { index, build in
        let position = plan.missing[index]
        deliverCurrent(upTo: position)
        accept(build, forWindow: forWindow)
        deliver(position, build)
        delivered = position + 1
      })
    deliverCurrent(upTo: paths.count)
  }

  /// Records what a list shows (see ``ListItemSource/setDemand(_:requesting:)``):
  /// reloads of the items it shows and inserts in its window are built in
  /// the background; builds over ``retainedBuildLimit`` are released; the
  /// items at `paths` are built in the background.
  func setDemand(_ demand: ListDemand, requesting paths: [ItemPath]) {
    releasePolicy.show(demand) { state.builds[$0] != nil }
    releaseBuildsOverLimit()
    requestBuilds(paths)
  }

  /// Releases the builds the ``BuildReleasePolicy`` finds over the limit,
  /// those shown longest ago first, except builds that hold something
  /// (see ``keepsSomething(_:at:)``).
  func releaseBuildsOverLimit() {
    let excess = releasePolicy.excess(builtCount: state.builds.count)
    guard excess > 0 else { return }
    var released: [BuiltItem] = []
    released.reserveCapacity(excess)
    releasePolicy.release(excess, builtCount: state.builds.count) { identity in
      guard let index = state.builds.index(forKey: identity) else { return .notBuilt }
      // What a build keeps is looked at only for the oldest.
      if keepsSomething(identity, at: index) { return .kept }
      // Moved out, not retained: the build's memory (long out of the
      // cache) is first touched when it is freed, in the background.
      released.append(state.builds.remove(at: index).value)
      // Its controller store is empty (else the build would be kept) and
      // no list shows it: a new one is made if it comes back.
      if !controllerStores.isEmpty { controllerStores[identity] = nil }
      if !scopedBuilds.isEmpty { scopedBuilds.remove(identity) }
      return .released
    }
    // Freeing builds (every node, view description and layout record of
    // each) would hold up the frame that scrolled past them: they are let
    // go of in the background. Builds are immutable and hold nothing of
    // the main actor's (their controller stores stay here).
    freeInBackground(&released)
  }

  /// Whether releasing the item's build (at `index` of the builds) would
  /// lose something of it: its components' state, or controllers.
  func keepsSomething(_ identity: Int, at index: [Int: BuiltItem].Index) -> Bool {
    if !controllerStores.isEmpty, let store = controllerStores[identity],
      !store.controllers.isEmpty
    {
      return true
    }
    // State is kept per scope: a tree without scopes (most rows) has none,
    // and its build need not be looked into to know it.
    guard !scopedBuilds.isEmpty, scopedBuilds.contains(identity) else { return false }
    return !state.builds.values[index].store.isEmpty
  }

  /// Queues background builds of items not built for their current model.
  func requestBuilds(_ paths: [ItemPath]) {
    var requests: [ItemBuildRequest] = []
    for path in paths {
      let item = state[path]
      guard state.currentBuild(of: item) == nil, !requested.contains(item.identity) else {
        continue
      }
      requested.insert(item.identity)
      requests.append(ItemBuildRequest(path: path, identity: item.identity))
    }
    guard !requests.isEmpty else { return }
    _ = enqueue(Job(.build(requests)))
  }
}
