public import Trellis

extension Component {
  /// Adds the overview debug overlay to this component: `key` (F12 by
  /// default) shows it over the screen, Escape or the key again hides it.
  ///
  /// The overview shows the frame time of the last frames (a sparkline,
  /// median and 99th percentile), frames per second, the resident memory,
  /// the time the last frame spent building, laying out, mounting and
  /// drawing, a log console (with `log`), and an inspector of the mounted
  /// views: ↑ ↓ walk the tree, ← → go to the parent or first child, and
  /// the selected view is outlined on screen. `L` switches between the
  /// inspector and the log, `R` refreshes now.
  ///
  /// Attach it to the app's top-level component so it works on every
  /// screen:
  ///
  /// ```swift
  /// import TrellisKit
  /// import TrellisTerminal
  ///
  /// try await TerminalApp().run(MyApp().overview())
  /// ```
  ///
  /// While hidden it costs one key command: nothing is timed, read or
  /// refreshed. While shown it refreshes every `refreshInterval` (each
  /// refresh is a render and a frame of its own, which the overview shows
  /// too).
  ///
  /// - Parameters:
  ///   - key: The key that shows and hides the overview.
  ///   - log: Where the log console reads messages; install its handler
  ///     with `LoggingSystem.bootstrap` (see ``OverviewLog``).
  ///   - refreshInterval: How often the numbers are read while shown;
  ///     `.zero` only on showing and on `R`.
  public func overview(
    key: KeyPress = KeyPress(.function(12)), log: OverviewLog? = nil,
    refreshInterval: Duration = .milliseconds(500)
  ) -> some Component {
    OverviewHost(content: self, key: key, log: log, refreshInterval: refreshInterval)
  }
}

/// The component behind ``Component/overview(key:log:refreshInterval:)``:
/// the content with the key bound, and while shown the overview's layer
/// placed over it as an out-of-flow sibling, so showing and hiding it
/// never rebuilds or moves the content's views (focus, carets and scroll
/// offsets stay).
struct OverviewHost<Content: Component>: StatefulComponent {
  let content: Content
  let key: KeyPress
  let log: OverviewLog?
  let refreshInterval: Duration

  func initialState() -> OverviewState { OverviewState(probe: OverviewProbe()) }

  func body(state: OverviewState, scope: Scope<OverviewState>) -> some Component {
    content.keyCommand(key, "Overview", isShownInFooter: false) { _ in
      scope.mutate { $0.isShown = true }
    }
    if state.isShown {
      let _ = state.probe.connect(
        OverviewProbe.Connection(scope: scope, log: log, refreshInterval: refreshInterval))
      OverviewLayer(state: state, scope: scope, key: key)
        .position(x: 0, y: 0).frame(width: .percent(100), height: .percent(100))
    }
  }
}
