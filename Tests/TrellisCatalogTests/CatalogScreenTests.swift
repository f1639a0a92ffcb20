import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisTerminal

@testable import TrellisCatalog

/// Every catalog screen as a person would see it on a 100 × 30 terminal.
@MainActor
@Suite("Catalog screens", .snapshots(record: .missing))
struct CatalogScreenTests {
  static let size = TerminalSize(columns: 100, rows: 30)

  @Test("every screen renders as its reference")
  func everyScreen() async throws {
    // The feed's new posts arrive on a timer; a slow run must not see one.
    let demos = Catalog.demos().map { $0.id == "feed" ? FeedDemo.make(newPostInterval: nil) : $0 }
    let utc = try #require(TimeZone(identifier: "UTC"))
    // The media demos show what a local server on a random port answers, in
    // the time it takes: MediaDemoTests checks them by waiting for the answers.
    let media: Set<String> = ["network-images", "photo-album", "web-view"]
    for id in [Catalog.homeID] + demos.map(\.id) where !media.contains(id) {
      let terminal = try await CatalogSnapshot.render(
        page: id, demos: demos, size: Self.size, timeZone: utc)
      assertSnapshot(of: CatalogSnapshot.text(of: terminal), as: .lines, named: id)
    }
  }

  @Test func theHomeScreenListsEveryDemo() async throws {
    let demos = Catalog.demos()
    // Tall enough for every demo: at 30 rows the list scrolls.
    let terminal = try await CatalogSnapshot.render(
      page: Catalog.homeID, demos: demos, size: TerminalSize(columns: 100, rows: 40))
    let text = CatalogSnapshot.text(of: terminal)
    for demo in demos {
      #expect(text.contains("[\(demo.title)]"), "home lists \(demo.id)")
    }
    #expect(Set(demos.map(\.id)).count == demos.count, "demo ids are unique")
  }

  @Test("home: focus starts on the first demo, arrows move through the list, Enter opens")
  func homeKeys() async throws {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: Self.size)
    let demos = Catalog.demos()
    try await loop.show(CatalogApp(demos: demos))
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.key(KeyEvent(.down)))
    input.yield(.key(KeyEvent(.down)))
    input.yield(.key(KeyEvent(.up)))
    input.finish()
    try await loop.run(events)
    #expect(loop.host.focusedView == loop.host.find(tag: "open-\(demos[1].id)")?.id)
    let (open, openInput) = AsyncStream.makeStream(of: InputEvent.self)
    openInput.yield(.key(KeyEvent(.enter)))
    openInput.finish()
    try await loop.run(open)
    #expect(loop.display.backend.lines[0].contains(demos[1].title))
  }

  @Test("back home from a demo, the focus is on that demo's button, not the first")
  func homeRestoresFocus() async throws {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: Self.size)
    let demos = Catalog.demos()
    try await loop.show(CatalogApp(demos: demos))
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for key in [KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter)] { input.yield(.key(key)) }
    input.finish()
    try await loop.run(events)
    #expect(loop.display.backend.lines[0].contains(demos[2].title))
    let (back, backInput) = AsyncStream.makeStream(of: InputEvent.self)
    backInput.yield(.key(KeyEvent(.escape)))
    backInput.finish()
    try await loop.run(back)
    #expect(loop.display.backend.lines[0].contains("Trellis catalog"))
    #expect(loop.host.focusedView == loop.host.find(tag: "open-\(demos[2].id)")?.id)
  }

  @Test("--list prints every id whole, and each one opens with --snapshot")
  func listingRoundTrips() async throws {
    let demos = Catalog.demos()
    let lines = Catalog.listing(demos)
    #expect(lines.count == demos.count + 1)
    for (line, id) in zip(lines, [Catalog.homeID] + demos.map(\.id)) {
      let listed = try #require(line.split(separator: " ").first)
      #expect(String(listed) == id)
      _ = try await CatalogSnapshot.render(page: String(listed), demos: demos, size: Self.size)
    }
    #expect(lines.contains { $0.hasPrefix("licence-query ") })
  }

  @Test func anUnknownScreenIsATypedErrorNamingTheKnownOnes() async {
    await #expect(throws: CatalogError.self) {
      _ = try await CatalogSnapshot.render(
        page: "nope", demos: Catalog.demos(), size: Self.size)
    }
    let error = CatalogError.unknownPage("nope", known: ["home", "text"])
    #expect(error.description == "no page named 'nope'; the pages are: home, text")
  }

  @Test func theLongListMountsOnlyTheRowsNearTheViewport() async throws {
    let terminal = try await CatalogSnapshot.render(
      page: "long-list", demos: Catalog.demos(), size: Self.size)
    let lines = terminal.lines
    // The header shares the rows' columns: "Fizz" sits over "fizz".
    #expect(lines[2].contains("Title"))
    #expect(lines[3].contains("Row 1 of 100000"))
    #expect(
      lines[2].firstRange(of: "Fizz")?.lowerBound.utf16Offset(in: lines[2])
        == lines[5].firstRange(of: "fizz")?.lowerBound.utf16Offset(in: lines[5]))
    #expect(!lines.joined().contains("Row 100 of"))
  }

  @Test func navigatingOpensADemoAndReturnsHome() async throws {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: Self.size)
    try await loop.show(CatalogApp(demos: Catalog.demos()))
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    func click(tag: String) throws {
      let frame = try #require(loop.host.find(tag: tag)?.absoluteFrame)
      let column = Int(frame.minX)
      let row = Int(frame.minY)
      input.yield(.mouse(MouseEvent(.press(.left), column: column, row: row)))
      input.yield(.mouse(MouseEvent(.release(.left), column: column, row: row)))
    }
    try click(tag: "open-buttons")
    input.finish()
    try await loop.run(events)
    #expect(loop.display.backend.lines[0].contains("Buttons"))
    #expect(loop.host.find(tag: "count") != nil)

    let (back, backInput) = AsyncStream.makeStream(of: InputEvent.self)
    let home = try #require(loop.host.find(tag: "home")?.absoluteFrame)
    backInput.yield(.mouse(MouseEvent(.press(.left), column: Int(home.minX), row: 0)))
    backInput.yield(.mouse(MouseEvent(.release(.left), column: Int(home.minX), row: 0)))
    backInput.finish()
    try await loop.run(back)
    #expect(loop.display.backend.lines[0].contains("Trellis catalog"))
  }
}
