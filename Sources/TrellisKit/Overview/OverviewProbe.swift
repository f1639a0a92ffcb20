import Trellis

/// The overview's link to the host, mounted (as an `Embedded` view) only
/// while the overview shows: it attaches `FrameMetrics` to the tree,
/// takes focus and gives it back, and refreshes the overview's snapshot on
/// a timer. While the overview is hidden it is not mounted, so nothing is
/// timed or refreshed.
@MainActor
final class OverviewProbe: Embeddable {
  /// What the probe reports to: the overview's state, the log to read and
  /// how often. Set by the component on each build (off the main actor).
  struct Connection: Sendable {
    var scope: Scope<OverviewState>
    var log: OverviewLog?
    var refreshInterval: Duration
  }

  nonisolated private let connection = Locked<Connection?>(nil)
  private weak var tree: HostViewTree?
  private var metrics: FrameMetrics?
  private var focusBefore: ViewID?
  private var timer: Task<Void, Never>?

  nonisolated init() {}

  /// Points the probe at the overview's current state and settings.
  nonisolated func connect(_ connection: Connection) {
    self.connection.withLock { $0 = connection }
  }

  func mount(host: any Host, in view: ViewID, size: Size) {
    guard let tree = (host as? any ViewTreeHost)?.tree else { return }
    self.tree = tree
    let metrics = FrameMetrics()
    self.metrics = metrics
    tree.frameMetrics = metrics
    // Keys go to the overview while it shows: focus moves to its close
    // button, once the mount that is under way has put it on screen.
    focusBefore = tree.focusedView
    if !tree.focus(tag: "overview-close") {
      tree.focus(nil)
      Task { @MainActor [weak self] in
        guard let self, let tree = self.tree, tree.focusedView == nil else { return }
        _ = tree.focus(tag: "overview-close")
      }
    }
    refresh(selecting: focusBefore)
    startTimer()
  }

  func resize(to size: Size) {}

  func unmount() {
    timer?.cancel()
    timer = nil
    guard let tree else { return }
    if let metrics, tree.frameMetrics === metrics { tree.frameMetrics = nil }
    metrics = nil
    // Focus goes back where it was, unless the user put it elsewhere in
    // the app meanwhile.
    let focused = tree.focusedView
    if focused == nil || focused.map({ isInsideOverview($0, in: tree) }) == true,
      let before = focusBefore, tree.isOnScreen(before)
    {
      tree.focus(before)
    }
    focusBefore = nil
    self.tree = nil
  }

  /// Reads the metrics, memory, views and log, and hands them to the
  /// overview's state; `selection` is selected when there is none yet.
  func refresh(selecting selection: ViewID? = nil) {
    guard let tree, let connection = connection.withLock({ $0 }) else { return }
    let frames = metrics?.frames ?? []
    let snapshot = OverviewSnapshot(
      frames: FrameTimeSummary(
        frames: frames, framesPerSecond: metrics?.framesPerSecond() ?? 0),
      memory: ResidentMemory.current(),
      views: InspectedView.walk(tree, excludingTag: OverviewLayer.tag),
      log: connection.log?.entries ?? [])
    connection.scope.mutate { state in
      state.snapshot = snapshot
      let current = state.selected ?? selection
      if current == nil || !snapshot.views.contains(where: { $0.id == current }) {
        state.selected = snapshot.views.first { $0.depth > 0 }?.id ?? snapshot.views.first?.id
      } else {
        state.selected = current
      }
    }
  }

  private func startTimer() {
    timer?.cancel()
    guard let interval = connection.withLock({ $0?.refreshInterval }), interval > .zero else {
      return
    }
    timer = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        guard !Task.isCancelled, let self else { return }
        refresh()
      }
    }
  }

  private func isInsideOverview(_ id: ViewID, in tree: HostViewTree) -> Bool {
    var current: ViewID? = id
    while let view = current.flatMap({ tree.view($0) }) {
      if view.tag == OverviewLayer.tag { return true }
      current = view.parent
    }
    return false
  }
}
