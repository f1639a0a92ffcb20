/// How a terminal can show pictures, best first.
public enum GraphicsProtocol: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
  case kitty
  /// iTerm2 inline images (iTerm2, WezTerm, mintty).
  case iTerm2
  /// Sixel bitmaps (xterm with sixel, foot, mlterm, Windows Terminal).
  case sixel
  /// Coloured upper-half blocks: two pixels per cell, any colour terminal.
  case halfBlocks

  /// The protocol's name.
  public var description: String { rawValue }
}
