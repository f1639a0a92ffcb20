import Logging
import Observation
import Synchronization
public import TrellisDiff
import TrellisLayout

/// The single source of truth for what a list shows: sectioned models, each
/// item built from its model by a component provider and laid out off the
/// main actor.
///
/// ```swift
/// let feed = ComponentDataSource<String, Post>(
///   sizeRange: SizeRange(width: 80), environment: host.environment
/// ) { post, _ in
///   PostRow(post: post)
/// }
/// try await feed.apply(changeset, to: [ListSection("Today", items: posts)])
/// ```
///
/// Updates are applied in FIFO order. ``apply(_:to:)`` validates the
/// changeset against the data as it will be after everything queued (a bad
/// changeset throws TrellisDiff's `ChangesetError` and nothing changes),
/// builds and lays out only inserted and reloaded items in the background,
/// then commits on the main actor — if the state it started from is still
/// current; otherwise it computes again from the current state.
/// ``applySynchronously(_:to:)`` first flushes what is queued.
///
/// With ``ItemBuilding/onDemand(estimatedHeight:)`` nothing is built when a
/// change commits except reloads of the rows a list shows: a
/// ``ListMounter`` builds rows as they come into view, so a list of a
/// million rows costs only its models until it is scrolled. A list talks to
/// its data source through `ListItemSource` alone; which builds are let
/// go of as it scrolls is the `BuildReleasePolicy`'s decision.
///
/// Items rebuild themselves: when one of their components updates its
/// state, or when an `@Observable` model read while building the item
/// changes. Such rebuilds are batched per main-actor turn and touch only
/// the affected items.
@MainActor
public final class ComponentDataSource<Section: Sendable, Item: Sendable> {
  /// Called after each committed change with the state before, the state
  /// after, and the changes between them (in TrellisDiff's conventions).
  /// Builds made in the background for a list (see
  /// ``ItemBuilding/onDemand(estimatedHeight:)``) commit with an empty
  /// changeset.
  public typealias Listener =
    @MainActor (
      _ old: DataSourceState<Section, Item>, _ new: DataSourceState<Section, Item>,
      _ changes: Changeset
    ) -> Void

  /// Counts of work done, for tests and benchmarks.
  public struct Statistics: Hashable, Sendable {
    /// Items built and laid out (inserted, reloaded, rebuilt on their own,
    /// or built on demand).
    public var itemBuilds = 0
    /// Changes committed.
    public var commits = 0
    /// Results thrown away because the state changed while they were
    /// computed.
    public var recomputes = 0
  }

  // The state and the bookkeeping marked below are touched for every row
  // of every frame of a scrolling list; main-actor code never overlaps
  // their accesses, so the runtime's exclusivity checks are skipped.
  /// What is shown now.
  @exclusivity(unchecked) public internal(set) var state = DataSourceState<Section, Item>()
  /// The size range every item is laid out in; see ``setSizeRange(_:)``.
  public internal(set) var sizeRange: SizeRange
  /// How text is measured and frames rounded: the environment given at
  /// creation, until the data source is shown in a host that measures
  /// otherwise (see ``setEnvironment(_:)``).
  public internal(set) var environment: LayoutEnvironment
  /// When items are built. An explicit estimated height is in the units
  /// of ``environment``, and follows it (see ``setEnvironment(_:)``).
  public internal(set) var building: ItemBuilding
  /// Work done so far.
  public internal(set) var statistics = Statistics()
  /// The end of the responder chain for actions sent by items.
  public weak var responder: (any ActionResponder)?
  /// Under ``ItemBuilding/onDemand(estimatedHeight:)``, how many builds of
  /// items a list no longer shows are kept (the most recently shown):
  /// older ones are released, and built again if they come back. Items
  /// with state or controllers keep their builds, so nothing they hold is
  /// lost. Paging through a long list then holds a bounded number of
  /// builds instead of every row ever shown. Ignored under
  /// ``ItemBuilding/eager``, whose sizes must stay exact.
  public var retainedBuildLimit: Int {
    get { releasePolicy.retainedLimit }
    set { releasePolicy.retainedLimit = newValue }
  }

  let provider: @Sendable (Item, ItemContext) -> AnyComponent
  var listeners: [Int: Listener] = [:]
  var nextListener = 0
  /// Item counts after every queued change: what the next change is
  /// validated against.
  var expectedCounts: [Int] = []
  var queue: [Job] = []
  var tail: Task<Void, Never>?
  var dirty: Set<Int> = []
  var dirtyFlushScheduled = false
  @exclusivity(unchecked) var controllerStores: [Int: ControllerStore] = [:]
  /// The items whose kept build has scopes: the only ones that can hold
  /// state. A release looks into no other build. (Not kept under
  /// ``ItemBuilding/eager``, which releases nothing.)
  @exclusivity(unchecked) var scopedBuilds: Set<Int> = []
  /// What a list shows, and which of the builds it no longer shows go
  /// first: under ``ItemBuilding/onDemand(estimatedHeight:)``, reloads of
  /// the items shown and inserts landing in the list's window are built in
  /// the background, and builds beyond ``retainedBuildLimit`` released.
  @exclusivity(unchecked) var releasePolicy: BuildReleasePolicy
  /// Items with a background build queued.
  var requested: Set<Int> = []
  let counters = DataSourceCounters()
  /// Layouts its rows share when laid out alike (see ``LayoutMemo``): a
  /// new one for each environment.
  var layoutMemo = LayoutMemo()
  /// Counts changes of ``environment``: a build laid out under an older
  /// count lends no layout to the next, and a result computed under one
  /// is computed again.
  var environmentVersion = 0
  nonisolated static var logger: Logger { trellisLogger }

  /// Creates an empty data source.
  ///
  /// - Parameters:
  ///   - sizeRange: the range every item is laid out in, typically
  ///     ``SizeRange/init(width:)``.
  ///   - environment: the environment of the host the list will show in
  ///     (``Host/environment``): items are laid out as they are built,
  ///     before the list is mounted, so it is given here. Shown in a host
  ///     that measures otherwise, the items are laid out again in its
  ///     environment (see ``setEnvironment(_:)``).
  ///   - building: when items are built: ``ItemBuilding/eager`` (the
  ///     default) or on demand, for long lists.
  ///   - provider: makes an item's component from its model. It must be a
  ///     pure function of the model (and of `@Observable` state it reads):
  ///     it runs off the main actor, any number of times.
  public init<C: Component>(
    sizeRange: SizeRange, environment: LayoutEnvironment,
    building: ItemBuilding = .eager,
    provider: @escaping @Sendable (Item, ItemContext) -> C
  ) {
    self.sizeRange = sizeRange
    self.environment = environment
    self.building = building
    releasePolicy = BuildReleasePolicy(building: building)
    self.provider = { AnyComponent(provider($0, $1)) }
  }

  // MARK: Listening

  /// Adds a listener; returns a token for ``removeListener(_:)``.
  @discardableResult
  public func addListener(_ listener: @escaping Listener) -> Int {
    nextListener += 1
    listeners[nextListener] = listener
    return nextListener
  }

  /// Removes a listener.
  public func removeListener(_ token: Int) {
    listeners[token] = nil
  }

  // MARK: Changing the size range

  /// Lays every item out in `range` from now on: a list that takes the
  /// width of a resized window calls this with its new width.
  ///
  /// The items built so far are built again, in the background and in
  /// order with the changes queued (their state and controllers are kept);
  /// each is shown at its new size when done, as a reload. Items not built
  /// yet are built in `range` when needed. Returns the task that finishes
  /// when the new sizes are shown.
  @discardableResult
  public func setSizeRange(_ range: SizeRange) -> Task<Void, Never> {
    guard range != sizeRange else { return Task {} }
    sizeRange = range
    // Heights kept for released builds were measured in the old range:
    // such rows count by the estimate until they are built again.
    state.heights = state.heights.filter { state.builds[$0.key] != nil }
    return enqueue(Job(.rebuild(Set(state.builds.keys))))
  }

  // MARK: Applying changes

  /// Applies a changeset that turns the data (as it will be after what is
  /// queued) into `sections`. Inserted and reloaded items are built from
  /// `sections`; other items keep what they were built from.
  ///
  /// Returns when the change is shown. Throws, changing nothing, when the
  /// changeset does not fit the data.
  public func apply(_ changeset: Changeset, to sections: [ListSection<Section, Item>])
    async throws(ChangesetError)
  {
    let task = try enqueueValidated(changeset, to: sections)
    await task.value
  }

  /// Applies a changeset now, on the main actor, after flushing everything
  /// queued; throws, changing nothing, when it does not fit.
  public func applySynchronously(
    _ changeset: Changeset, to sections: [ListSection<Section, Item>]
  ) throws(ChangesetError) {
    let newCounts = sections.map(\.items.count)
    try changeset.validate(oldCounts: expectedCounts, newCounts: newCounts)
    flush()
    expectedCounts = newCounts
    let job = Job(.changeset(changeset, sections))
    runNow(job)
  }

  /// Replaces everything with `sections` (all sections deleted and
  /// inserted); returns when shown.
  public func reset(to sections: [ListSection<Section, Item>]) async {
    let changeset = Changeset(
      sectionDeletes: Array(0..<expectedCounts.count), sectionInserts: Array(sections.indices))
    // Deleting every section and inserting the new ones always fits.
    try? await apply(changeset, to: sections)
  }

  /// Computes and commits, on the main actor, everything queued so far.
  public func flush() {
    takeDirty()
    for job in queue where !job.done { runNow(job) }
    queue.removeAll()
  }

  /// Waits until everything queued (changes and item rebuilds) is shown.
  public func settle() async {
    while true {
      let awaited = tail
      if let awaited { await awaited.value }
      if tail != awaited { continue }
      if dirtyFlushScheduled || !dirty.isEmpty
        || counters.invalidations.load(ordering: .sequentiallyConsistent) > 0
      {
        await Task.yield()
        continue
      }
      // A state update reports itself as an invalidation, so the checks
      // above cover it too.
      return
    }
  }

  func enqueueValidated(_ changeset: Changeset, to sections: [ListSection<Section, Item>])
    throws(ChangesetError) -> Task<Void, Never>
  {
    let newCounts = sections.map(\.items.count)
    try changeset.validate(oldCounts: expectedCounts, newCounts: newCounts)
    expectedCounts = newCounts
    return enqueue(Job(.changeset(changeset, sections)))
  }

  func enqueue(_ job: Job) -> Task<Void, Never> {
    queue.append(job)
    let previous = tail
    let task = Task { @MainActor [weak self] in
      await previous?.value
      await self?.run(job)
    }
    tail = task
    return task
  }

  func run(_ job: Job) async {
    while !job.done {
      prepare(job)
      let baseVersion = state.version
      let baseEnvironment = environmentVersion
      let kind = job.kind
      let context = computeContext()
      let result = await Task.detached { [state] in
        Self.compute(kind, base: state, context: context)
      }.value
      if job.done { break }
      if state.version == baseVersion && environmentVersion == baseEnvironment {
        commit(job, result)
      } else {
        statistics.recomputes += 1
      }
    }
    queue.removeAll { $0 === job }
  }

  func runNow(_ job: Job) {
    prepare(job)
    commit(job, Self.compute(job.kind, base: state, context: computeContext()))
  }

  /// Applies queued state updates of the items a rebuild is for.
  func prepare(_ job: Job) {
    guard case .rebuild(let identities) = job.kind else { return }
    for identity in identities { state.builds[identity]?.store.applyPending() }
  }

  func computeContext() -> ComputeContext {
    ComputeContext(
      provider: provider, range: sizeRange, rootStyle: LayoutPass.rootStyle(for: sizeRange),
      environment: environment, environmentVersion: environmentVersion,
      layoutMemo: layoutMemo, counters: counters,
      eager: building == .eager, demand: releasePolicy.demand,
      invalidate: invalidate)
  }

  /// Marks an item dirty from wherever its Observation fires. Made once, not
  /// per context: a list asks for a context per row it builds on demand.
  lazy var invalidate: @Sendable (Int) -> Void = {
    [weak self, counters] identity in
    // Counted until it reaches the main actor, so `settle()` waits for it.
    counters.invalidations.add(1, ordering: .sequentiallyConsistent)
    Task { @MainActor in
      self?.markDirty(identity)
      counters.invalidations.subtract(1, ordering: .sequentiallyConsistent)
    }
  }

  func commit(_ job: Job, _ result: Result) {
    job.done = true
    let old = state
    if let sections = result.sections {
      state.setSections(sections, keys: result.keys ?? ItemKey.keys(of: sections))
    }
    state.version += 1
    var gone: [ControllerStore] = []
    for identity in result.removed {
      state.builds[identity] = nil
      scopedBuilds.remove(identity)
      state.heights[identity] = nil
      releasePolicy.didRemove(identity)
      if let store = controllerStores.removeValue(forKey: identity) { gone.append(store) }
    }
    // Listeners unmount removed items first; invalidation is the last call.
    defer { for store in gone { store.invalidateAll() } }
    for build in result.builds { accept(build) }
    if case .build(let requests) = job.kind {
      for request in requests { requested.remove(request.identity) }
    }
    statistics.itemBuilds += result.builds.count
    statistics.commits += 1
    for token in listeners.keys.sorted() {
      listeners[token]?(old, state, result.changes)
    }
  }

  /// Keeps a build unless the item has a newer one, or a build of the same
  /// generation made meanwhile on the main actor (whose state store is
  /// the item's now). `forWindow`: built for a list's window, on demand.
  func accept(_ build: BuiltItem, forWindow: Bool = false) {
    // One lookup: the build goes in, and the one it replaces comes back
    // if it must stay.
    if let existing = state.builds.updateValue(build, forKey: build.identity),
      existing.itemGeneration > build.itemGeneration
        || (existing.itemGeneration == build.itemGeneration && existing.store !== build.store)
    {
      state.builds[build.identity] = existing
      return
    }
    // Only a data source that releases builds asks which have scopes.
    if building != .eager {
      if !build.laidOut.tree.scopes.isEmpty {
        scopedBuilds.insert(build.identity)
      } else if !scopedBuilds.isEmpty {
        scopedBuilds.remove(build.identity)
      }
    }
    state.heights[build.identity] = build.size.height
    if forWindow {
      releasePolicy.didBuildForWindow(build.identity)
    } else {
      releasePolicy.didBuildInBackground(build.identity)
    }
    build.store.commit(build.laidOut.tree.scopes)
    for issue in build.laidOut.tree.issues {
      Self.logger.error("item \(build.identity): \(issue)")
    }
  }

}

/// A list shows a data source through ``ListItemSource``: its listeners,
/// ``ComponentDataSource/buildNow(at:delivering:)``,
/// ``ComponentDataSource/setDemand(_:requesting:)`` and
/// ``ComponentDataSource/keptControllers(for:)``.
extension ComponentDataSource: ListItemSource {}

extension Changeset {
  /// Only whole sections deleted and inserted: kept sections stay in order.
  var isSectionDeletesAndInsertsOnly: Bool {
    sectionMoves.isEmpty && sectionReloads.isEmpty && itemDeletes.isEmpty
      && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
  }

  /// Only item reloads: no item or section changes place.
  var isReloadsOnly: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionReloads.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
      && itemMoves.isEmpty
  }
}
