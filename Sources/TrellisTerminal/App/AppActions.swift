public import Trellis

/// Ends the terminal app that shows the sending component: send it from a
/// button or a key command, and ``TerminalRunLoop/run(_:)`` returns after
/// the terminal is restored.
///
/// ```swift
/// Button("Quit", send: QuitApp())
/// ```
public struct QuitApp: ComponentAction, Equatable {
  /// Creates the action.
  public init() {}
}

/// Suspends the terminal app to the shell, as Ctrl-Z does; `fg` resumes it.
public struct SuspendApp: ComponentAction, Equatable {
  /// Creates the action.
  public init() {}
}
