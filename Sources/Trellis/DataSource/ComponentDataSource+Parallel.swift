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
    let cores = activeCores
    // Below this, waking the other threads costs more than it saves.
    guard cores > 1, work.count >= parallelBuildThreshold else {
      return work.map { build($0.item, previous: $0.previous, context: context) }
    }
    let results = BuildResults(count: work.count)
    // One iteration per item: the threads take items as they come free,
    // so the calling thread does not wait on a worker that woke up late.
    DispatchQueue.concurrentPerform(iterations: work.count) { index in
      results.store(
        build(work[index].item, previous: work[index].previous, context: context), at: index)
    }
    return results.collect()
  }

  /// How many items are worth building in parallel.
  nonisolated static var parallelBuildThreshold: Int { 4 }
}

/// The cores builds spread over, read once: asking the system costs a
/// system call, which a frame building a page of rows would pay each time.
private let activeCores = ProcessInfo.processInfo.activeProcessorCount

/// Slots for builds made on several threads, each slot written by one
/// thread only, and read once they have all finished.
private final class BuildResults: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<BuiltItem?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize().deallocate()
  }

  func store(_ build: BuiltItem, at index: Int) {
    slots[index] = build
  }

  /// The builds, once every slot is written (after `concurrentPerform`
  /// returned, which orders the writes before this read).
  func collect() -> [BuiltItem] {
    slots.map { $0! }
  }
}
