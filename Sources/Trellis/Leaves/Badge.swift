import TrellisLayout

/// A small label, such as an unread count, with the host's
/// ``ControlMetrics/badgePadding`` each side.
public struct Badge: Component, PrimitiveComponent {
  /// The badge's text.
  public var text: String
  /// The badge's colour.
  public var color: Color?

  /// Creates a badge.
  public init(_ text: String, color: Color? = nil) {
    self.text = text
    self.color = color
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .badge)
    view[.badgeText] = text
    view[.tint] = color
    var style = Style()
    style.alignSelf = .flexStart
    builder.leaf(
      style: style, view: view, text: TextContent(text: StyledText(text), maxLines: 1),
      metricStyle: .badge)
  }
}
