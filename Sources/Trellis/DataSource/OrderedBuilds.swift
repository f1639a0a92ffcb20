import Dispatch
import Synchronization

/// Builds items on the calling thread and on helper threads at once, and
/// hands each build to the caller, on the caller's thread, in order, as
/// soon as it and every build before it are done.
///
/// The caller does not wait for the whole page before using the first
/// rows: while the helpers build the rows further down, it mounts the rows
/// already built. When there is nothing to hand over, it builds a row
/// itself; it waits only for a row a helper is still building, one row's
/// build at most, and watches for it before it sleeps.
///
/// ```
/// caller:  build 0 ─ mount 0 ─ build 2 ─ mount 1 ─ mount 2 ─ build 4 ─ mount 3 ─ mount 4
/// helper:  (waking) ─ build 1 ─ build 3 ─────────
/// ```
///
/// Items are claimed one at a time from a shared counter, so a helper that
/// wakes late, or is descheduled, holds up one item at most.
final class OrderedBuilds<Built: Sendable>: @unchecked Sendable {
  // Unchecked: `slots` is written by the thread that claimed the item,
  // once, before it sets the item's `ready` flag (release), and read by
  // the caller only after it saw that flag set (acquire).
  private let count: Int
  private let build: @Sendable (Int) -> Built
  private let slots: UnsafeMutableBufferPointer<Built?>
  private let ready: UnsafeMutablePointer<Atomic<Bool>>
  private let nextUnclaimed = Atomic<Int>(0)
  /// Set by the caller before it sleeps on `progress`; the thread that
  /// finishes an item clears it and wakes the caller.
  private let callerWaits = Atomic<Bool>(false)
  private let progress = DispatchSemaphore(value: 0)

  private init(count: Int, build: @escaping @Sendable (Int) -> Built) {
    self.count = count
    self.build = build
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
    ready = .allocate(capacity: count)
    for index in 0..<count { (ready + index).initialize(to: Atomic(false)) }
  }

  deinit {
    slots.deinitialize().deallocate()
    ready.deinitialize(count: count)
    ready.deallocate()
  }

  /// Builds items `0..<count` with `build`, on this thread and `helpers`
  /// helper threads, calling `deliver` on this thread with each index and
  /// build, in index order. Returns once every build is delivered.
  static func run(
    count: Int, helpers: Int, build: @escaping @Sendable (Int) -> Built,
    deliver: (Int, Built) -> Void
  ) {
    guard count > 0 else { return }
    let builds = OrderedBuilds(count: count, build: build)
    for _ in 0..<min(helpers, count - 1) {
      DispatchQueue.global(qos: .userInitiated).async { builds.buildWhileUnclaimed() }
    }
    builds.buildAndDeliver(deliver)
  }

  private func claim() -> Int? {
    let index = nextUnclaimed.wrappingAdd(1, ordering: .relaxed).oldValue
    return index < count ? index : nil
  }

  private func buildAndStore(_ index: Int) {
    slots[index] = build(index)
    // Sequentially consistent with the caller's `callerWaits` store and
    // `ready` load: of the two threads, at least one sees the other's
    // write, so a caller about to sleep is always woken.
    ready[index].store(true, ordering: .sequentiallyConsistent)
    if callerWaits.load(ordering: .sequentiallyConsistent),
      callerWaits.exchange(false, ordering: .sequentiallyConsistent)
    {
      progress.signal()
    }
  }

  /// A helper's work: items until none is left to claim.
  private func buildWhileUnclaimed() {
    while let index = claim() { buildAndStore(index) }
  }

  /// How long the caller watches for an item a helper is building before
  /// it sleeps: about ten rows' builds.
  static var watchLimit: Duration { .microseconds(50) }

  /// Watches item `index`'s flag until it is set or `limit` has passed;
  /// returns whether it was set.
  ///
  /// The item is being built now, which takes a row a few microseconds.
  /// Sleeping on the semaphore instead costs a system call on each side,
  /// and waking a sleeping thread takes tens of microseconds on a virtual
  /// machine, in the middle of the frame.
  private func watch(_ index: Int, for limit: Duration) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    repeat {
      if ready[index].load(ordering: .acquiring) { return true }
    } while clock.now < deadline
    return false
  }

  /// The caller's work: hand over what is ready, else build, else wait.
  private func buildAndDeliver(_ deliver: (Int, Built) -> Void) {
    var next = 0
    while next < count {
      if ready[next].load(ordering: .acquiring) {
        guard let built = slots[next].take() else { preconditionFailure("item \(next) not stored") }
        deliver(next, built)
        next += 1
      } else if let index = claim() {
        buildAndStore(index)
      } else if watch(next, for: Self.watchLimit) {
        continue
      } else {
        // A helper is building item `next`. A wake-up meant for an earlier
        // wait may end this one early: the loop looks again.
        callerWaits.store(true, ordering: .sequentiallyConsistent)
        if ready[next].load(ordering: .sequentiallyConsistent) {
          callerWaits.store(false, ordering: .sequentiallyConsistent)
        } else {
          progress.wait()
        }
      }
    }
  }
}
