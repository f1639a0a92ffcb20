import ArgumentParser
import Foundation
import Logging
import Trellis
import TrellisCatalog
import TrellisKit
import TrellisMedia
import TrellisTerminal
import TrellisTerminalGraphics

/// `swift run catalog`: the Trellis catalog, full screen in a terminal, or a
/// rendered page printed as text when there is no terminal.
@main
struct CatalogCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Demos of every Trellis component, full screen in the terminal.",
    discussion: """
      In a terminal the catalog runs full screen: Tab moves focus, Enter or a click \
      activates, F12 shows the overview (frame times, memory, views, log), Ctrl-C \
      quits. Without a terminal (a pipe, CI), or with --snapshot, \
      it prints a page as text instead. With --web it serves the catalog to browsers, \
      each tab a catalog of its own (palette, F3, F12, screen files reloaded in place).
      """)

  @Option(name: .long, help: "Print this page as text and exit (see --list).")
  var snapshot: String?

  @Option(name: .long, help: "The snapshot's size, COLUMNSxROWS.")
  var size = "120x40"

  @Option(name: .long, help: "Also write the page as an SVG screenshot to this file.")
  var svg: String?

  @Option(
    name: .customLong("theme"),
    help: """
      The theme: dark (the default), light, or a YAML theme file, reloaded when saved. \
      With --web and no --theme, each page follows the browser's light or dark preference.
      """)
  var themeArgument: String?

  /// The theme argument, `dark` when not given.
  var theme: String { themeArgument ?? "dark" }

  @Flag(
    name: .long,
    help: "Serve the catalog to browsers (see --port, --host) instead of the terminal.")
  var web = false

  @Option(name: .long, help: "With --web: the port to listen on (0: any free port).")
  var port = 8080

  @Option(name: .long, help: "With --web: the address to listen on.")
  var host = "127.0.0.1"

  @Option(
    name: .customLong("origin"),
    help: ArgumentHelp(
      "With --web: also accept sessions from pages served at this origin (repeatable).",
      discussion: "A reverse proxy's public origin, such as https://example.com."))
  var origins: [String] = []

  @Flag(name: .long, help: "List the pages and exit.")
  var list = false

  @Option(
    name: .long,
    help: "Write every page as an SVG screenshot into this folder (docs/screenshots) and exit.")
  var screenshots: String?

  func validate() throws {
    _ = try parsedSize()
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535, not \(port)")
    }
  }

  func run() async throws {
    try await runOnMainActor()
  }

  @MainActor
  private func runOnMainActor() async throws {
    if list {
      for line in Catalog.listing(Catalog.demos()) { print(line) }
      return
    }
    let startTheme: Theme
    do {
      startTheme = try CatalogTheme.load(theme)
    } catch {
      throw ValidationError("\(error)")
    }
    if web {
      // Each tab makes its own demos.
      try await serveWeb(theme: startTheme, followsBrowser: themeArgument == nil)
      return
    }
    let demos = Catalog.demos()
    if let screenshots {
      try await writeScreenshots(of: demos, to: screenshots, theme: startTheme)
      return
    }
    let interactive = snapshot == nil && svg == nil && isatty(0) == 1 && isatty(1) == 1
    if interactive {
      // Log messages would garble the full screen on standard error: the
      // overview's log console (F12, then L) shows them instead.
      let log = OverviewLog()
      LoggingSystem.bootstrap { label in log.handler(label: label) }
      Logger(label: "catalog").info("catalog started with \(demos.count) demos")
      // Images in the best quality the terminal shows (TRELLIS_GRAPHICS overrides).
      let app = TerminalApp(graphicsSetup: GraphicsSetup(imagePipelines: Catalog.imagePipelines))
      app.theme = startTheme
      // A theme file is followed: each good save redraws with it; a bad
      // one keeps the last good theme and goes to the log.
      let logger = Logger(label: "catalog.theme")
      let shell = CatalogShell(theme: startTheme, demos: demos, log: log)
      let stopFollowing = try shell.follow(themeFile: theme) {
        app.theme = $0
      } failed: { error in
        logger.error("\(error)")
      }
      defer { stopFollowing() }
      try await app.run(shell.app)
      return
    }
    let terminal: MemoryTerminal
    do {
      terminal = try await CatalogSnapshot.render(
        page: snapshot ?? Catalog.homeID, demos: demos, size: try parsedSize(),
        theme: startTheme)
    } catch let error as CatalogError {
      throw ValidationError(error.description)
    }
    print(CatalogSnapshot.text(of: terminal))
    if let svg {
      try terminal.svg().write(toFile: svg, atomically: true, encoding: .utf8)
    }
  }

  /// `--screenshots DIR`: one `PAGE.svg` per page, at `--size`.
  @MainActor
  private func writeScreenshots(
    of demos: [CatalogDemo], to folder: String, theme: Theme
  ) async throws {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    let utc = TimeZone(identifier: "UTC") ?? .current
    for page in [Catalog.homeID] + demos.map(\.id) {
      let terminal = try await CatalogSnapshot.render(
        page: page, demos: demos, size: try parsedSize(), timeZone: utc, theme: theme)
      let file = (folder as NSString).appendingPathComponent("\(page).svg")
      try terminal.svg().write(toFile: file, atomically: true, encoding: .utf8)
      print(file)
    }
  }

  private func parsedSize() throws -> TerminalSize {
    let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...1000).contains(columns), (1...1000).contains(rows)
    else {
      throw ValidationError(CatalogError.invalidSize(size).description)
    }
    return TerminalSize(columns: columns, rows: rows)
  }
}
