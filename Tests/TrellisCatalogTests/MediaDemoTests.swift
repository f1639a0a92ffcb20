import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

@testable import TrellisCatalog

extension TerminalScreen {
  /// A media demo's page on a terminal host, drawn into a memory terminal.
  convenience init(_ demo: CatalogDemo, width: Int = 100, height: Int = 30) {
    self.init(width: width, height: height)
    root.renderSynchronously(demo.makePage())
  }

  /// The drawn screen once the root has settled: renders, every image
  /// fetch and page load under way (``ComponentRoot/settle()`` awaits the
  /// controllers). `condition` is checked after each settle; a few rounds
  /// cover work that a result started (the viewer's neighbours).
  func drawn(when condition: ([String]) -> Bool) async -> [String] {
    var lines = draw()
    for _ in 0..<5 where !condition(lines) {
      await root.settle()
      lines = draw()
    }
    return lines
  }
}

@MainActor
@Suite("Media demos", .serialized)
struct MediaDemoTests {
  func demo(_ id: String) throws -> CatalogDemo {
    try #require(Catalog.demos().first { $0.id == id })
  }

  @Test("network images: pictures from the catalog's own server drawn as half blocks")
  func networkImages() async throws {
    let screen = TerminalScreen(try demo("network-images"), height: 60)
    #expect(screen.draw().joined().contains("Picture 1 — 0.png"))
    let lines = await screen.drawn { lines in
      lines.contains { $0.contains("▀▀▀▀▀▀▀▀") }
    }
    #expect(lines.contains { $0.contains("▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀  Picture 1") })
  }

  @Test("photo album: a thumbnail opens the viewer; arrows move; Esc returns to the grid")
  func photoAlbum() async throws {
    let screen = TerminalScreen(try demo("photo-album"))
    #expect(screen.host.tap(tag: "thumbnail-3"))
    var lines = await screen.drawn { $0.joined().contains("3 of 24") }
    #expect(lines.joined().contains("Sample picture 3"))
    #expect(screen.host.press(KeyPress(.right)))
    lines = await screen.drawn { $0.joined().contains("4 of 24") }
    #expect(lines.joined().contains("Sample picture 4"))
    #expect(screen.host.tap(tag: "zoom"))
    lines = await screen.drawn { $0.joined().contains("[Fit]") }
    #expect(lines.joined().contains("[Fit]"))
    #expect(screen.host.press(KeyPress(.escape)))
    lines = await screen.drawn { !$0.joined().contains("of 24") }
    #expect(screen.host.find(tag: "thumbnail-24") != nil)
  }

  @Test("photo album: the wheel and horizontal swipes over the photo turn it, stopping at the ends")
  func photoAlbumWheelAndSwipe() async throws {
    let screen = TerminalScreen(try demo("photo-album"))
    #expect(screen.host.tap(tag: "thumbnail-1"))
    _ = await screen.drawn { $0.joined().contains("1 of 24") }
    func centre() throws -> Point {
      let photo = try #require(screen.host.find(tag: "photo"))
      let frame = try #require(screen.host.absoluteFrame(of: photo.id))
      return Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    }
    // The wheel up at the first photo stays there; down goes on.
    screen.host.tree.wheel(Point(x: 0, y: -3), at: try centre())
    await screen.root.settle()
    #expect(screen.draw().joined().contains("1 of 24"))
    #expect(screen.host.tree.wheel(Point(x: 0, y: 3), at: try centre()))
    var lines = await screen.drawn { $0.joined().contains("2 of 24") }
    #expect(lines.joined().contains("Sample picture 2"))
    // A swipe to the left goes forward, to the right back; no click on release.
    func swipe(by distance: Double) throws {
      let start = try centre()
      screen.host.tree.pointerPressed(at: start)
      screen.host.tree.pointerDragged(to: Point(x: start.x + distance / 2, y: start.y))
      screen.host.tree.pointerDragged(to: Point(x: start.x + distance, y: start.y))
      screen.host.tree.pointerReleased(at: Point(x: start.x + distance, y: start.y))
    }
    try swipe(by: -8)
    lines = await screen.drawn { $0.joined().contains("3 of 24") }
    #expect(lines.joined().contains("Sample picture 3"))
    try swipe(by: 8)
    lines = await screen.drawn { $0.joined().contains("2 of 24") }
    #expect(lines.joined().contains("Sample picture 2"))
    // Too short a drag turns nothing, and is not a click either.
    try swipe(by: -2)
    await screen.root.settle()
    #expect(screen.draw().joined().contains("2 of 24"))
  }

  @Test("web view: the bundled page loads; a link opens, back returns, a broken link errs")
  func webView() async throws {
    let screen = TerminalScreen(try demo("web-view"))
    var lines = await screen.drawn { $0.joined().contains("Images, albums and web pages") }
    #expect(lines.joined().contains("• Follow a link: about this demo"))
    #expect(screen.host.tap(tag: "link-1"))
    lines = await screen.drawn { $0.joined().contains("## About") }
    #expect(lines.joined().contains("## About"))
    #expect(screen.host.tap(tag: "back"))
    lines = await screen.drawn { $0.joined().contains("Images, albums and web pages") }
    #expect(screen.host.tap(tag: "link-2"))
    lines = await screen.drawn { $0.joined().contains("⚠") }
    #expect(lines.joined().contains("⚠ HTTP 404 from http://127.0.0.1:"))
  }
}
