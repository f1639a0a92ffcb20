import TrellisLayout

/// Gives its content a fixed shape: ComponentKit's ratio component. The
/// width comes from the parent; the height follows.
///
/// The ratio is always named by its label, since the two conventions in
/// use read the same number the opposite way: CSS's `aspect-ratio` (and
/// ``Component/aspectRatio(_:)``) is width ÷ height, ComponentKit's ratio
/// is height ÷ width.
///
/// ```swift
/// Ratio(widthToHeight: 16.0 / 9.0) { Image(url: video.thumbnail) }  // 16:9
/// Ratio(heightToWidth: 0.5) { Divider() }                          // twice as wide as high
/// ```
public struct Ratio<Content: Component>: Component, PrimitiveComponent {
  /// Width divided by height (whichever initializer made it).
  public let ratio: Double
  /// The content, stretched to the box.
  public let content: Content

  /// Creates a ratio component whose width is `widthToHeight` times its
  /// height (CSS's `aspect-ratio`); a ratio that is not positive and finite
  /// leaves the size to the content.
  public init(widthToHeight: Double, @ComponentBuilder content: () -> Content) {
    self.ratio = widthToHeight
    self.content = content()
  }

  /// Creates a ratio component whose height is `heightToWidth` times its
  /// width, as ComponentKit's ratio component reads its ratio; a ratio that
  /// is not positive and finite leaves the size to the content.
  public init(heightToWidth: Double, @ComponentBuilder content: () -> Content) {
    self.ratio = heightToWidth.isFinite && heightToWidth > 0 ? 1 / heightToWidth : heightToWidth
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
