import Testing
import Trellis
import TrellisTerminal

@testable import TrellisCatalog

/// The ComponentKit-style feed: cells with state, scrolling, new posts.
@MainActor
@Suite("Feed demo")
struct FeedDemoTests {
  private func run(_ loop: TerminalRunLoop<MemoryTerminal>, _ events: [InputEvent]) async throws {
    let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
    for event in events { input.yield(event) }
    input.finish()
    try await loop.run(stream)
  }

  private func click(_ tag: String, in loop: TerminalRunLoop<MemoryTerminal>) async throws {
    let frame = try #require(loop.host.find(tag: tag)?.absoluteFrame, "no view tagged \(tag)")
    let (column, row) = (Int(frame.minX) + 1, Int(frame.minY))
    try await run(
      loop,
      [
        .mouse(MouseEvent(.press(.left), column: column, row: row)),
        .mouse(MouseEvent(.release(.left), column: column, row: row)),
      ])
  }

  private func openFeed() async throws -> TerminalRunLoop<MemoryTerminal> {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: TerminalSize(columns: 100, rows: 30))
    // New posts arrive only on `n` here: a timed one could land mid-test.
    let demos = Catalog.demos().map { $0.id == "feed" ? FeedDemo.make(newPostInterval: nil) : $0 }
    let feed = try #require(demos.first { $0.id == "feed" })
    try await loop.show(CatalogApp(demos: demos, initialDemo: "feed"))
    await feed.prepare()
    await loop.root.settle()
    return loop
  }

  @Test("a like and an expanded post keep their state after scrolling far away and back")
  func stateSurvivesScrolling() async throws {
    let loop = try await openFeed()
    try await click("like-0", in: loop)
    try await click("more-0", in: loop)
    #expect(loop.display.backend.text.contains("♥ Liked 1"))
    #expect(loop.display.backend.text.contains("[Less]"))

    try await run(loop, Array(repeating: .key(KeyEvent(.pageDown)), count: 40))
    #expect(loop.host.find(tag: "like-0") == nil, "post 0 scrolled out of view")
    try await run(loop, [.key(KeyEvent(.home))])
    try await run(loop, Array(repeating: .key(KeyEvent(.pageUp)), count: 45))
    #expect(loop.display.backend.text.contains("♥ Liked 1"))
    #expect(loop.display.backend.text.contains("[Less]"))
  }

  /// The id of the post at the top of the screen.
  private func topPost(_ loop: TerminalRunLoop<MemoryTerminal>) throws -> Int {
    let text = loop.display.backend.text
    let match = try #require(text.firstMatch(of: /· post (\d+)/))
    return try #require(Int(match.1))
  }

  @Test("a new post arrives at the top")
  func newPost() async throws {
    let loop = try await openFeed()
    // Posts also arrive on their own every few seconds: compare with the top one.
    let top = try topPost(loop)
    try await run(loop, [.key(KeyEvent(.character("n")))])
    #expect(try topPost(loop) > max(top, 299))
  }
}
