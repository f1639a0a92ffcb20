import Synchronization
public import Trellis

/// The themes F3 goes through, and which of them is shown. It is shared
/// by the app (F3, the command palette) and whoever follows a theme file
/// (``CatalogTheme/follow(_:cycle:apply:failed:)``), so a reloaded theme
/// replaces the one in the cycle: going round comes back to the file as
/// last saved, not as first loaded.
public final class ThemeCycle: Sendable {
  private struct State {
    var themes: [Theme]
    var current = 0
  }

  // A lock, not an actor: the app component that holds the cycle is a
  // nonisolated value, and each step is a few array reads.
  private let state: Mutex<State>

  /// A cycle through `themes` (`[.dark]` when empty), showing the first.
  public init(_ themes: [Theme] = Theme.builtIn) {
    state = Mutex(State(themes: themes.isEmpty ? [.dark] : themes))
  }

  /// The themes, in order; the first is the one the app starts with (the
  /// followed theme file's, when there is one).
  public var themes: [Theme] { state.withLock { $0.themes } }

  /// The index in ``themes`` of the theme shown.
  public var current: Int { state.withLock { $0.current } }

  /// The theme shown.
  public var theme: Theme { state.withLock { $0.themes[$0.current] } }

  /// Shows the next theme (after the last, the first) and returns it.
  public func advance() -> Theme {
    state.withLock { state in
      state.current = (state.current + 1) % state.themes.count
      return state.themes[state.current]
    }
  }

  /// Shows the theme at `index` (kept within the cycle) and returns it.
  @discardableResult
  public func select(_ index: Int) -> Theme {
    state.withLock { state in
      state.current = min(max(index, 0), state.themes.count - 1)
      return state.themes[state.current]
    }
  }

  /// Puts `theme`, the followed file's theme as just saved, first in the
  /// cycle in place of its earlier version, shows it and returns it: the
  /// user saved it to see it, and F3 goes on from it.
  public func reload(_ theme: Theme) -> Theme {
    state.withLock { state in
      state.themes[0] = theme
      state.current = 0
      return theme
    }
  }
}
