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
    buildInOrder(
      count: work.count, context: context, work: { work[$0] },
      deliver: { _, build in builds.append(build) })
    return builds
  }

  /// Builds `count` items, each given by `work` (the item and its previous
  /// build), as ``buildAll(_:context:)`` does, handing each build to
  /// `deliver` (on this thread, in order, with its index) as soon as it and
  /// those before it are done: the caller can use the first builds while
  /// the other cores make the rest. `work` runs on the thread that builds
  /// the item.
  nonisolated static func buildInOrder(
    count: Int, context: ComputeContext,
    work: @escaping @Sendable (Int) -> (item: DataSourceItem<Item>, previous: BuiltItem?),
    deliver: (Int, BuiltItem) -> Void
  ) {
    @Sendable func buildItem(_ index: Int) -> BuiltItem {
      let (item, previous) = work(index)
      return build(item, previous: previous, context: context)
    }
    let cores = activeCores
    // Below this, waking the other threads costs more than it saves.
    guard cores > 1, count >= parallelBuildThreshold else {
      for index in 0..<count { deliver(index, buildItem(index)) }
      return
    }
    // A helper for every `parallelBuildThreshold` items at most: on a
    // machine of many cores, a short page does not wake them all.
    OrderedBuilds.run(
      count: count, helpers: min(cores - 1, count / parallelBuildThreshold), build: buildItem,
      deliver: deliver)
  }

  /// How many items are worth building in parallel, and worth waking each
  /// further thread for.
  nonisolated static var parallelBuildThreshold: Int { 4 }
}

/// The cores builds spread over, read once: asking the system costs a
/// system call, which a frame building a page of rows would pay each time.
private let activeCores = ProcessInfo.processInfo.activeProcessorCount
