/// Where a ``TerminalDisplay`` sends its frames: a real terminal (``TTYOutput``) or
/// an in-memory one (``MemoryTerminal``).
public protocol TerminalBackend {
  /// Writes one frame's bytes, completely.
  mutating func write(_ bytes: [UInt8]) throws(TerminalError)

  /// Follows a change of the window's size, which ``TerminalDisplay`` reports
  /// before it draws at the new size. A real terminal has resized itself
  /// already (the default does nothing); a terminal in memory changes its
  /// screen as a real one would, so tests see what a user sees.
  mutating func resize(width: Int, height: Int)
}

extension TerminalBackend {
  /// Does nothing: the terminal itself changed size.
  public mutating func resize(width: Int, height: Int) {}
}
