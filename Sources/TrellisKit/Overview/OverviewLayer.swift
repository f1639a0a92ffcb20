import Trellis

/// What the overview puts over the screen: an outline around the selected
/// view, the panel (at the bottom, or the top when the selected view is
/// down there), and the probe.
struct OverviewLayer: Component {
  /// The tag of the layer's view; the inspector leaves its subtree out.
  static let tag = "trellis-overview"

  let state: OverviewState
  let scope: Scope<OverviewState>
  let key: KeyPress

  var body: some Component {
    let probe = state.probe
    let selected = state.snapshot?.views.first { $0.id == state.selected }
    let frame = selected?.view.absoluteFrame
    let screen = state.snapshot?.views.first?.view.frame.size ?? Size(width: 0, height: 0)
    // The panel moves out of the way of a view in the lower half.
    let panelAtTop = frame.map { $0.origin.y >= screen.height / 2 } ?? false
    Stack(spacing: 0, alignment: .stretch, justification: panelAtTop ? .start : .end) {
      // Always one node, so the panel's identity (and its focused button)
      // stays the same whether an outline shows.
      Absolute {
        if let frame {
          OverviewOutline(frame: frame, screen: screen)
        }
      }
      .position(x: 0, y: 0).frame(width: .percent(100), height: .percent(100))
      OverviewPanel(state: state, scope: scope, key: key, isAtTop: panelAtTop)
      Embedded(state.probe).position(x: 0, y: 0).frame(width: 0, height: 0)
    }
    .tag(Self.tag)
    // On the layer, a top-level view: its commands work wherever the
    // focus is in it, and with nothing focused at all.
    .keyCommand(KeyPress(.escape), "Close", isShownInFooter: false) { _ in
      scope.mutate { $0.isShown = false }
    }
    .keyCommand(key, "Close", isShownInFooter: false) { _ in scope.mutate { $0.isShown = false } }
    .keyCommand(KeyPress(.up), "Previous view", isShownInFooter: false) { _ in move(.previous) }
    .keyCommand(KeyPress(.down), "Next view", isShownInFooter: false) { _ in move(.next) }
    .keyCommand(KeyPress(.left), "Parent", isShownInFooter: false) { _ in move(.parent) }
    .keyCommand(KeyPress(.right), "First child", isShownInFooter: false) { _ in
      move(.firstChild)
    }
    .keyCommand(KeyPress("l"), "Log", isShownInFooter: false) { _ in
      scope.mutate { $0.showsLog.toggle() }
    }
    .keyCommand(KeyPress("r"), "Refresh", isShownInFooter: false) { _ in probe.refresh() }
  }

  private func move(_ move: InspectorMove) {
    scope.mutate { state in
      state.selected = move.apply(to: state.selected, in: state.snapshot?.views ?? [])
    }
  }
}
