import Logging
import Testing
import Trellis
import TrellisKit
import TrellisTerminal

/// A small app with focusable controls, for the overview to sit on.
private struct Sample: Component {
  var body: some Component {
    Stack(spacing: 1) {
      Text("Sample screen").tag("title")
      Button("First") {}.tag("first")
      Button("Second") {}.tag("second")
    }
  }
}

/// The overview on a terminal run loop drawing to memory: the whole
/// pipeline, metrics fed by the root and the loop as in an app.
@MainActor
private final class OverviewScreen {
  let loop: TerminalRunLoop<MemoryTerminal>

  init(_ component: some Component, columns: Int = 100, rows: Int = 30) async throws {
    loop = TerminalRunLoop(
      backend: MemoryTerminal(width: columns, height: rows),
      size: TerminalSize(columns: columns, rows: rows))
    try await loop.show(component)
  }

  var tree: HostViewTree { loop.host.tree }
  var lines: [String] { loop.display.backend.lines }
  var text: String { lines.joined(separator: "\n") }

  /// Presses a key, waits for what it changed to be mounted, draws.
  func press(_ key: KeyPress.Key, modifiers: TerminalModifiers = []) async throws {
    loop.handle(.key(KeyEvent(key, modifiers: modifiers)))
    try await settle()
  }

  func settle() async throws {
    // The probe's first refresh is queued while the overview mounts.
    for _ in 0..<3 { await loop.root.settle() }
    try loop.drawFrame()
  }

  func focusedTag() -> String? { tree.focusedView.flatMap { tree.view($0)?.tag } }
}

@Suite("Overview overlay")
@MainActor
struct OverviewTests {
  private let f12 = KeyPress.Key.function(12)

  @Test("F12 shows the overview and hides it; Escape hides it too")
  func toggles() async throws {
    let screen = try await OverviewScreen(Sample().overview(refreshInterval: .zero))
    #expect(!screen.text.contains("Overview"))
    try await screen.press(f12)
    #expect(screen.text.contains("Overview"))
    #expect(screen.text.contains("F12/Esc close"))
    try await screen.press(f12)
    #expect(!screen.text.contains("Overview"))
    try await screen.press(f12)
    #expect(screen.text.contains("Overview"))
    try await screen.press(.escape)
    #expect(!screen.text.contains("Overview"))
    #expect(screen.text.contains("Sample screen"))
  }

  @Test("while hidden nothing is timed; while shown the tree has frame metrics")
  func hiddenCostsNothing() async throws {
    let screen = try await OverviewScreen(Sample().overview(refreshInterval: .zero))
    #expect(screen.tree.frameMetrics == nil)
    try await screen.press(f12)
    let metrics = try #require(screen.tree.frameMetrics)
    #expect(!metrics.frames.isEmpty)
    try await screen.press(.escape)
    #expect(screen.tree.frameMetrics == nil)
  }

  @Test("frame times, rate, memory and phases are shown")
  func showsMetrics() async throws {
    let screen = try await OverviewScreen(Sample().overview(refreshInterval: .zero))
    try await screen.press(f12)
    // Draw a few frames, then refresh the numbers.
    try await screen.press(.character("r"))
    try await screen.press(.character("r"))
    let text = screen.text
    #expect(text.contains("frame "))
    #expect(text.contains("p50 ") && text.contains(" ms"))
    #expect(text.contains("p99 "))
    #expect(text.contains(" fps"))
    #expect(text.contains("memory "))
    #expect(text.contains("last frame: build"))
    #expect(text.contains("layout") && text.contains("mount") && text.contains("draw"))
    #if os(Linux)
      // The whole test process's resident size: any unit, as its size varies.
      #expect(text.contains(/memory \d+(\.\d)? (B|KB|MB|GB|TB)/))
    #endif
  }

  @Test("focus moves into the overview and returns where it was")
  func focusReturns() async throws {
    let screen = try await OverviewScreen(Sample().overview(refreshInterval: .zero))
    try await screen.press(.tab)
    try await screen.press(.tab)
    #expect(screen.focusedTag() == "second")
    try await screen.press(f12)
    #expect(screen.focusedTag() == "overview-close")
    try await screen.press(.escape)
    #expect(screen.focusedTag() == "second")
  }

  @Test("the inspector starts at the focused view and the arrows walk the tree")
  func inspectorMoves() async throws {
    let screen = try await OverviewScreen(Sample().overview(refreshInterval: .zero))
    try await screen.press(.tab)
    try await screen.press(f12)
    #expect(selectedLine(screen).contains("button"))
    #expect(screen.text.contains("▸ ") && screen.text.contains("#first"))
    try await screen.press(.down)
    #expect(screen.lines.contains { $0.contains("▸") && $0.contains("#second") })
    try await screen.press(.up)
    try await screen.press(.up)
    #expect(screen.lines.contains { $0.contains("▸") && $0.contains("#title") })
    try await screen.press(.left)
    #expect(selectedLine(screen).contains("container"))
    try await screen.press(.right)
    #expect(screen.lines.contains { $0.contains("▸") && $0.contains("#title") })
    // Component types and attributes are shown.
    #expect(screen.text.contains("component "))
    #expect(screen.text.contains("tag"))
  }

  @Test("the selected view is outlined on screen")
  func outlinesSelection() async throws {
    let screen = try await OverviewScreen(Sample().overview(refreshInterval: .zero))
    try await screen.press(.tab)
    try await screen.press(f12)
    let first = try #require(screen.loop.host.find(tag: "first"))
    let frame = first.absoluteFrame
    let top = Int(frame.origin.y) - 1
    let left = Int(frame.origin.x) - 1
    // Dividers the host draws: on a grid, lines of `─` above and below and
    // `│` at each side, one cell outside the frame.
    let line = Array(screen.lines[top])
    #expect(line[max(left, 0)] == "─")
    let bottom = Array(screen.lines[Int(frame.origin.y + frame.size.height)])
    #expect(bottom[max(left, 0)] == "─")
    let outline = try #require(screen.loop.host.find(tag: "overview-outline")).absoluteFrame
    #expect(outline.origin == Point(x: Double(max(left, 0)), y: Double(top)))
    let side = Array(screen.lines[Int(frame.origin.y)])
    let right = Int(outline.origin.x + outline.size.width) - 1
    #expect(side[max(left, 0)] == "│")
    #expect(side.indices.contains(right) && side[right] == "│", "\(side) at \(right)")
    // Moving the selection moves the outline.
    try await screen.press(.down)
    let second = try #require(screen.loop.host.find(tag: "second")).absoluteFrame
    #expect(Array(screen.lines[Int(second.origin.y) - 1])[max(Int(second.origin.x) - 1, 0)] == "─")
  }

  @Test("log messages appear in the log console")
  func logConsole() async throws {
    let log = OverviewLog(capacity: 10)
    var logger = Logger(label: "sample") { log.handler(label: $0) }
    logger.logLevel = .debug
    logger.warning("disk almost full", metadata: ["free": "3%"])
    let screen = try await OverviewScreen(Sample().overview(log: log, refreshInterval: .zero))
    try await screen.press(f12)
    try await screen.press(.character("l"))
    #expect(screen.text.contains("[warning] sample: disk almost full free=3%"))
    logger.info("second message")
    try await screen.press(.character("r"))
    #expect(screen.text.contains("[info] sample: second message"))
    try await screen.press(.character("l"))
    #expect(!screen.text.contains("second message"))
  }

  @Test("the overview keeps out of the content: showing it rebuilds none of its views")
  func contentUntouched() async throws {
    let screen = try await OverviewScreen(Sample().overview(refreshInterval: .zero))
    let before = try #require(screen.loop.host.find(tag: "second")).id
    try await screen.press(f12)
    try await screen.press(.escape)
    #expect(screen.loop.host.find(tag: "second")?.id == before)
  }

  @Test("a resize while shown lays the overview out again")
  func resizes() async throws {
    let screen = try await OverviewScreen(Sample().overview(refreshInterval: .zero))
    try await screen.press(f12)
    screen.loop.handle(.resize(TerminalSize(columns: 80, rows: 24)))
    try await screen.settle()
    #expect(screen.lines.count == 24)
    #expect(screen.text.contains("Overview"))
  }
}

@MainActor
private func selectedLine(_ screen: OverviewScreen) -> String {
  screen.loop.host.find(tag: "overview-selected")?.text ?? ""
}

@Suite("Overview parts")
struct OverviewPartsTests {
  @Test("statm gives the resident pages times the page size")
  func parsesStatm() {
    #expect(
      ResidentMemory.parse(statm: "1000 250 30 1 0 80 0\n", pageSize: 4096) == .success(1_024_000))
    #expect(
      ResidentMemory.parse(statm: "garbage", pageSize: 4096)
        == .failure(.malformed(path: "/proc/self/statm", contents: "garbage")))
    #expect(ResidentMemory.format(bytes: 512) == "512 B")
    #expect(ResidentMemory.format(bytes: 24_536_000) == "23.4 MB")
  }

  #if os(Linux)
    @Test("the resident size of this process is read")
    func readsResidentSize() throws {
      let bytes = try ResidentMemory.current().get()
      #expect(bytes > 1_000_000)
    }
  #endif

  @Test("the component type is the innermost named component of the path")
  @MainActor
  func componentType() throws {
    let tree = HostViewTree(size: Size(width: 10, height: 5), environment: .characterGrid())
    let root = try #require(tree.view(tree.rootView))
    func type(_ path: String?) -> String? {
      InspectedView(view: root, depth: 0, componentPath: path).componentType
    }
    #expect(type("CatalogApp/DemoScreen[feed]") == "DemoScreen")
    #expect(type("CatalogApp/[row-3]") == "CatalogApp")
    #expect(type("Cell#2") == "Cell")
    #expect(type(nil) == nil)
    let long = "Stack<TupleComponent<(Decorated<Button>, Text)>>"
    #expect(type("App/\(long)[k1]") == "Stack<…>")
    #expect(type("CommandPaletteHost<HomeScreen>") == "CommandPaletteHost<HomeScreen>")
    #expect(
      InspectedView(view: root, depth: 0, componentPath: "App/\(long)[k1]").shortComponentPath
        == "App/Stack<…>[k1]")
  }

  @Test("percentiles are nearest-rank")
  func percentiles() {
    let values = (1...100).map { Duration.milliseconds($0) }
    #expect(FrameTimeSummary.percentile(50, of: values) == .milliseconds(50))
    #expect(FrameTimeSummary.percentile(99, of: values) == .milliseconds(99))
    #expect(FrameTimeSummary.percentile(99, of: [.milliseconds(3)]) == .milliseconds(3))
    #expect(FrameTimeSummary.percentile(50, of: []) == nil)
  }

  @Test("a sparkline scales to the largest value shown")
  func sparkline() {
    let line = FrameTimeSummary.sparkline([.zero, .milliseconds(1), .milliseconds(2)], width: 10)
    #expect(line == "▁▅█")
    #expect(FrameTimeSummary.sparkline([.milliseconds(1), .milliseconds(2)], width: 1) == "█")
    #expect(FrameTimeSummary.milliseconds(.microseconds(1250)) == "1.25 ms")
  }

  @Test("the log keeps the last messages, oldest first")
  func logRing() {
    let log = OverviewLog(capacity: 3)
    for index in 1...5 {
      log.append(OverviewLogEntry(level: .info, label: "test", message: "m\(index)"))
    }
    #expect(log.entries.map(\.message) == ["m3", "m4", "m5"])
    #expect(log.totalCount == 5)
  }

  @Test("frame metrics keep the last frames and count the rate")
  @MainActor
  func frameMetrics() {
    let metrics = FrameMetrics(capacity: 2)
    let start = ContinuousClock.now
    metrics.record(.build, .milliseconds(1))
    metrics.record(.draw, .milliseconds(2))
    metrics.endFrame(at: start)
    metrics.endFrame(at: start + .milliseconds(500))
    metrics.endFrame(at: start + .milliseconds(1200))
    #expect(metrics.frames.count == 2)
    #expect(metrics.frames.last?.total == .zero)
    #expect(metrics.framesPerSecond(at: start + .milliseconds(1300)) == 2)
    #expect(metrics.framesPerSecond(at: start + .milliseconds(2300)) == 0)
  }
}
