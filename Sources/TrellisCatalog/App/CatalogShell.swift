public import Trellis
public import TrellisKit
public import TrellisPresentation

/// The catalog as one user runs it — in a terminal, or in a browser tab:
/// its own demos (a demo's long-lived objects, a navigator, a table or a
/// screen file's reloader, belong to one screen), its theme cycle (F3 and
/// the command palette), the overview (F12) and whether it offers Quit.
/// Every host runs the same shell; the host only draws the theme the app
/// sends (`SetTheme`) and, if it can, ends the app on `QuitApp`.
///
/// ```swift
/// let shell = CatalogShell(theme: .dark, canQuit: false)
/// let app = shell.app
/// ```
@MainActor
public final class CatalogShell {
  /// The demos this user's pages show, made for them.
  public let demos: [CatalogDemo]
  /// The themes F3 goes through, and the one shown.
  public let cycle: ThemeCycle
  /// Where the overview's log console reads messages (`nil`: no console).
  public let log: OverviewLog?
  /// Whether the host can end the app (a terminal can; a browser tab is
  /// closed by its user): without it, no Quit button, key or command.
  public let canQuit: Bool

  /// A shell starting with `theme`, showing `demos` (new ones by default:
  /// two users never share a demo's objects).
  public init(
    theme: Theme, demos: [CatalogDemo]? = nil, log: OverviewLog? = nil, canQuit: Bool = true
  ) {
    self.demos = demos ?? Catalog.demos()
    self.cycle = CatalogTheme.cycle(startingWith: theme)
    self.log = log
    self.canQuit = canQuit
  }

  /// The app to show: the catalog, opening `initialDemo` if given, with
  /// the overview on F12.
  public func app(opening initialDemo: String? = nil) -> some Component {
    CatalogApp(demos: demos, initialDemo: initialDemo, cycle: cycle, canQuit: canQuit)
      .overview(log: log)
  }

  /// The app, on its home page.
  public var app: some Component { app(opening: nil) }

  /// Follows the theme file `argument` names (nothing for a built-in
  /// theme): each good save takes the first place of the cycle and goes to
  /// `apply`, to be drawn; a bad one goes to `failed`. Returns what stops
  /// following.
  ///
  /// - Throws: `DirectoryWatcher.WatchError` when the file's folder cannot
  ///   be watched.
  public func follow(
    themeFile argument: String, apply: @escaping @MainActor (Theme) -> Void,
    failed: @escaping @MainActor (ScreenFileError) -> Void
  ) throws(DirectoryWatcher.WatchError) -> @MainActor () -> Void {
    try CatalogTheme.follow(argument, cycle: cycle, apply: apply, failed: failed)
  }
}
