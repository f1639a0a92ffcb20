import Synchronization
import Testing

@testable import Trellis

@Suite("OrderedBuilds: building on several threads, handing over in order")
struct OrderedBuildsTests {
  /// Builds item `index` (its build is the index itself) after busy work
  /// of an uneven length, so that threads finish items out of order.
  private static func work(_ index: Int, seed: UInt64) -> Int {
    var value = seed &+ UInt64(index)
    for _ in 0..<(Int((seed &* 31 &+ UInt64(index) &* 7) % 5) * 200) {
      value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    }
    withExtendedLifetime(value) {}
    return index
  }

  @Test(
    "every item is handed over once, in order, with its own build",
    arguments: [(0, 1), (1, 1), (2, 1), (7, 1), (38, 1), (300, 1), (300, 3), (5, 8)])
  func handsOverEveryItemInOrder(count: Int, helpers: Int) {
    for seed in 0..<20 as Range<UInt64> {
      var delivered: [Int] = []
      OrderedBuilds<Int>.run(
        count: count, helpers: helpers,
        build: { Self.work($0, seed: seed) },
        deliver: { index, built in
          #expect(index == delivered.count)
          #expect(built == index)
          delivered.append(index)
        })
      #expect(delivered == Array(0..<count), "seed \(seed)")
    }
  }

  @Test("each item is built exactly once, across the caller and the helpers")
  func buildsEachItemOnce() {
    let count = 500
    let builds = BuildCounts(count: count)
    var delivered = 0
    OrderedBuilds<Int>.run(
      count: count, helpers: 3,
      build: { index in
        builds.count(index)
        return Self.work(index, seed: 1)
      },
      deliver: { _, _ in delivered += 1 })
    #expect(delivered == count)
    #expect(builds.counts == [Int](repeating: 1, count: count))
  }

  /// How many times each item was built, counted from every thread.
  /// Atomics, not a `Mutex`: under the Thread Sanitizer (CI runs this
  /// suite under it) counting under a `Mutex` was reported as racing on
  /// Linux, the ordering the lock gives going unseen.
  private final class BuildCounts: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Atomic<Int>>
    private let size: Int

    init(count: Int) {
      size = count
      slots = .allocate(capacity: count)
      for index in 0..<count { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
      slots.deinitialize(count: size)
      slots.deallocate()
    }

    func count(_ index: Int) {
      slots[index].wrappingAdd(1, ordering: .relaxed)
    }

    var counts: [Int] { (0..<size).map { slots[$0].load(ordering: .relaxed) } }
  }

  @Test("a slow caller (mounting what it got) still gets every build, in order")
  func slowDeliveryKeepsOrder() {
    var delivered: [Int] = []
    OrderedBuilds<Int>.run(
      count: 64, helpers: 1,
      build: { Self.work($0, seed: 3) },
      deliver: { index, built in
        // The helper builds ahead meanwhile.
        _ = Self.work(index, seed: 9)
        delivered.append(built)
      })
    #expect(delivered == Array(0..<64))
  }

  @Test("builds that outlast the caller's watch still reach it, in order, after it sleeps")
  func slowBuildsWakeTheCaller() {
    // Each build takes longer than the caller watches an item a helper
    // is building, so the caller sleeps on the semaphore and is woken.
    let buildTime = OrderedBuilds<Int>.watchLimit * 3
    var delivered: [Int] = []
    OrderedBuilds<Int>.run(
      count: 12, helpers: 3,
      build: { index in
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: buildTime)
        while clock.now < end {}
        return index
      },
      deliver: { index, built in
        #expect(built == index)
        delivered.append(index)
      })
    #expect(delivered == Array(0..<12))
  }
}
