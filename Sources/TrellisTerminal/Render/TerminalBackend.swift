/// Where a ``TerminalDisplay`` sends its frames: a real terminal (``TTYOutput``) or
/// an in-memory one (``MemoryTerminal``).
public protocol TerminalBackend {
  /// Writes one frame's bytes, completely.
  mutating func write(_ bytes: [UInt8]) throws(TerminalError)
}
