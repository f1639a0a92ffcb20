import TrellisLayout

/// Gives its content a fixed width-to-height ratio: ComponentKit's ratio
/// component. The width comes from the parent; the height follows.
///
/// ```swift
/// Ratio(16.0 / 9.0) { Image(url: video.thumbnail) }
/// ```
public struct Ratio<Content: Component>: Component, PrimitiveComponent {
  /// Width divided by height.
  public let ratio: Double
  /// The content, stretched to the box.
  public let content: Content

  /// Creates a ratio component; a ratio that is not positive and finite
  /// leaves the size to the content.
  public init(_ ratio: Double, @ComponentBuilder content: () -> Content) {
    self.ratio = ratio
    self.content = content()
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    if ratio.isFinite, ratio > 0 { style.aspectRatio = ratio }
    builder.openNode(style: style)
    var fill = Decoration()
    fill.style.flexGrow = 1
    builder.decorate(fill)
    builder.add(content)
    builder.closeNode()
  }
}
