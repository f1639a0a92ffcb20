/// How a cell is drawn: colours, attributes and an optional hyperlink.
public struct CellStyle: Sendable, Hashable {
  /// The text colour.
  public var foreground: TerminalColor
  /// The cell's background colour.
  public var background: TerminalColor
  /// Bold, italic, underline and the like.
  public var attributes: TextAttributes
  /// The link the cell belongs to, if any.
  public var hyperlink: Hyperlink?

  /// Creates a style; every part defaults to the terminal's plain text.
  public init(
    foreground: TerminalColor = .default,
    background: TerminalColor = .default,
    attributes: TextAttributes = [],
    hyperlink: Hyperlink? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.hyperlink = hyperlink
  }

  /// The terminal's plain text: default colours, no attributes, no link.
  public static let plain = CellStyle()
}
