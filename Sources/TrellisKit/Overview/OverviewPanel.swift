import Foundation
import Logging
import Trellis

/// The overview's panel: frame times, memory and phases on top, then the
/// view inspector or the log console, then the keys.
struct OverviewPanel: Component {
  let state: OverviewState
  let scope: Scope<OverviewState>
  let key: KeyPress
  /// Whether the panel sits at the top of the screen (its rule, which
  /// parts it from the screen, then goes under it).
  var isAtTop = false

  /// Rows of the tree shown around the selected view.
  static let treeRows = 5
  /// Log messages shown.
  static let logRows = 8

  var body: some Component {
    let snapshot = state.snapshot
    Stack(spacing: 0, alignment: .stretch) {
      if !isAtTop { Divider() }
      Stack(.horizontal, spacing: 2) {
        Text("Overview").bold().foregroundColor(.accent)
        Text(snapshot.map(Self.framesLine) ?? "measuring…").lineLimit(1).tag("overview-frames")
          .flex(grow: 1, shrink: 1)
        Button("Close") { scope.mutate { $0.isShown = false } }.tag("overview-close").autofocus()
      }
      .scaled()
      Text(snapshot.map(Self.phasesLine) ?? "").lineLimit(1).foregroundColor(.muted)
        .tag("overview-phases")
      Divider()
      if state.showsLog {
        OverviewLogConsole(entries: snapshot?.log ?? [])
      } else {
        OverviewInspector(views: snapshot?.views ?? [], selected: state.selected)
      }
      Text(hints).lineLimit(1).foregroundColor(.muted)
      if isAtTop { Divider() }
    }
    // Steps of the host's spacing scale: a cell on a grid.
    .padding(steps: EdgeInsets(horizontal: 1, vertical: 0))
    // The theme's own page colours (its text on its background): the
    // panel reads in a light theme and a dark one, on every host.
    .backgroundColor(.role(.background))
    .tag("overview-panel")
  }

  private var hints: String {
    let page = state.showsLog ? "L views" : "↑↓ view  ←→ parent/child  L log"
    return "\(page)  R refresh  \(key.displayName)/Esc close"
  }

  /// `p50 0.42 ms  p99 1.30 ms  12 fps  memory 23.4 MB  frame ▁▃█▂`.
  static func framesLine(_ snapshot: OverviewSnapshot) -> String {
    let frames = snapshot.frames
    var parts = ["p50 " + (frames.p50.map(FrameTimeSummary.milliseconds) ?? "–")]
    parts.append("p99 " + (frames.p99.map(FrameTimeSummary.milliseconds) ?? "–"))
    parts.append("\(frames.framesPerSecond) fps")
    switch snapshot.memory {
    case .success(let bytes): parts.append("memory " + ResidentMemory.format(bytes: bytes))
    case .failure(let error): parts.append("memory: \(error)")
    }
    // The sparkline last: on a narrow screen it is what gets cut.
    parts.append("frame " + FrameTimeSummary.sparkline(frames.frameTimes, width: 24))
    return parts.joined(separator: "  ")
  }

  /// `last frame: build 0.31 ms  layout 0.20 ms  mount 0.10 ms  draw 0.42 ms`.
  static func phasesLine(_ snapshot: OverviewSnapshot) -> String {
    guard let last = snapshot.frames.last else { return "no frame drawn yet" }
    let phases = FramePhase.allCases.map { "\($0) " + FrameTimeSummary.milliseconds(last[$0]) }
    return "last frame: " + phases.joined(separator: "  ")
  }
}

/// The inspector page: a few rows of the tree around the selected view,
/// then its kind, frame, component and attributes.
struct OverviewInspector: Component {
  let views: [InspectedView]
  let selected: ViewID?

  var body: some Component {
    let index = views.firstIndex { $0.id == selected }
    let start = max(
      0, min((index ?? 0) - OverviewPanel.treeRows / 2, views.count - OverviewPanel.treeRows))
    let window =
      views.isEmpty ? [] : Array(views[start..<min(start + OverviewPanel.treeRows, views.count)])
    Stack(spacing: 0, alignment: .stretch) {
      for entry in window {
        let isSelected = entry.id == selected
        Text(
          (isSelected ? "▸ " : "  ") + String(repeating: "  ", count: min(entry.depth, 20))
            + Self.summary(entry)
        )
        .lineLimit(1).foregroundColor(isSelected ? .accent : nil)
        .key(entry.id.rawValue)
      }
      if let index {
        let entry = views[index]
        Text(
          "view \(index + 1) of \(views.count)  \(entry.view.kind)  \(entry.view.absoluteFrame)"
            + "  component \(entry.componentType ?? "none")"
        )
        .lineLimit(1).bold().tag("overview-selected")
        Text("built in: " + (entry.shortComponentPath ?? "no component (a host's own view)"))
          .lineLimit(1).foregroundColor(.muted).tag("overview-component-path")
        Text(entry.view.attributes.isEmpty ? "no attributes" : "\(entry.view.attributes)")
          .lineLimit(2).tag("overview-attributes")
      } else {
        Text("no view selected").foregroundColor(.muted)
      }
    }
  }

  /// `text "Hello" #title`: kind, text and tag.
  static func summary(_ entry: InspectedView) -> String {
    var text = "\(entry.view.kind)"
    if let shown = entry.view.text, !shown.isEmpty {
      text += " “" + String(shown.prefix(30)).replacingOccurrences(of: "\n", with: " ") + "”"
    }
    if let tag = entry.view.tag { text += " #\(tag)" }
    if let type = entry.componentType { text += "  ‹\(type)›" }
    return text
  }
}

/// The log page: the last messages, newest at the bottom.
struct OverviewLogConsole: Component {
  let entries: [OverviewLogEntry]

  var body: some Component {
    let shown = entries.suffix(OverviewPanel.logRows)
    Stack(spacing: 0, alignment: .stretch) {
      if shown.isEmpty {
        Text("no log messages (install OverviewLog's handler with LoggingSystem.bootstrap)")
          .foregroundColor(.muted).lineLimit(1)
      }
      for (offset, entry) in shown.enumerated() {
        Text("[\(entry.level)] \(entry.label): \(entry.message)").lineLimit(1)
          .foregroundColor(Self.color(of: entry.level)).key(offset)
          .tag("overview-log-\(offset)")
      }
    }
  }

  static func color(of level: Logger.Level) -> Color? {
    switch level {
    case .trace, .debug: .muted
    case .info, .notice: nil
    case .warning: .warning
    case .error, .critical: .danger
    }
  }
}
