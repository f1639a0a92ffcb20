import TrellisLayout

/// A component sized in its host's text: so many characters wide, so many
/// lines high. Made by ``Component/frame(characters:lines:)`` and
/// ``Component/frame(minCharacters:)``; see there.
public struct TextRelativeFrame<Content: Component>: Component, PrimitiveComponent {
  /// The width in characters (the width of a digit, CSS's `ch`); `nil`
  /// leaves it to the content.
  public let characters: Double?
  /// The least width in characters; `nil` sets none.
  public let minCharacters: Double?
  /// The height in lines of text; `nil` leaves it to the content.
  public let lines: Double?
  /// The content, filling the frame.
  public let content: Content

  func reduce(into builder: inout TreeBuilder) {
    let lengths = ScaledLengths(
      widthInCharacters: characters, minWidthInCharacters: minCharacters, heightInLines: lines)
    // An inset of nothing: the content fills the frame on each axis the
    // frame sets, as it would with the size on its own node.
    let none = EdgeInsets()
    builder.openInsetNode(none, around: content, metricStyle: .scaled(lengths))
    builder.closeNode(layoutRule: .inset(infiniteEdges: .init(none)))
  }
}

extension Component {
  /// Sizes the component in characters and lines of the host's text — a
  /// label column, a field for a short code, a box a few lines high — so
  /// it has the same room for its text on every host: a character is a
  /// cell on a terminal and the width of a digit in a browser's 16 px
  /// font (CSS's `ch` unit), a line is a row or the font's line height.
  /// `nil` leaves that size to the content. A width given with
  /// `frame(width:)` is in the host's units instead.
  ///
  /// ```swift
  /// let row = Stack(.horizontal, spacing: 1) {
  ///   Text("Name").frame(characters: 10)
  ///   TextField("Your name", text: "")
  /// }.scaled()
  /// ```
  public func frame(characters: Double? = nil, lines: Double? = nil) -> TextRelativeFrame<Self> {
    TextRelativeFrame(characters: characters, minCharacters: nil, lines: lines, content: self)
  }

  /// Keeps the component at least `minCharacters` characters of the host's
  /// text wide (see ``frame(characters:lines:)``): a summary that should
  /// rather go onto a line of its own than shrink to a sliver.
  ///
  /// ```swift
  /// let summary = Text("What the page shows").frame(minCharacters: 20).flex(grow: 1, shrink: 1)
  /// ```
  public func frame(minCharacters: Double) -> TextRelativeFrame<Self> {
    TextRelativeFrame(characters: nil, minCharacters: minCharacters, lines: nil, content: self)
  }
}
