import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisCatalog
import TrellisTerminal

/// The catalog's themes: F3 and the command palette switch them, the
/// `themes` screen shows them, and every screen stays readable in each.
@MainActor
@Suite("Catalog themes", .snapshots(record: .missing))
struct CatalogThemeTests {
  static let size = TerminalSize(columns: 100, rows: 30)

  @Test("the themes screen in the light theme, colours and all")
  func themesScreenInTheLightTheme() async throws {
    let terminal = try await CatalogSnapshot.render(
      page: "themes", demos: Catalog.demos(), size: Self.size,
      timeZone: try #require(TimeZone(identifier: "UTC")), theme: .light)
    assertSnapshot(of: terminal.svg(), as: .lines, named: "themes-light")
    // Every cell on white: the theme paints the screen, not the terminal.
    let screen = terminal.cells
    for row in 0..<screen.height {
      for column in 0..<screen.width where !screen[column, row].isContinuation {
        let style = screen[column, row].style
        let behind = style.attributes.contains(.inverse) ? style.foreground : style.background
        #expect(behind != .default, "\(column),\(row) shows the terminal's own background")
      }
    }
  }

  @Test("F3 goes through the themes; the palette picks one by name")
  func f3AndThePaletteSwitchTheme() async throws {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: Self.size,
      capabilities: TerminalCapabilities(colorDepth: .trueColor))
    try await loop.show(CatalogApp(demos: Catalog.demos(), initialDemo: "themes"))
    func press(_ events: [InputEvent]) async throws {
      let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
      for event in events { input.yield(event) }
      input.finish()
      try await loop.run(stream)
    }
    #expect(loop.theme == .dark)
    try await press([.key(KeyEvent(.function(3)))])
    #expect(loop.theme == .light)
    #expect(loop.display.backend.cells[99, 29].style.background == .rgb(255, 255, 255))
    try await press([.key(KeyEvent(.function(3)))])
    #expect(loop.theme == .dark)
    try await press(
      [.key(KeyEvent(.character("p"), modifiers: .control))]
        + "theme: light".map { .key(KeyEvent(.character($0))) } + [.key(KeyEvent(.enter))])
    #expect(loop.theme == .light)
    try await press([.key(KeyEvent(.function(3)))])
    #expect(loop.theme == .dark, "F3 goes on from the theme the palette picked")
  }

  @Test("after a theme file reloads, F3 comes back round to it as saved, not as first loaded")
  func theCycleHoldsTheReloadedTheme() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "trellis-cycle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appending(path: "ocean.yaml").path
    try "name: ocean\npalette: {accent: cyan}\n".write(
      toFile: path, atomically: false, encoding: .utf8)
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: Self.size,
      capabilities: TerminalCapabilities(colorDepth: .trueColor))
    let first = try CatalogTheme.load(path)
    let cycle = CatalogTheme.cycle(startingWith: first)
    loop.theme = first
    let (reloads, reloaded) = AsyncStream.makeStream(of: Theme.self)
    let stop = try CatalogTheme.follow(path, cycle: cycle) { theme in
      loop.theme = theme
      reloaded.yield(theme)
    } failed: { error in
      Issue.record("the save has no problems: \(error)")
    }
    defer { stop() }
    try await loop.show(CatalogApp(demos: Catalog.demos(), initialDemo: "themes", cycle: cycle))
    func press(_ count: Int) async throws {
      let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
      for _ in 0..<count { input.yield(.key(KeyEvent(.function(3)))) }
      input.finish()
      try await loop.run(stream)
    }
    try await press(1)
    #expect(loop.theme == .dark)

    // Saved as editors do: a new file renamed over the old one.
    try "name: ocean\npalette: {accent: magenta}\n".write(
      toFile: path + ".tmp~", atomically: false, encoding: .utf8)
    #expect(rename(path + ".tmp~", path) == 0)
    var iterator = reloads.makeAsyncIterator()
    let saved = try #require(await iterator.next())
    #expect(saved.palette[.accent] == .magenta)
    #expect(loop.theme == saved, "a save shows the saved theme")
    #expect(cycle.themes.first == saved)

    try await press(1)
    #expect(loop.theme == .dark, "F3 goes on from the reloaded theme")
    try await press(2)
    #expect(loop.theme == saved, "coming back round shows the theme as saved")
    #expect(loop.theme != first)
  }

  @Test(
    "every screen of the catalog keeps 4.5:1 in the light theme, on a dark and a light terminal",
    arguments: [0, 1])
  func everyScreenIsReadableInTheLightTheme(background: Int) async throws {
    let demos = Catalog.demos()
    let (name, answer) = CatalogContrastTests.backgrounds[background]
    let traits = TerminalTraits.parse(Array(answer.utf8))
    let scheme = TerminalColorScheme.matching(background: traits.background)
    var failures: [String] = []
    for screen in [Catalog.homeID] + demos.map(\.id) {
      let terminal = try await CatalogSnapshot.render(
        page: screen, demos: demos, size: Self.size,
        timeZone: TimeZone(identifier: "UTC")!, traits: traits, theme: .light)
      let cells = CatalogContrastTests.unreadableCells(terminal.cells, scheme: scheme)
      if !cells.isEmpty { failures.append("\(screen) on \(name): \(cells.prefix(5))") }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
