public import Trellis
public import TrellisPresentation

/// The theme `catalog --theme` names: a built-in theme, or a YAML theme
/// file, reloaded while the catalog runs.
@MainActor
public enum CatalogTheme {
  /// The built-in theme called `argument` (`dark`, `light`), else the
  /// theme in the file at that path.
  ///
  /// - Throws: `ScreenFileError` for a file that cannot be read or has
  ///   problems, each at its file:line:col.
  public static func load(_ argument: String) throws(ScreenFileError) -> Theme {
    if let theme = Theme.builtIn.first(where: { $0.name == argument }) { return theme }
    return try ThemeFile.read(atPath: argument)
  }

  /// Follows the theme file `argument` names: on each good save its theme
  /// replaces the first of `cycle` (the file's, as ``cycle(startingWith:)``
  /// puts it) and is shown, and `apply` is called with it; a bad save calls
  /// `failed` with its problems (the last good theme stays). Returns what
  /// stops following; nothing is followed when `argument` names a built-in
  /// theme.
  ///
  /// - Throws: `DirectoryWatcher.WatchError` when the file's folder cannot
  ///   be watched.
  public static func follow(
    _ argument: String, cycle: ThemeCycle, apply: @escaping @MainActor (Theme) -> Void,
    failed: @escaping @MainActor (ScreenFileError) -> Void
  ) throws(DirectoryWatcher.WatchError) -> @MainActor () -> Void {
    guard !Theme.builtIn.contains(where: { $0.name == argument }) else { return {} }
    let reloader = try ThemeReloader(path: argument) { apply(cycle.reload($0)) }
    let outcomes = reloader.outcomes
    let task = Task { @MainActor in
      for await outcome in outcomes {
        if case .failed(let error) = outcome { failed(error) }
      }
    }
    return {
      reloader.stop()
      task.cancel()
    }
  }

  /// The themes F3 goes through: `first`, then the built-in themes not
  /// called as it is.
  public static func cycle(startingWith first: Theme) -> ThemeCycle {
    ThemeCycle([first] + Theme.builtIn.filter { $0.name != first.name })
  }
}
