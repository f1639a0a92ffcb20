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
  @exclusivity(unchecked) public private(set) var state = DataSourceState<Section, Item>()
  /// The size range every item is laid out in; see ``setSizeRange(_:)``.
  public private(set) var sizeRange: SizeRange
  /// How text is measured and frames rounded.
  public let environment: LayoutEnvironment
  /// When items are built.
  public let building: ItemBuilding
  /// Work done so far.
  public private(set) var statistics = Statistics()
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

  private let provider: @Sendable (Item, ItemContext) -> AnyComponent
  private var listeners: [Int: Listener] = [:]
  private var nextListener = 0
  /// Item counts after every queued change: what the next change is
  /// validated against.
  private var expectedCounts: [Int] = []
  private var queue: [Job] = []
  private var tail: Task<Void, Never>?
  private var dirty: Set<Int> = []
  private var dirtyFlushScheduled = false
  @exclusivity(unchecked) private var controllerStores: [Int: ControllerStore] = [:]
  /// The items whose kept build has scopes: the only ones that can hold
  /// state. A release looks into no other build. (Not kept under
  /// ``ItemBuilding/eager``, which releases nothing.)
  @exclusivity(unchecked) private var scopedBuilds: Set<Int> = []
  /// What a list shows, and which of the builds it no longer shows go
  /// first: under ``ItemBuilding/onDemand(estimatedHeight:)``, reloads of
  /// the items shown and inserts landing in the list's window are built in
  /// the background, and builds beyond ``retainedBuildLimit`` released.
  @exclusivity(unchecked) private var releasePolicy: BuildReleasePolicy
  /// Items with a background build queued.
  private var requested: Set<Int> = []
  private let counters = DataSourceCounters()
  /// Layouts its rows share when laid out alike (see ``LayoutMemo``).
  private let layoutMemo = LayoutMemo()
  nonisolated static var logger: Logger { trellisLogger }

  /// Creates an empty data source.
  ///
  /// - Parameters:
  ///   - sizeRange: the range every item is laid out in, typically
  ///     ``SizeRange/init(width:)``.
  ///   - environment: the environment of the host the list will show in
  ///     (``Host/environment``): items are laid out as they are built,
  ///     before the list is mounted, so it is given here.
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

  private func enqueueValidated(_ changeset: Changeset, to sections: [ListSection<Section, Item>])
    throws(ChangesetError) -> Task<Void, Never>
  {
    let newCounts = sections.map(\.items.count)
    try changeset.validate(oldCounts: expectedCounts, newCounts: newCounts)
    expectedCounts = newCounts
    return enqueue(Job(.changeset(changeset, sections)))
  }

  private func enqueue(_ job: Job) -> Task<Void, Never> {
    queue.append(job)
    let previous = tail
    let task = Task { @MainActor [weak self] in
      await previous?.value
      await self?.run(job)
    }
    tail = task
    return task
  }

  private func run(_ job: Job) async {
    while !job.done {
      prepare(job)
      let baseVersion = state.version
      let kind = job.kind
      let context = computeContext()
      let result = await Task.detached { [state] in
        Self.compute(kind, base: state, context: context)
      }.value
      if job.done { break }
      if state.version == baseVersion {
        commit(job, result)
      } else {
        statistics.recomputes += 1
      }
    }
    queue.removeAll { $0 === job }
  }

  private func runNow(_ job: Job) {
    prepare(job)
    commit(job, Self.compute(job.kind, base: state, context: computeContext()))
  }

  /// Applies queued state updates of the items a rebuild is for.
  private func prepare(_ job: Job) {
    guard case .rebuild(let identities) = job.kind else { return }
    for identity in identities { state.builds[identity]?.store.applyPending() }
  }

  private func computeContext() -> ComputeContext {
    ComputeContext(
      provider: provider, range: sizeRange, rootStyle: LayoutPass.rootStyle(for: sizeRange),
      environment: environment, layoutMemo: layoutMemo, counters: counters,
      eager: building == .eager, demand: releasePolicy.demand,
      invalidate: invalidate)
  }

  /// Marks an item dirty from wherever its Observation fires. Made once, not
  /// per context: a list asks for a context per row it builds on demand.
  private lazy var invalidate: @Sendable (Int) -> Void = {
    [weak self, counters] identity in
    // Counted until it reaches the main actor, so `settle()` waits for it.
    counters.invalidations.add(1, ordering: .sequentiallyConsistent)
    Task { @MainActor in
      self?.markDirty(identity)
      counters.invalidations.subtract(1, ordering: .sequentiallyConsistent)
    }
  }

  private func commit(_ job: Job, _ result: Result) {
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
  private func accept(_ build: BuiltItem, forWindow: Bool = false) {
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

  // MARK: Building on demand (what a list asks, see ListItemSource)

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
  private func releaseBuildsOverLimit() {
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
  private func keepsSomething(_ identity: Int, at index: [Int: BuiltItem].Index) -> Bool {
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
  private func requestBuilds(_ paths: [ItemPath]) {
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

  // MARK: Item rebuilds

  private func markDirty(_ identity: Int) {
    guard state.builds[identity] != nil else { return }
    dirty.insert(identity)
    guard !dirtyFlushScheduled else { return }
    dirtyFlushScheduled = true
    Task { @MainActor [weak self] in self?.flushDirty() }
  }

  private func flushDirty() {
    dirtyFlushScheduled = false
    takeDirty()
  }

  private func takeDirty() {
    guard !dirty.isEmpty else { return }
    let identities = dirty
    dirty = []
    _ = enqueue(Job(.rebuild(identities)))
  }

  /// How many items have a controller store, for tests.
  var controllerStoreCount: Int { controllerStores.count }

  /// The controllers of the item `build` shows, kept while the item
  /// exists (or, under on-demand building, while it has controllers or
  /// its build is kept); `nil` while no build of the item had a controlled
  /// component. Most list rows have none: they cost no store to make,
  /// look up and free as they scroll by.
  func keptControllers(for build: BuiltItem) -> ControllerStore? {
    if let store = controllerStores[build.identity] { return store }
    guard build.laidOut.tree.scopes.contains(where: { $0.makeController != nil }) else {
      return nil
    }
    let store = ControllerStore(store: build.store, belongsToItem: true)
    controllerStores[build.identity] = store
    return store
  }

  // MARK: Computing (off the main actor)

  final class Job {
    let kind: Kind
    var done = false

    init(_ kind: Kind) {
      self.kind = kind
    }
  }

  enum Kind: Sendable {
    case changeset(Changeset, [ListSection<Section, Item>])
    case rebuild(Set<Int>)
    case build([ItemBuildRequest])
  }

  struct Result: Sendable {
    /// The new sections, or `nil` when only builds change.
    var sections: [ListSection<Section, DataSourceItem<Item>>]?
    var changes: Changeset
    var builds: [BuiltItem] = []
    /// The items to build (with their previous builds), before ``builds``
    /// holds them: they are built together, in parallel.
    var toBuild: [(item: DataSourceItem<Item>, previous: BuiltItem?)] = []
    var removed: [Int] = []
    /// ``sections``' item keys, made with them off the main actor.
    var keys: [[ItemKey]]?
  }

  struct ComputeContext: Sendable {
    let provider: @Sendable (Item, ItemContext) -> AnyComponent
    let range: SizeRange
    /// The layout root's style for `range`, made once for all the items.
    let rootStyle: Style
    let environment: LayoutEnvironment
    /// Layouts this data source's rows share when laid out alike.
    let layoutMemo: LayoutMemo
    let counters: DataSourceCounters
    let eager: Bool
    let demand: ListDemand
    let invalidate: @Sendable (Int) -> Void
  }

  private struct Slot: Sendable {
    var item: DataSourceItem<Item>?
    var reload: Bool
  }

  nonisolated static func compute(
    _ kind: Kind, base: DataSourceState<Section, Item>, context: ComputeContext
  ) -> Result {
    var result = changes(kind, base: base, context: context)
    if result.keys == nil { result.keys = result.sections.map(ItemKey.keys(of:)) }
    result.builds = buildAll(result.toBuild, context: context)
    result.toBuild = []
    return result
  }

  /// What `kind` changes, with the items to build listed but not built.
  private nonisolated static func changes(
    _ kind: Kind, base: DataSourceState<Section, Item>, context: ComputeContext
  ) -> Result {
    switch kind {
    case .changeset(let changeset, let sections):
      if changeset.isReloadsOnly {
        return reload(changeset.itemReloads, in: base, sections: sections, context: context)
      }
      if changeset.isSectionDeletesAndInsertsOnly {
        return replaceSections(changeset, in: base, sections: sections, context: context)
      }
      return apply(changeset, to: base, sections: sections, context: context)
    case .rebuild(let identities):
      // Only the rebuilt items travel back; their paths are found for the
      // listeners.
      var result = Result(sections: nil, changes: Changeset())
      var reloads: [ItemPath] = []
      for s in base.sections.indices {
        let items = base.sections[s].items
        for i in items.indices where identities.contains(items[i].identity) {
          guard let previous = base.build(of: items[i]) else { continue }
          result.toBuild.append((items[i], previous))
          reloads.append(ItemPath(section: s, item: i))
        }
      }
      result.changes = Changeset(itemReloads: reloads)
      return result
    case .build(let requests):
      var result = Result(sections: nil, changes: Changeset())
      for request in requests {
        let path = request.path
        guard path.section < base.sections.count,
          path.item < base.sections[path.section].items.count
        else { continue }
        let item = base[path]
        guard item.identity == request.identity, base.currentBuild(of: item) == nil else {
          continue
        }
        result.toBuild.append((item, base.build(of: item)))
      }
      return result
    }
  }

  /// A change of models in place: O(reloads), the other items untouched.
  private nonisolated static func reload(
    _ paths: [ItemPath], in base: DataSourceState<Section, Item>,
    sections new: [ListSection<Section, Item>], context: ComputeContext
  ) -> Result {
    var result = Result(sections: nil, changes: Changeset(itemReloads: paths))
    var sections = base.sections
    for (s, section) in new.enumerated() {
      sections[s] = ListSection(section.model, items: sections[s].items)
    }
    for path in paths {
      let old = base[path]
      let item = DataSourceItem(
        identity: old.identity, model: new[path.section].items[path.item],
        generation: context.counters.generation.add(1, ordering: .relaxed).newValue)
      sections[path.section].items[path.item] = item
      if context.eager || context.demand.identities.contains(item.identity) {
        result.toBuild.append((item, base.build(of: old)))
      }
    }
    result.sections = sections
    return result
  }

  /// Whole sections deleted and inserted, nothing else: the kept sections
  /// keep their item arrays, inserted ones are made in one pass each —
  /// O(sections + inserted items).
  private nonisolated static func replaceSections(
    _ changeset: Changeset, in base: DataSourceState<Section, Item>,
    sections new: [ListSection<Section, Item>], context: ComputeContext
  ) -> Result {
    var result = Result(sections: nil, changes: changeset)
    let deleted = Set(changeset.sectionDeletes)
    let inserted = Set(changeset.sectionInserts)
    var kept = base.sections.indices.lazy.filter { !deleted.contains($0) }.makeIterator()
    var sections: [ListSection<Section, DataSourceItem<Item>>] = []
    sections.reserveCapacity(new.count)
    // The keys are made here, from the numbers handed out, rather than
    // read back from the items: this code is generic, so every item it
    // touches costs metadata lookups (a 100,000-row insert spent a third
    // of its time on them).
    var keys: [[ItemKey]] = []
    keys.reserveCapacity(new.count)
    var flatIndex = 0
    for t in new.indices {
      let section = new[t]
      if !inserted.contains(t), let s = kept.next() {
        sections.append(ListSection(section.model, items: base.sections[s].items))
        keys.append(base.keys[s])
        flatIndex += section.items.count
        continue
      }
      let models = section.items
      let count = models.count
      // One atomic step per section for the identities and generations.
      let firstIdentity = context.counters.identity.add(count, ordering: .relaxed).newValue - count
      let firstGeneration =
        context.counters.generation.add(count, ordering: .relaxed).newValue - count
      let items = [DataSourceItem<Item>](unsafeUninitializedCapacity: count) { buffer, made in
        for j in 0..<count {
          buffer.initializeElement(
            at: j,
            to: DataSourceItem(
              identity: firstIdentity + j + 1, model: models[j],
              generation: firstGeneration + j + 1))
        }
        made = count
      }
      keys.append(
        (0..<count).map {
          ItemKey(identity: firstIdentity + $0 + 1, generation: firstGeneration + $0 + 1)
        })
      // Those in the list's window (all when eager) are built now.
      let span = flatIndex..<(flatIndex + count)
      let toBuild = context.eager ? span : span.clamped(to: context.demand.window)
      for index in toBuild { result.toBuild.append((items[index - flatIndex], nil)) }
      flatIndex += count
      sections.append(ListSection(section.model, items: items))
    }
    result.keys = keys
    result.sections = sections
    for s in changeset.sectionDeletes {
      result.removed.append(contentsOf: base.sections[s].items.map(\.identity))
    }
    return result
  }

  private nonisolated static func apply(
    _ changeset: Changeset, to base: DataSourceState<Section, Item>,
    sections new: [ListSection<Section, Item>], context: ComputeContext
  ) -> Result {
    // Reloaded items keep their identity (and state): play the changeset
    // without its reloads, carrying a mark, then rebuild the marked ones.
    let reloaded = Set(changeset.itemReloads)
    let oldSlots = base.sections.enumerated().map { s, section in
      ListSection(
        section.model,
        items: section.items.enumerated().map { i, item in
          Slot(
            item: item,
            reload: !reloaded.isEmpty && reloaded.contains(ItemPath(section: s, item: i)))
        })
    }
    let carrying = Changeset(
      sectionDeletes: changeset.sectionDeletes, sectionInserts: changeset.sectionInserts,
      sectionMoves: changeset.sectionMoves, sectionReloads: changeset.sectionReloads,
      itemDeletes: changeset.itemDeletes, itemInserts: changeset.itemInserts,
      itemMoves: changeset.itemMoves)
    let newSlots: [ListSection<Section, Slot>]
    do {
      newSlots = try carrying.apply(
        to: oldSlots,
        section: { t in
          ListSection(
            new[t].model,
            items: Array(repeating: Slot(item: nil, reload: false), count: new[t].items.count))
        },
        item: { _ in Slot(item: nil, reload: false) })
    } catch {
      // Validated when queued against the same counts; unreachable, but
      // never crash: show nothing new.
      logger.error("changeset rejected after validation: \(error)")
      return Result(sections: base.sections, changes: Changeset())
    }
    var result = Result(sections: nil, changes: changeset)
    var sections: [ListSection<Section, DataSourceItem<Item>>] = []
    sections.reserveCapacity(newSlots.count)
    var flatIndex = 0
    for (t, section) in newSlots.enumerated() {
      var items: [DataSourceItem<Item>] = []
      items.reserveCapacity(section.items.count)
      for (j, slot) in section.items.enumerated() {
        defer { flatIndex += 1 }
        guard let old = slot.item else {
          let item = DataSourceItem(
            identity: context.counters.identity.add(1, ordering: .relaxed).newValue,
            model: new[t].items[j],
            generation: context.counters.generation.add(1, ordering: .relaxed).newValue)
          if context.eager || context.demand.window.contains(flatIndex) {
            result.toBuild.append((item, nil))
          }
          items.append(item)
          continue
        }
        guard slot.reload else {
          items.append(old)
          continue
        }
        let item = DataSourceItem(
          identity: old.identity, model: new[t].items[j],
          generation: context.counters.generation.add(1, ordering: .relaxed).newValue)
        if context.eager || context.demand.identities.contains(item.identity) {
          result.toBuild.append((item, base.build(of: old)))
        }
        items.append(item)
      }
      sections.append(ListSection(new[t].model, items: items))
    }
    result.sections = sections
    for path in changeset.itemDeletes {
      result.removed.append(base.sections[path.section].items[path.item].identity)
    }
    for s in changeset.sectionDeletes + changeset.sectionReloads {
      result.removed.append(contentsOf: base.sections[s].items.map(\.identity))
    }
    return result
  }

  /// Builds and lays out one item, tracking the observable properties its
  /// provider and components read. A previous build lends its state
  /// store (state, controllers) and its layout (to lay out incrementally).
  nonisolated static func build(
    _ item: DataSourceItem<Item>, previous: BuiltItem?, context: ComputeContext
  ) -> BuiltItem {
    let itemContext = ItemContext(sizeRange: context.range)
    let identity = item.identity
    let invalidate = context.invalidate
    let store = previous?.store ?? StateStore(identity: identity, invalidate: invalidate)
    // Room for as many nodes as the item had last time, or as the last item
    // built had (rows of a list tend to be alike): growing the node array
    // one doubling at a time copies every node again each time.
    let expectedNodes =
      previous?.laidOut.tree.nodes.count
      ?? context.counters.lastNodeCount.load(ordering: .relaxed)
    let tree = withObservationTracking {
      TreeBuilder.build(
        context.provider(item.model, itemContext), states: store.snapshot(), store: store,
        expectedNodeCount: min(expectedNodes, 256))
    } onChange: {
      invalidate(identity)
    }
    context.counters.lastNodeCount.store(tree.nodes.count, ordering: .relaxed)
    let laidOut = LayoutPass.layout(
      tree, in: context.range, environment: context.environment, previous: previous?.laidOut,
      rootStyle: context.rootStyle, memo: context.layoutMemo)
    return BuiltItem(
      identity: identity, itemGeneration: item.generation,
      buildNumber: context.counters.build.add(1, ordering: .relaxed).newValue,
      laidOut: laidOut, store: store)
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
