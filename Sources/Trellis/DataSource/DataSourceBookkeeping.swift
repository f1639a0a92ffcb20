import Dispatch
import Synchronization
import TrellisDiff

// Bookkeeping of `ComponentDataSource` that does not depend on its
// `Section` and `Item` types. Declared outside the generic class on
// purpose: a type nested in a generic class is generic too, so every use
// from the class's unspecialised code (the data source runs in the app's
// module with the app's types) would look its metadata up at run time.

/// An item to build in the background: where it is and who it is.
struct ItemBuildRequest: Sendable {
  let path: ItemPath
  let identity: Int
}

/// Counters shared with the builds running off the main actor.
final class DataSourceCounters: Sendable {
  let identity = Atomic<Int>(0)
  let generation = Atomic<Int>(0)
  let build = Atomic<Int>(0)
  /// Item invalidations on their way to the main actor.
  let invalidations = Atomic<Int>(0)
  /// How many nodes the last item built had.
  let lastNodeCount = Atomic<Int>(0)
}

/// The queue where every data source frees the builds it releases.
private let buildReleaseQueue = DispatchQueue(
  label: "Trellis.ComponentDataSource.release", qos: .utility)

/// Lets go of `builds` on a background queue, where the builds are freed;
/// `builds` is left empty.
///
/// The array moves into a box that the queue empties: were it captured as
/// a value, the caller's copy could be the last reference (when the queue
/// ran first) and free every build on the caller's thread after all.
func freeInBackground(_ builds: inout [BuiltItem]) {
  guard !builds.isEmpty else { return }
  let box = ReleasedBuilds(builds)
  builds = []
  buildReleaseQueue.async { box.free() }
}

/// Builds on their way to being freed by ``freeInBackground(_:)``.
private final class ReleasedBuilds: @unchecked Sendable {
  // Written on the caller's thread before the hand-over and then only on
  // the release queue.
  private var builds: [BuiltItem]

  init(_ builds: [BuiltItem]) {
    self.builds = builds
  }

  func free() {
    builds = []
  }
}
