public import Trellis

/// One block of a page as text: what an HTML block element becomes.
public enum WebBlock: Hashable, Sendable {
  /// `h1`–`h6`.
  case heading(level: Int, text: StyledText)
  /// A paragraph (also `div`, table rows and loose text).
  case paragraph(StyledText)
  /// A list item: nesting depth (1 for a top-level list) and marker
  /// (`•` or `3.`).
  case listItem(depth: Int, marker: String, text: StyledText)
  /// Preformatted text (`pre`), kept as it is.
  case code(String)
  /// A quotation (`blockquote`).
  case quote(StyledText)
  /// An image on its own: its alternative text and absolute source URL.
  case image(alt: String, source: String)
  /// A thematic break (`hr`).
  case rule
}

/// A page parsed into text blocks.
public struct WebContent: Hashable, Sendable {
  /// The `title` element's text, if any.
  public var title: String?
  /// The blocks, in document order.
  public var blocks: [WebBlock]
  /// Every link's absolute URL, in document order.
  public var links: [String]

  /// Creates content.
  public init(title: String? = nil, blocks: [WebBlock] = [], links: [String] = []) {
    self.title = title
    self.blocks = blocks
    self.links = links
  }
}
