public import Foundation
public import Trellis
public import TrellisTerminal

/// Renders a catalog screen off screen, for `--snapshot`, `--svg`, tests
/// and runs without a terminal.
@MainActor
public enum CatalogSnapshot {
  /// Shows the screen named `screen` (``Catalog/homeID`` or a demo's id)
  /// at `size` on an in-memory terminal, once its demo is prepared. Dates
  /// show in `timeZone`. With `traits`, the screen is drawn as for a
  /// terminal that answered them at start-up (its background, its width
  /// for emoji sequences). The screen is drawn with `theme`.
  ///
  /// - Throws: ``CatalogError/unknownScreen(_:known:)`` for a name no demo
  ///   has; `TerminalError` if drawing fails.
  public static func render(
    screen: String, demos: [CatalogDemo], size: TerminalSize,
    capabilities: TerminalCapabilities = TerminalCapabilities(colorDepth: .trueColor),
    timeZone: TimeZone = .current, traits: TerminalTraits? = nil, theme: Theme = .dark
  ) async throws -> MemoryTerminal {
    let demo = demos.first { $0.id == screen }
    guard screen == Catalog.homeID || demo != nil else {
      throw CatalogError.unknownScreen(screen, known: [Catalog.homeID] + demos.map(\.id))
    }
    await demo?.prepare()
    var terminal = MemoryTerminal(width: size.columns, height: size.rows)
    terminal.emojiSequences = traits?.emojiSequences ?? .joined
    let loop = TerminalRunLoop(
      backend: terminal, size: size,
      capabilities: capabilities, traits: traits)
    loop.host.timeZone = timeZone
    loop.theme = theme
    try await loop.show(
      CatalogApp(
        demos: demos, initialDemo: demo?.id, themes: CatalogTheme.cycle(startingWith: theme)))
    // Embedded content (a virtual list) may still be mounting its rows.
    await loop.root.settle()
    try loop.drawFrame()
    return loop.display.backend
  }

  /// The lines of a rendered screen without trailing blanks, as printed.
  public static func text(of terminal: MemoryTerminal) -> String {
    var lines = terminal.lines.map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}

/// What goes wrong choosing a catalog screen.
public enum CatalogError: Error, Equatable, CustomStringConvertible {
  /// No screen has this name.
  case unknownScreen(String, known: [String])
  /// A `--size` that is not `COLUMNSxROWS` with both at least 1.
  case invalidSize(String)

  /// A message naming the problem and what would work.
  public var description: String {
    switch self {
    case .unknownScreen(let name, let known):
      "no screen named '\(name)'; the screens are: \(known.joined(separator: ", "))"
    case .invalidSize(let text):
      "invalid size '\(text)': write COLUMNSxROWS, e.g. 120x40"
    }
  }
}
