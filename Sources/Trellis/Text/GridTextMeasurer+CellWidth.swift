extension GridTextMeasurer {
  /// Measures in grid cells with ``CellWidth``: the measurer of grid hosts
  /// whose terminal joins emoji sequences.
  public static let cells = GridTextMeasurer(standardWidths: ())

  /// The measurer for a grid host that draws emoji sequences as
  /// `emojiSequences` says: ``cells`` when they are joined.
  public static func cells(emojiSequences: EmojiSequenceWidth) -> GridTextMeasurer {
    switch emojiSequences {
    case .joined: cells
    case .perEmoji: perEmojiCells
    }
  }

  private static let perEmojiCells = GridTextMeasurer {
    EmojiSequenceWidth.perEmoji.width(of: $0)
  }
}

extension ControlMetrics {
  /// The metrics of a character grid, in whole cells: `[x] ` before a
  /// switch's label, a space of padding around button and badge titles,
  /// ` A | B ` segments, a 20-cell slider with a one-cell thumb, one-cell
  /// indicators and rules, arrows scrolling a line and pages keeping one,
  /// dialogs framed with a cell of border and one of margin, a spacing
  /// step of one cell.
  public static let characterGrid = ControlMetrics(
    toggleChromeWidth: 4, buttonPadding: 1, badgePadding: 1,
    segmentPadding: 1, segmentSeparatorWidth: 1,
    sliderLength: 20, sliderThickness: 1, sliderThumbLength: 1,
    activityIndicatorSize: Size(width: 1, height: 1), progressBarMinLength: 10,
    progressBarThickness: 1, dividerThickness: 1, textInputMinWidth: 10, caretWidth: 1,
    lineStep: 1, pageOverlap: 1,
    dialogHorizontalPadding: 2, dialogVerticalPadding: 1, dialogTitleChromeWidth: 6,
    sheetHorizontalPadding: 1, sheetTopPadding: 1, modalActionSpacing: 1,
    spacingStep: 1)
}

extension LayoutEnvironment {
  /// The environment of a character grid: text measured in cells by
  /// ``GridTextMeasurer/cells(emojiSequences:)``, frames rounded to whole
  /// cells, ``ControlMetrics/characterGrid``. The grid hosts (the terminal
  /// and the headless test host) supply it; the core never falls back to
  /// it. `emojiSequences` is how the host's terminal draws emoji
  /// sequences, as its start-up probe found.
  public static func characterGrid(emojiSequences: EmojiSequenceWidth = .joined)
    -> LayoutEnvironment
  {
    LayoutEnvironment(
      textMeasurer: GridTextMeasurer.cells(emojiSequences: emojiSequences), pointScale: 1,
      controlMetrics: .characterGrid)
  }
}
