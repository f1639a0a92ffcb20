extension TerminalTextMeasurer {
  /// Measures in terminal cells with ``CellWidth``: the default measurer.
  public static let cells = TerminalTextMeasurer(cellWidth: { CellWidth.width(of: $0) })
}

extension LayoutEnvironment {
  /// Terminal cells: text measured with ``TerminalTextMeasurer/cells``,
  /// frames rounded to whole cells. The default for the terminal and
  /// headless hosts.
  public static let terminal = LayoutEnvironment(textMeasurer: TerminalTextMeasurer.cells)
}
