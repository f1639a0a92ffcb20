import TrellisLayout

/// Gives its content a fixed shape: ComponentKit's ratio layout component
/// (`CKRatioLayoutComponent`), with its rule.
///
/// The ratio is always named by its label, since the two conventions in
/// use read the same number the opposite way: CSS's `aspect-ratio` (and
/// ``Component/aspectRatio(_:)``) is width ÷ height, ComponentKit's ratio
/// is height ÷ width. `Ratio(widthToHeight: 2)` and `Ratio(heightToWidth: 0.5)`
/// are the same box, twice as wide as high.
///
/// ```swift
/// Ratio(widthToHeight: 16.0 / 9.0) { Image(url: video.thumbnail) }  // 16:9
/// Ratio(heightToWidth: 0.5) { Divider() }                          // twice as wide as high
/// ```
///
/// The box comes from the space the ratio is given: the full width with the
/// height the ratio implies, or the full height with the width it implies,
/// whichever (within the range) is closest to the ratio. The content is laid
/// out at exactly that size — stretched to the box, whatever its own frame —
/// and the ratio component takes its size. In the range 0…100 both ways,
/// `Ratio(heightToWidth: 0.5)` is 100×50. With no bound on either axis there
/// is no box, and the content keeps its own size.
///
/// Content made of several components (a block of statements) is laid out as
/// a vertical stack in a box of that shape, with flexbox.
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
    // The rule sizes the box; CSS's aspect ratio is for the flexbox fallback only (in a
    // flex parent it would size the box before the rule sees its range).
    let usable = ratio.isFinite && ratio > 0
    builder.openNode(style: Style())
    var fill = Decoration()
    fill.style.flexGrow = 1
    builder.decorate(fill)
    builder.add(content)
    builder.closeNode(layoutRule: .ratio(heightToWidth: usable ? 1 / ratio : 0)) { style in
      if usable { style.aspectRatio = ratio }
    }
  }
}
