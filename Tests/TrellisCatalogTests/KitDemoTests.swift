import Foundation
import Testing
import Trellis
import TrellisCatalog
import TrellisTerminal

/// The kit's demos as a person drives them: keys into the catalog app on a
/// memory terminal.
@MainActor
@Suite("Kit demos")
struct KitDemoTests {
  static let size = TerminalSize(columns: 100, rows: 30)

  private func open(_ id: String) async throws -> TerminalRunLoop<MemoryTerminal> {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: Self.size)
    try await loop.show(CatalogApp(demos: Catalog.demos(), initialDemo: id))
    return loop
  }

  private func press(_ keys: [KeyEvent], on loop: TerminalRunLoop<MemoryTerminal>) async throws {
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    for key in keys { input.yield(.key(key)) }
    input.finish()
    try await loop.run(events)
  }

  @Test func attributedTextShowsStylesLinksAndTruncation() async throws {
    let terminal = try await CatalogSnapshot.render(
      page: "attributed-text", demos: Catalog.demos(), size: Self.size)
    let text = CatalogSnapshot.text(of: terminal)
    #expect(text.contains("Bold, italic, code and a link."))
    #expect(text.contains("Unclosed **markup shows as written."))
    #expect(text.contains("tail:   The quick brown fox jumps over…"))
    #expect(text.contains("middle: The quick brown…again and again."))
    #expect(text.contains("head:   …dog, again and again and again."))
    let links = Set(
      (0..<30).flatMap { row in
        (0..<100).compactMap { terminal.cells[$0, row].style.hyperlink?.url }
      })
    // The date is a link inside the app only: the terminal could not open it.
    #expect(
      links == [
        "https://github.com/apple/swift", "mailto:support@example.com", "tel:+15551234567",
        "https://www.swift.org/documentation",
      ])
  }

  @Test func tabReachesALinkAndEnterFollowsIt() async throws {
    let loop = try await open("attributed-text")
    // Tab: the back button, then the markup label's only link.
    try await press([KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.enter)], on: loop)
    await loop.root.settle()
    for _ in 0..<1000
    where !loop.display.backend.lines.contains(where: { $0.contains("Last link: https") }) {
      await Task.yield()
      try await press([], on: loop)
    }
    #expect(
      loop.display.backend.lines.contains {
        $0.contains("Last link: https://github.com/apple/swift")
      })
  }

  @Test func badgesCountUpAndCap() async throws {
    let loop = try await open("badges")
    #expect(loop.display.backend.lines.contains { $0.hasPrefix(" Inbox            3") })
    let add = try #require(loop.host.find(tag: "add-50"))
    loop.host.tree.focus(add.id)
    try await press([KeyEvent(.enter), KeyEvent(.enter)], on: loop)
    await loop.root.settle()
    try await press([], on: loop)
    #expect(loop.display.backend.lines.contains { $0.hasPrefix(" Inbox            99+") })
  }

  @Test("Enter on ▶ up to the last page, which disables it, hands focus to Edit")
  func launcherNextOnTheLastPageHandsFocusOn() async throws {
    // The app as `catalog` runs it: the shell's overview and palette around it.
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: Self.size)
    let shell = CatalogShell(theme: .dark, demos: Catalog.demos())
    try await loop.show(shell.app(opening: "launcher"))
    #expect(loop.host.tree.focus(tag: "launcher-next"))
    for _ in 0..<2 {
      try await press([KeyEvent(.enter)], on: loop)
      await loop.root.settle()
      try await press([], on: loop)
    }
    #expect(loop.display.backend.lines.contains { $0.contains("○ ○ ●") })
    #expect(loop.host.find(tag: "launcher-next")?.attributes[.disabled] == true)
    #expect(loop.host.tree.focusedView == loop.host.find(tag: "launcher-edit")?.id)
    // Shift-Tab goes on from there, back to ◀.
    try await press([KeyEvent(.tab, modifiers: .shift)], on: loop)
    #expect(loop.host.tree.focusedView == loop.host.find(tag: "launcher-previous")?.id)
  }

  @Test func theLauncherOpensPagesAndEdits() async throws {
    let loop = try await open("launcher")
    #expect(loop.display.backend.lines.contains { $0.contains("● ○ ○") })
    let mail = try #require(loop.host.find(tag: "icon-mail"))
    loop.host.tree.focus(mail.id)
    try await press([KeyEvent(.enter)], on: loop)
    await loop.root.settle()
    try await press([], on: loop)
    #expect(loop.display.backend.lines.contains { $0.contains("Opened: Mail") })
    try await press([KeyEvent(.pageDown)], on: loop)
    await loop.root.settle()
    try await press([], on: loop)
    #expect(loop.display.backend.lines.contains { $0.contains("○ ● ○") })
    // Edit: pick the focused icon up, move it, and the arrangement is saved.
    let first = try #require(loop.host.find(tag: "icon-books"))
    loop.host.tree.focus(first.id)
    try await press([KeyEvent(.character("e"))], on: loop)
    await loop.root.settle()
    loop.host.tree.focus(try #require(loop.host.find(tag: "icon-books")).id)
    try await press([KeyEvent(.enter)], on: loop)
    await loop.root.settle()
    try await press([KeyEvent(.right)], on: loop)
    await loop.root.settle()
    try await press([], on: loop)
    #expect(
      loop.display.backend.lines.contains { $0.contains("Saved arrangement: 10 + 10 + 8 icons") })
  }
}
