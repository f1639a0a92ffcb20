extension TerminalTextMeasurer {
  /// Measures in grid cells with ``CellWidth``: the default measurer for
  /// grid hosts.
  public static let cells = TerminalTextMeasurer(standardWidths: ())

  /// The measurer for a grid host that draws emoji sequences as
  /// `emojiSequences` says: ``cells`` when they are joined.
  public static func cells(emojiSequences: EmojiSequenceWidth) -> TerminalTextMeasurer {
    switch emojiSequences {
    case .joined: cells
    case .perEmoji: perEmojiCells
    }
  }

  private static let perEmojiCells = TerminalTextMeasurer {
    EmojiSequenceWidth.perEmoji.width(of: $0)
  }
}

extension LayoutEnvironment {
  /// A character grid: text measured with ``TerminalTextMeasurer/cells``,
  /// frames rounded to whole cells. The default for grid hosts, such as
  /// the terminal and headless hosts; a pixel host makes its own
  /// environment with its own ``TextMeasuring``.
  public static let terminal = LayoutEnvironment(textMeasurer: TerminalTextMeasurer.cells)

  /// ``terminal`` for a grid host that draws emoji sequences as
  /// `emojiSequences` says.
  public static func terminal(emojiSequences: EmojiSequenceWidth) -> LayoutEnvironment {
    LayoutEnvironment(textMeasurer: TerminalTextMeasurer.cells(emojiSequences: emojiSequences))
  }
}
