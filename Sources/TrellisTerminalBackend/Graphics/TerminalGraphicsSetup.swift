/// Chooses a ``TerminalGraphics`` for `TerminalApp` at start-up: the
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
  /// ``graphics(reply:environment:)``, told the size of a cell in pixels
  /// (learnt at start-up), so images can be made at the terminal's
  /// resolution. The default ignores the size.
  func graphics(
    reply: TerminalQuery.Reply?, environment: [String: String], cellPixels: CellPixels
  ) -> (any TerminalGraphics)?
}

extension TerminalGraphicsSetup {
  /// Calls ``graphics(reply:environment:)``.
  public func graphics(
    reply: TerminalQuery.Reply?, environment: [String: String], cellPixels: CellPixels
  ) -> (any TerminalGraphics)? {
    graphics(reply: reply, environment: environment)
  }
}
