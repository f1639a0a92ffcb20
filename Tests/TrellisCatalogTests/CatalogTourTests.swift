import Testing
import Trellis
import TrellisCatalog
import TrellisTerminal

/// End to end: every screen of the catalog, opened from home by keys as a
/// user would, used, and left again.
@MainActor
@Suite("A tour of the catalog")
struct CatalogTourTests {
  private func run(_ loop: TerminalRunLoop<MemoryTerminal>, _ keys: [KeyEvent]) async throws {
    let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
    for key in keys { input.yield(.key(key)) }
    input.finish()
    try await loop.run(stream)
  }

  @Test("each screen opens from home by keys, renders without issues, takes keys and goes back")
  func everyScreen() async throws {
    let demos = Catalog.demos()
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: TerminalSize(columns: 100, rows: 30))
    try await loop.show(CatalogApp(demos: demos))
    for (index, demo) in demos.enumerated() {
      // Focus starts on the first demo: ↓ to this one, Enter opens it.
      try await run(loop, Array(repeating: KeyEvent(.down), count: index) + [KeyEvent(.enter)])
      await demo.prepare()
      await loop.root.settle()
      try loop.drawFrame()
      let header = loop.display.backend.lines[0]
      #expect(header.contains(demo.title), "\(demo.id) opens: \(header)")
      #expect(loop.root.issues.isEmpty, "\(demo.id) builds without issues: \(loop.root.issues)")
      #expect(loop.root.unhandledActions.isEmpty, "\(demo.id): \(loop.root.unhandledActions)")

      // Its controls take keys: Tab into the screen, Enter on what has focus,
      // Page Down; then Escape closes whatever opened and goes home.
      try await run(loop, [KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.pageDown)])
      #expect(loop.root.issues.isEmpty, "\(demo.id) after its keys: \(loop.root.issues)")
      for _ in 0..<4 where !loop.display.backend.lines[0].contains("Trellis catalog") {
        try await run(loop, [KeyEvent(.escape)])
      }
      #expect(loop.display.backend.lines[0].contains("Trellis catalog"), "\(demo.id) goes home")
      // Home again with focus back on the first demo.
      try await run(loop, [KeyEvent(.home)])
      if let first = loop.host.find(tag: "open-\(demos[0].id)") { loop.host.focus(first.id) }
    }
  }
}
