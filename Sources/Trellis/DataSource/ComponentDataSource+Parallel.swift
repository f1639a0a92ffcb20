import Dispatch
import Foundation

extension ComponentDataSource {
  /// Builds `work` (each item with its previous build), in parallel on
  /// every core when there is enough of it, and returns the builds in
  /// order.
  ///
  /// Builds are pure functions of an item, its previous build and the
  /// context, safe on any thread: ComponentKit builds and lays out off the
  /// main thread for the same reason. Spreading them over the cores
  /// shortens a changeset's application and, for rows built on demand, the
  /// frame that shows them.
  nonisolated static func buildAll(
    _ work: [(item: DataSourceItem<Item>, previous: BuiltItem?)], context: ComputeContext
  ) -> [BuiltItem] {
    var builds: [BuiltItem] = []
    builds.reserveCapacity(work.count)
    buildInOrder(work, context: context) { _, build in builds.append(build) }
    return builds
  }

  /// Builds `work` as ``buildAll(_:context:)`` does, handing each build to
  /// `deliver` (on this thread, in order, with its index in `work`) as
  /// soon as it and those before it are done: the caller can use the first
  /// builds while the other cores make the rest.
  nonisolated static func buildInOrder(
    _ work: [(item: DataSourceItem<Item>, previous: BuiltItem?)], context: ComputeContext,
    deliver: (Int, BuiltItem) -> Void
  ) {
    let cores = activeCores
    // Below this, waking the other threads costs more than it saves.
    guard cores > 1, work.count >= parallelBuildThreshold else {
      for (index, entry) in work.enumerated() {
        deliver(index, build(entry.item, previous: entry.previous, context: context))
      }
      return
    }
    OrderedBuilds.run(
      count: work.count, helpers: cores - 1,
      build: { index in build(work[index].item, previous: work[index].previous, context: context) },
      deliver: deliver)
  }

  /// How many items are worth building in parallel.
  nonisolated static var parallelBuildThreshold: Int { 4 }
}

/// The cores builds spread over, read once: asking the system costs a
/// system call, which a frame building a page of rows would pay each time.
private let activeCores = ProcessInfo.processInfo.activeProcessorCount
