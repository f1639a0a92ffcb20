public import Foundation
public import Trellis
public import TrellisTerminal

/// Renders a catalog page off screen, for `--snapshot`, `--svg`, tests
/// and runs without a terminal.
@MainActor
public enum CatalogSnapshot {
  /// Shows the page named `page` (``Catalog/homeID`` or a demo's id)
  /// at `size` on an in-memory terminal, once its demo is prepared. Dates
  /// show in `timeZone`. With `traits`, the page is drawn as for a
  /// terminal that answered them at start-up (its background, its width
  /// for emoji sequences). The screen is drawn with `theme`.
  ///
  /// - Throws: ``CatalogError/unknownPage(_:known:)`` for a name no demo
  ///   has; `TerminalError` if drawing fails.
  public static func render(
    page: String, demos: [CatalogDemo], size: TerminalSize,
    capabilities: TerminalCapabilities = TerminalCapabilities(colorDepth: .trueColor),
    timeZone: TimeZone = .current, traits: TerminalTraits? = nil, theme: Theme = .dark
  ) async throws -> MemoryTerminal {
    let demo = demos.first { $0.id == page }
    guard page == Catalog.homeID || demo != nil else {
      throw CatalogError.unknownPage(page, known: [Catalog.homeID] + demos.map(\.id))
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
        demos: demos, initialDemo: demo?.id, cycle: CatalogTheme.cycle(startingWith: theme)))
    // Embedded content (a virtual list) may still be mounting its rows.
    await loop.root.settle()
    try loop.drawFrame()
    return loop.display.backend
  }

  /// The old spelling of
  /// ``render(page:demos:size:capabilities:timeZone:traits:theme:)``.
  @available(*, deprecated, renamed: "render(page:demos:size:capabilities:timeZone:traits:)")
  public static func render(
    screen: String, demos: [CatalogDemo], size: TerminalSize,
    capabilities: TerminalCapabilities = TerminalCapabilities(colorDepth: .trueColor),
    timeZone: TimeZone = .current, traits: TerminalTraits? = nil
  ) async throws -> MemoryTerminal {
    try await render(
      page: screen, demos: demos, size: size, capabilities: capabilities, timeZone: timeZone,
      traits: traits)
  }

  /// The lines of a rendered page without trailing blanks, as printed.
  public static func text(of terminal: MemoryTerminal) -> String {
    var lines = terminal.lines.map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}

/// What goes wrong choosing a catalog page.
public enum CatalogError: Error, Equatable, CustomStringConvertible {
  /// No page has this name.
  case unknownPage(String, known: [String])
  /// A `--size` that is not `COLUMNSxROWS` with both at least 1.
  case invalidSize(String)

  /// A message naming the problem and what would work.
  public var description: String {
    switch self {
    case .unknownPage(let name, let known):
      "no page named '\(name)'; the pages are: \(known.joined(separator: ", "))"
    case .invalidSize(let text):
      "invalid size '\(text)': write COLUMNSxROWS, e.g. 120x40"
    }
  }

  /// The old name of ``unknownPage(_:known:)``: "screen" now means only a
  /// presentation screen (TrellisPresentation's `Screen`).
  @available(*, deprecated, renamed: "unknownPage(_:known:)")
  public static func unknownScreen(_ name: String, known: [String]) -> CatalogError {
    .unknownPage(name, known: known)
  }
}
