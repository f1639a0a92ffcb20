import Testing

@testable import Trellis

/// The policy on its own: builds are stood in for by identities, as the
/// policy knows them.
@Suite("BuildReleasePolicy")
struct BuildReleasePolicyTests {
  /// The builds a data source would hold: which items are built, which of
  /// them hold something (state, controllers), and what was released.
  struct Builds {
    var built: Set<Int> = []
    var holding: Set<Int> = []
    var released: [Int] = []

    /// Releases what `policy` finds over its limit, as a data source does.
    mutating func release(overLimitOf policy: inout BuildReleasePolicy) {
      let excess = policy.excess(builtCount: built.count)
      guard excess > 0 else { return }
      policy.release(excess, builtCount: built.count) { identity in
        guard built.contains(identity) else { return .notBuilt }
        if holding.contains(identity) { return .kept }
        built.remove(identity)
        released.append(identity)
        return .released
      }
    }

    /// A list's frame showing `page`: its rows not built yet are built for
    /// the window, then the demand is set and builds over the limit go.
    mutating func show(_ page: [Int], with policy: inout BuildReleasePolicy) {
      for identity in page where !built.contains(identity) {
        built.insert(identity)
        policy.didBuildForWindow(identity)
      }
      let built = built
      policy.show(ListDemand(identities: Set(page))) { built.contains($0) }
      release(overLimitOf: &policy)
    }
  }

  /// Page `number` of three rows.
  func page(_ number: Int) -> [Int] { Array(number * 3..<number * 3 + 3) }

  @Test("rows leaving the window are released oldest first once over the limit")
  func oldestFirst() {
    var policy = BuildReleasePolicy(building: .onDemand(estimatedHeight: 1))
    policy.retainedLimit = 2
    var builds = Builds()
    for number in 0..<4 { builds.show(page(number), with: &policy) }
    // 12 builds: not over 2 kept + 3 shown + a batch of 8.
    #expect(builds.released.isEmpty)
    builds.show(page(4), with: &policy)
    // 15 builds: down to the limit, 5, the oldest first (the rows of one
    // page left together, in no particular order).
    #expect(builds.released.map { $0 / 3 } == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3])
    #expect(builds.built.count == 5)
    #expect(builds.built.isSuperset(of: page(4)))
  }

  @Test("a page shown again outlives the pages shown before it came back")
  func shownAgainGoesLater() {
    var policy = BuildReleasePolicy(building: .onDemand(estimatedHeight: 1))
    policy.retainedLimit = 3
    var builds = Builds()
    for number in [0, 1, 2, 0, 3, 4] { builds.show(page(number), with: &policy) }
    // 15 builds, 6 kept (3 plus the 3 shown): pages 1 and 2 go before 0.
    #expect(builds.released.map { $0 / 3 } == [1, 1, 1, 2, 2, 2, 0, 0, 0])
    #expect(builds.built == Set(page(3) + page(4)))
  }

  @Test("the shown rows are never released, however low the limit")
  func shownRowsStay() {
    var policy = BuildReleasePolicy(building: .onDemand(estimatedHeight: 1))
    policy.retainedLimit = 0
    var builds = Builds()
    let shown = Array(100..<130)
    builds.show(shown, with: &policy)
    for identity in 0..<50 {
      builds.built.insert(identity)
      policy.didBuildInBackground(identity)
    }
    builds.show(shown, with: &policy)
    #expect(builds.built == Set(shown))
    #expect(builds.released == Array(0..<50))
  }

  @Test("a build that holds something stays queued and raises the bar for the next release")
  func holdingBuildsStay() {
    var policy = BuildReleasePolicy(building: .onDemand(estimatedHeight: 1))
    policy.retainedLimit = 0
    var builds = Builds(holding: [0, 1])
    for identity in 0..<20 {
      builds.built.insert(identity)
      policy.didBuildInBackground(identity)
    }
    builds.release(overLimitOf: &policy)
    #expect(builds.built == [0, 1])
    #expect(builds.released == Array(2..<20))
    // The two kept builds count as unreleasable: 8 more are a batch, not
    // yet worth a release.
    for identity in 20..<28 {
      builds.built.insert(identity)
      policy.didBuildInBackground(identity)
    }
    #expect(policy.excess(builtCount: builds.built.count) == 0)
    builds.built.insert(28)
    policy.didBuildInBackground(28)
    builds.release(overLimitOf: &policy)
    #expect(builds.built == [0, 1])
    #expect(builds.released == Array(2..<29))
  }

  @Test("a background build of a row the list shows is not queued; one it never shows is")
  func backgroundBuilds() {
    var policy = BuildReleasePolicy(building: .onDemand(estimatedHeight: 1))
    policy.show(ListDemand(identities: [5], window: 0..<1)) { _ in true }
    policy.didBuildInBackground(5)
    #expect(policy.queuedCount == 0)
    policy.didBuildInBackground(6)
    #expect(policy.queuedCount == 1)
    // Removed from the data: forgotten.
    policy.didRemove(6)
    #expect(policy.queuedCount == 0)
  }

  @Test("a row built for the window but not shown by it is queued at the next demand")
  func builtForWindowButNotShown() {
    var policy = BuildReleasePolicy(building: .onDemand(estimatedHeight: 1))
    policy.didBuildForWindow(7)
    policy.didBuildForWindow(8)
    #expect(policy.queuedCount == 0)
    policy.show(ListDemand(identities: [8], window: 0..<1)) { _ in true }
    #expect(policy.queuedCount == 1)
    // Once 8 leaves the window, it is queued too.
    policy.show(ListDemand()) { _ in true }
    #expect(policy.queuedCount == 2)
  }

  @Test("an eager policy keeps the demand and releases nothing")
  func eagerReleasesNothing() {
    var policy = BuildReleasePolicy(building: .eager)
    policy.retainedLimit = 0
    policy.show(ListDemand(identities: [1, 2], window: 3..<5)) { _ in true }
    #expect(policy.demand.identities == [1, 2])
    #expect(policy.demand.window == 3..<5)
    policy.didBuildInBackground(9)
    policy.didBuildForWindow(10)
    policy.show(ListDemand()) { _ in true }
    #expect(policy.queuedCount == 0)
    #expect(policy.excess(builtCount: 100_000) == 0)
  }
}
