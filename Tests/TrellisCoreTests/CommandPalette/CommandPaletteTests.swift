import Testing
import Trellis
import TrellisTesting

private struct Opened: ComponentAction {
  let name: String
}

/// A screen with a palette whose commands send `Opened`, which the root records as unhandled.
@MainActor
private final class PaletteScreen {
  let host = HeadlessHost(size: Size(width: 70, height: 20))
  let root: ComponentRoot
  var opened: [String] { root.unhandledActions.compactMap { ($0 as? Opened)?.name } }

  init() {
    root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
  }

  func show() async {
    let commands = ["Text", "Tables", "Layout playground", "Long list"].map {
      Command($0, detail: "Open \($0)", send: Opened(name: $0))
    }
    await root.render(
      Stack { Button("Behind") {}.tag("behind") }.commandPalette(commands))
  }

  func press(_ key: KeyPress) async {
    host.press(key)
    await root.settle()
  }
}

@MainActor
@Suite("Command palette")
struct CommandPaletteTests {
  @Test("Ctrl-P opens it with the query focused and every command listed")
  func opens() async throws {
    let screen = PaletteScreen()
    await screen.show()
    #expect(screen.host.find(tag: "command-query") == nil)
    await screen.press(KeyPress("p", modifiers: .control))
    let query = try #require(screen.host.find(tag: "command-query"))
    screen.host.tree.syncFocus()
    #expect(screen.host.focusedView == query.id)
    #expect(screen.host.find(text: "Layout playground") != nil)
    // The first command is highlighted.
    #expect(screen.host.find(tag: "command-selected") != nil)
    #expect(screen.host.find(tag: "command-Text") == nil)
    #expect(screen.host.find(tag: "command-Tables") != nil)
  }

  @Test("typing filters, Enter runs the best match and closes the palette")
  func typeAndRun() async throws {
    let screen = PaletteScreen()
    await screen.show()
    await screen.press(KeyPress("p", modifiers: .control))
    screen.host.type("lp", intoTag: "command-query")
    await screen.root.settle()
    #expect(screen.host.find(text: "Tables") == nil)
    await screen.press(KeyPress(.enter))
    #expect(screen.opened == ["Layout playground"])
    #expect(screen.host.find(tag: "command-query") == nil)
  }

  @Test("arrows move the highlighted row, wrapping at the ends")
  func arrows() async throws {
    let screen = PaletteScreen()
    await screen.show()
    await screen.press(KeyPress("p", modifiers: .control))
    await screen.press(KeyPress(.down))
    await screen.press(KeyPress(.down))
    await screen.press(KeyPress(.enter))
    #expect(screen.opened == ["Layout playground"])

    await screen.press(KeyPress("p", modifiers: .control))
    await screen.press(KeyPress(.up))
    await screen.press(KeyPress(.enter))
    #expect(screen.opened == ["Layout playground", "Long list"])
  }

  @Test("Escape closes it without running anything and focus returns")
  func escape() async throws {
    let screen = PaletteScreen()
    await screen.show()
    screen.host.focus(tag: "behind")
    await screen.press(KeyPress("p", modifiers: .control))
    await screen.press(KeyPress(.escape))
    #expect(screen.host.find(tag: "command-query") == nil)
    #expect(screen.opened.isEmpty)
    screen.host.tree.syncFocus()
    #expect(screen.host.focusedView == screen.host.find(tag: "behind")?.id)
  }

  @Test("a click runs the command under it; no match says so")
  func clickAndNoMatch() async throws {
    let screen = PaletteScreen()
    await screen.show()
    await screen.press(KeyPress("p", modifiers: .control))
    screen.host.type("zq", intoTag: "command-query")
    await screen.root.settle()
    #expect(screen.host.find(tag: "command-none") != nil)
    await screen.press(KeyPress(.enter))
    #expect(screen.opened.isEmpty)

    screen.host.type("", intoTag: "command-query")
    await screen.press(KeyPress(.escape))
    await screen.press(KeyPress("p", modifiers: .control))
    let row = try #require(screen.host.find(tag: "command-Tables"))
    screen.host.tap(row.id)
    await screen.root.settle()
    #expect(screen.opened == ["Tables"])
  }
}
