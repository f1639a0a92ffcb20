public import Trellis

/// A small Markdown-style markup for styled text, read into a
/// `StyledText`:
///
/// | markup | shows |
/// | --- | --- |
/// | `**bold**` | bold |
/// | `*italic*` | italic |
/// | code between backquotes | code, in ``Theme/code``; no markup inside |
/// | `[text](url)` | a link to `url` |
/// | `\*` | a `*` (any character after `\` is itself) |
///
/// Markup nests (`**bold *and italic***`, `[**bold link**](https://…)`).
/// Bad markup never stops the text showing: what cannot be read shows as
/// written, and each problem is a ``MarkupError`` with its line and column.
/// Control characters and escapes in the text show as visible symbols
/// (see ``VisibleControlCharacters``), never reaching a terminal raw.
///
/// ```swift
/// let text = try Markup.styledText("Read **the docs** at [trellis](https://example.com)")
/// let (shown, problems) = Markup.parse("An *unclosed emphasis")   // shows the `*`
/// ```
public enum Markup {
  /// How code and links look.
  public struct Theme: Hashable, Sendable {
    /// The style of code between backquotes (on top of the surrounding style).
    public var code: TextStyle
    /// The colour of links; `nil` keeps the surrounding colour.
    public var linkColor: Color?

    /// Creates a theme.
    public init(code: TextStyle = TextStyle(foreground: .cyan), linkColor: Color? = .blue) {
      self.code = code
      self.linkColor = linkColor
    }

    /// Code in cyan, links in blue.
    public static let standard = Theme()
  }

  /// The markup read leniently: the styled text (what could not be read
  /// shows as written) and every problem found, in order (at most 100).
  public static func parse(_ markup: String, theme: Theme = .standard) -> (
    text: StyledText, errors: [MarkupError]
  ) {
    var parser = MarkupParser(VisibleControlCharacters.visible(markup), theme: theme)
    parser.parse()
    return (parser.output, parser.errors)
  }

  /// The markup read strictly: its styled text, or the first problem.
  public static func styledText(_ markup: String, theme: Theme = .standard) throws(MarkupError)
    -> StyledText
  {
    let (text, errors) = parse(markup, theme: theme)
    if let first = errors.first { throw first }
    return text
  }
}
