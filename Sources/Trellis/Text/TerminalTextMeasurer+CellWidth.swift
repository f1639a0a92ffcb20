extension TerminalTextMeasurer {
  /// Measures in grid cells with ``CellWidth``: the default measurer for
  /// grid hosts.
  public static let cells = TerminalTextMeasurer(standardWidths: ())
}

extension LayoutEnvironment {
  /// A character grid: text measured with ``TerminalTextMeasurer/cells``,
  /// frames rounded to whole cells. The default for grid hosts, such as
  /// the terminal and headless hosts; a pixel host makes its own
  /// environment with its own ``TextMeasuring``.
  public static let terminal = LayoutEnvironment(textMeasurer: TerminalTextMeasurer.cells)
}
