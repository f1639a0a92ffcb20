import Foundation
import Testing
import Trellis
import TrellisCatalog
import TrellisFonts
import TrellisWeb

/// The catalog as `catalog --web` serves it: each tab a `CatalogShell` in a
/// `WebHost` laid out in CSS pixels at a 16 px proportional font, driven by
/// the messages the page sends (issue 29: every catalog page works in the
/// browser, from the same components).
@MainActor
@Suite("Catalog on the web")
struct CatalogWebTests {
  static let fonts: FontFallbackChain? = try? FontFallbackChain.debian()

  /// One tab: a web host of 1200 × 800 CSS pixels showing a shell's app.
  @MainActor
  struct Tab {
    let host: WebHost
    let root: ComponentRoot
    let shell: CatalogShell

    /// Sends `key` as the page does and waits for what it changed.
    func press(_ key: KeyPress, text: String? = nil) async throws {
      try host.apply(.key(key, text: text), root: root)
      await root.settle()
    }

    /// Types `text` key by key.
    func type(_ text: String) async throws {
      for character in text {
        try await press(KeyPress(.character(character)), text: String(character))
      }
    }

    /// Whether the page shows `text` in a view of its own.
    func shows(_ text: String) -> Bool { host.find(text: text) != nil }
  }

  func openTab() async throws -> Tab {
    let fonts = try #require(Self.fonts, "Debian's font packages are needed")
    let environment = LayoutEnvironment.webPixels(
      measurer: ProportionalTextMeasurer(fonts: fonts, fontSize: 16))
    let host = WebHost(size: Size(width: 1200, height: 800), environment: environment) { _ in }
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let shell = CatalogShell(theme: .dark, canQuit: false)
    await root.render(shell.app)
    return Tab(host: host, root: root, shell: shell)
  }

  @Test("home: each demo's button is as wide as its title and padding, not a 20-pixel sliver")
  func homeButtonsFitTheirTitles() async throws {
    let tab = try await openTab()
    let measurer = tab.host.environment.textMeasurer
    let padding = tab.host.environment.controlMetrics.buttonPadding
    for demo in tab.shell.demos {
      let button = try #require(tab.host.find(tag: "open-\(demo.id)"), "\(demo.id)")
      let title = measurer.lineWidth(of: demo.title)
      #expect(button.absoluteFrame.width >= title + 2 * padding - 1, "\(demo.id)")
    }
    // The summaries start past the widest button, in one column.
    let summaries = tab.shell.demos.compactMap { tab.host.find(text: $0.summary) }
    #expect(Set(summaries.map(\.absoluteFrame.minX)).count == 1)
    #expect(!tab.shows("Quit"), "a tab is closed by its user: no Quit")
  }

  @Test("Enter opens a demo, Escape goes home, Ctrl-P's palette opens a page by name")
  func navigationAndPaletteByKeys() async throws {
    let tab = try await openTab()
    try await tab.press(KeyPress(.enter))
    #expect(tab.shows("Styles, colours, links, wrapping, CJK and emoji"))
    #expect(tab.host.find(tag: "home") != nil)
    try await tab.press(KeyPress(.escape))
    #expect(tab.host.find(tag: "open-text") != nil)

    try await tab.press(KeyPress("p", modifiers: .control))
    #expect(tab.shows("Commands"))
    try await tab.type("licq")
    try await tab.press(KeyPress(.enter))
    #expect(tab.shows("Licence query"))
    #expect(tab.host.find(tag: "open-text") == nil)
  }

  @Test("F3 goes on to the tab's next theme; F12 shows the overview and Escape hides it")
  func themeCycleAndOverview() async throws {
    let tab = try await openTab()
    let other = try await openTab()
    #expect(tab.shell.cycle.theme.name == "dark")
    try await tab.press(KeyPress(.function(3)))
    #expect(tab.shell.cycle.theme.name == "light")
    #expect(other.shell.cycle.theme.name == "dark", "each tab its own cycle")

    try await tab.press(KeyPress(.function(12)))
    #expect(tab.host.find(tag: "overview-close") != nil)
    try await tab.press(KeyPress(.escape))
    #expect(tab.host.find(tag: "overview-close") == nil)
  }

  @Test("leaving any demo with Escape gives the focus back to its button on home (Photo album too)")
  func focusReturnsToEveryDemosButton() async throws {
    let tab = try await openTab()
    for demo in tab.shell.demos {
      await demo.prepare()
      let button = try #require(tab.host.find(tag: "open-\(demo.id)"), "\(demo.id)")
      try tab.host.apply(.focus(button.id), root: tab.root)
      try await tab.press(KeyPress(.enter))
      #expect(tab.host.find(tag: "home") != nil, "\(demo.id) open")
      try await tab.press(KeyPress(.escape))
      let back = try #require(tab.host.find(tag: "open-\(demo.id)"), "\(demo.id): home")
      // What the host does before it sends the page a frame.
      tab.host.tree.syncFocus()
      #expect(tab.host.tree.focusedView == back.id, "\(demo.id): focus back on its button")
    }
  }

  @Test("a sheet sits on the window's bottom edge at once, and a click on its button chooses it")
  func sheetInPlaceAndClickable() async throws {
    let tab = try await openTab()
    try await tab.press(KeyPress("p", modifiers: .control))
    try await tab.type("modal")
    try await tab.press(KeyPress(.enter))
    let share = try #require(tab.host.find(tag: "show-sheet"))
    #expect(tab.host.tap(share.id))
    await tab.root.settle()
    tab.host.tree.syncFocus()
    let sheet = try #require(tab.host.findAll(kind: .sheet).first)
    #expect(sheet.absoluteFrame.maxY == 800, "on the bottom edge, not sliding below it")
    let frame = try #require(tab.host.find(text: "Messages")).absoluteFrame
    try tab.host.apply(
      .click(
        Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2),
        extendingSelection: false), root: tab.root)
    await tab.root.settle()
    #expect(tab.shows("Shared with Messages."))
  }

  @Test("two tabs on the Characters demo: a detail pushed in one leaves the other's list")
  func tabsDoNotShareTheCharactersNavigator() async throws {
    let first = try await openTab()
    let second = try await openTab()
    for tab in [first, second] {
      let characters = try #require(tab.shell.demos.first { $0.id == "characters" })
      await characters.prepare()
      try await tab.press(KeyPress("p", modifiers: .control))
      try await tab.type("characters")
      try await tab.press(KeyPress(.enter))
      #expect(tab.shows("Captain Comet"))
    }
    let row = try #require(first.host.find(text: "The Quiet Fox"))
    #expect(first.host.tap(row.id))
    for _ in 0..<20 where first.host.find(tag: "detail-name") == nil {
      await first.root.settle()
      await Task.yield()
    }
    #expect(first.host.find(tag: "detail-name")?.text == "The Quiet Fox")
    #expect(second.host.find(tag: "detail-name") == nil)
    #expect(second.shows("Captain Comet"))
  }

  @Test("a closed tab frees its shell's demos and theme cycle (the Characters reloader with them)")
  func closedTabFreesItsShell() async throws {
    weak var cycle: ThemeCycle?
    do {
      let tab = try await openTab()
      cycle = tab.shell.cycle
      await tab.shell.demos.first { $0.id == "characters" }?.prepare()
      try await tab.press(KeyPress("p", modifiers: .control))
      try await tab.type("characters")
      try await tab.press(KeyPress(.enter))
      #expect(tab.shows("Captain Comet"))
      // What WebSession.close does when the socket closes.
      tab.root.invalidate()
      tab.host.close()
    }
    await Task.yield()
    #expect(cycle == nil)
  }
}
