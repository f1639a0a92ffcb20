import Logging

/// Shows one component tree in a host container: builds and lays it out
/// off the main actor, mounts it, owns its state and controllers, and
/// rebuilds it when its state changes. ComponentKit's hosting view.
///
/// ```swift
/// let root = ComponentRoot(host: host, container: host.rootView,
///                          sizeRange: SizeRange(exactly: Size(width: 80, height: 24)))
/// await root.render(Counter())
/// host.tap(tag: "increment")
/// await root.settle()   // the state update has been rebuilt and mounted
/// ```
@MainActor
public final class ComponentRoot {
  /// Counts of work done, for tests and benchmarks.
  public struct Statistics: Hashable, Sendable {
    /// Times the tree was built (and laid out).
    public var renders = 0
    /// Times a finished render was mounted.
    public var mounts = 0
  }

  /// The size range the root is laid out in; changing it re-renders.
  public var sizeRange: SizeRange {
    didSet { if sizeRange != oldValue { scheduleRender() } }
  }
  /// How text is measured and frames rounded.
  public let environment: LayoutEnvironment
  /// Work done so far.
  public private(set) var statistics = Statistics()
  /// Problems found by the last build (unkeyed stateful siblings, …).
  public private(set) var issues: [BuildIssue] = []
  /// Actions no responder handled, oldest first (each is also logged).
  public private(set) var unhandledActions: [any ComponentAction] = []
  /// The end of the responder chain (a presenter, a screen).
  public weak var responder: (any ActionResponder)? {
    didSet { mounter.responder = responder }
  }

  private let mounter: Mounter
  /// The tree mounted into, when the host keeps one: its
  /// ``HostViewTree/frameMetrics`` (usually `nil`) decide whether renders
  /// are timed.
  private weak var viewTree: HostViewTree?
  private let controllers: ControllerStore
  private let store: StateStore
  private var component: AnyComponent?
  private var laidOut: LaidOutTree?
  /// Renders run one after another; this is the last one queued.
  private var tail: Task<Void, Never>?
  private var generation = 0
  /// Whether finished renders are mounted: `false` from ``unmount()``
  /// until the next ``render(_:)`` or ``renderSynchronously(_:)``, so a
  /// state update or size change of an unmounted root (a screen covered by
  /// another) is built but does not put its views back on screen.
  private var mountsRenders = true

  /// Creates a root mounting into `container`, a view the host already
  /// has, laid out in `environment` — the host's
  /// (``Host/environment``) when `nil`.
  public init(
    host: any Host, container: ViewID, sizeRange: SizeRange = .unbounded,
    environment: LayoutEnvironment? = nil
  ) {
    self.sizeRange = sizeRange
    self.environment = environment ?? host.environment
    let relay = WeakRelay()
    let store = StateStore(identity: 0) { _ in relay.fire() }
    self.store = store
    self.controllers = ControllerStore(store: store)
    self.mounter = Mounter(host: host, container: container, controllers: controllers)
    mounter.onUnhandledAction = { [weak self] action in self?.unhandledActions.append(action) }
    viewTree = (host as? any ViewTreeHost)?.tree
    relay.action = { [weak self] in self?.scheduleRender() }
  }

  /// The laid-out size of the root.
  public var size: Size { laidOut?.size ?? .zero }

  /// Where the tree's top-left corner sits in the container.
  public var origin: Point {
    get { mounter.origin }
    set { mounter.origin = newValue }
  }

  /// Shows `component`: builds and lays it out off the main actor, then
  /// mounts it. Returns once it is mounted (or superseded by a later call).
  public func render(_ component: some Component) async {
    self.component = AnyComponent(component)
    mountsRenders = true
    scheduleRender()
    await settleRenders()
  }

  /// Shows `component` now, building on the main actor: for first frames
  /// and tests. Waits for nothing queued; queued renders still run after.
  public func renderSynchronously(_ component: some Component) {
    self.component = AnyComponent(component)
    mountsRenders = true
    store.applyPending()
    generation += 1
    let result = RenderPipeline.render(
      AnyComponent(component), store: store, range: sizeRange, environment: environment,
      previous: laidOut)
    commit(result)
  }

  /// Waits until every state update and render queued so far is mounted,
  /// each controller's started work has ended (see
  /// ``ComponentController/settle()``: an image fetch, a load) and each
  /// embedded content (a list, a table) has shown what it queued (see
  /// ``Embeddable/settle()``) — again, while that work queued more. What a
  /// test or a presenter awaits; a host's run loop awaits
  /// ``settleRenders()``, which does not wait for controllers' work.
  public func settle() async {
    // Bounded: work that keeps queueing more (a controller that starts a
    // new fetch from each result) cannot hold a caller for ever.
    for _ in 0..<100 {
      await settleRenders()
      let renderedBefore = tail
      for controller in Array(controllers.controllers.values) { await controller.settle() }
      guard store.hasPending || tail != renderedBefore else { return }
    }
  }

  /// Waits until every state update and render queued so far is mounted,
  /// then until each embedded content (a list, a table) has shown what it
  /// queued (see ``Embeddable/settle()``); work that controllers started
  /// (a fetch) may still be under way.
  public func settleRenders() async {
    while true {
      if let task = tail {
        await task.value
        guard tail == task else { continue }
      }
      // Updates enqueued but not yet scheduled (a state change just made,
      // before any render): their render is queued on the main actor
      // right behind us.
      guard store.hasPending else { break }
      await Task.yield()
    }
    for content in mounter.embeddedContents { await content.settle() }
  }

  /// Unmounts the views; the state and controllers stay until the root is
  /// released or ``invalidate()`` is called. State updates and size
  /// changes that follow are built but not mounted: the views come back
  /// with the next ``render(_:)`` or ``renderSynchronously(_:)``.
  public func unmount() {
    mountsRenders = false
    mounter.unmount()
  }

  /// Unmounts and invalidates every controller: the root is done.
  public func invalidate() {
    mounter.unmount()
    controllers.invalidateAll()
    tail?.cancel()
  }

  /// Queues one render of the current component with the current state;
  /// state updates made in the same turn share it.
  private func scheduleRender() {
    let previousTask = tail
    let task = Task { @MainActor [weak self] in
      await previousTask?.value
      await self?.performRender()
    }
    tail = task
  }

  private func performRender() async {
    guard let component else { return }
    store.applyPending()
    generation += 1
    let startedAt = generation
    let store = self.store
    let range = sizeRange
    let environment = self.environment
    let previous = laidOut
    // Timed only while something observes the frames (an overview).
    let metrics = viewTree?.frameMetrics
    let timed = metrics != nil
    let result = await Task.detached {
      RenderPipeline.timedRender(
        component, store: store, range: range, environment: environment, previous: previous,
        timing: timed)
    }.value
    // A synchronous render happened meanwhile: this result is stale. (State
    // updates that arrived meanwhile have a render of their own queued.)
    guard startedAt == generation else { return }
    metrics?.record(.build, result.build)
    metrics?.record(.layout, result.layout)
    commit(result.tree)
  }

  private func commit(_ result: LaidOutTree) {
    statistics.renders += 1
    store.commit(result.tree.scopes)
    guard mountsRenders else {
      // Kept for the next render to reuse; that render mounts.
      laidOut = result
      return
    }
    for issue in result.tree.issues where !issues.contains(issue) {
      Mounter.logger.error("\(issue)")
    }
    issues = result.tree.issues
    laidOut = result
    let metrics = viewTree?.frameMetrics
    let mount = { [mounter] in
      let start = metrics.map { _ in ContinuousClock.now }
      mounter.mount(result)
      if let metrics, let start { metrics.record(.mount, .now - start) }
    }
    // One group: a host drawing at its end sends the frame in this job,
    // not in one queued behind every other job (D-261).
    if let viewTree { viewTree.groupChanges(mount) } else { mount() }
    statistics.mounts += 1
  }
}

/// Forwards a callback from any thread to the main actor, weakly.
final class WeakRelay: @unchecked Sendable {
  // Set once on the main actor before any callback can fire; read only by
  // the main-actor task `fire` schedules.
  nonisolated(unsafe) var action: (@MainActor () -> Void)?

  func fire() {
    Task { @MainActor in self.action?() }
  }
}
