/// Chooses a ``TerminalGraphics`` for ``TerminalApp`` at start-up: the
/// question to ask the terminal (before mouse and keyboard modes are on),
/// then, from the answers, the strategy — or `nil` for half blocks.
///
/// An implementation decides overrides (an environment variable, an
/// option) by asking nothing, and never guesses from the terminal's name.
public protocol TerminalGraphicsSetup: Sendable {
  /// The start-up query, or `nil` to ask nothing.
  func startupQuery(environment: [String: String]) -> TerminalQuery?
  /// The strategy the answers allow (`reply` is `nil` when nothing was
  /// asked), or `nil` to draw images in cells.
  func graphics(reply: TerminalQuery.Reply?, environment: [String: String])
    -> (any TerminalGraphics)?
}
