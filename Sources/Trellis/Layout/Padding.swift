import TrellisLayout

/// Space around a component, as CSS pads a box: `content.padding(1)`.
///
/// The padded box is a flexbox container with the content inside: in a fixed
/// size the content keeps its own height (a column's items do not grow) and is
/// stretched across, as CSS lays out a padded block. An infinite inset is an
/// auto margin on the content, pushing it to the opposite edge.
///
/// ``Inset`` is ComponentKit's inset instead: in an exact range its content
/// fills the inside on every axis whose insets are finite.
///
/// ```swift
/// Text("Hello").padding(horizontal: 1)
/// ```
public struct Padding<Content: Component>: Component, PrimitiveComponent {
  /// The space around the content.
  public let insets: EdgeInsets
  /// The content.
  public let content: Content
  /// Whether ``insets`` count steps of the host's spacing scale
  /// (``Component/padding(steps:)``) rather than the host's units.
  var isScaled = false

  func reduce(into builder: inout TreeBuilder) {
    builder.openInsetNode(
      insets, around: content,
      metricStyle: isScaled ? .scaled(ScaledLengths(padding: insets)) : nil)
    builder.closeNode()
  }
}

extension Component {
  /// Adds space around the component: CSS's padding (see ``Padding``).
  public func padding(_ insets: EdgeInsets) -> Padding<Self> {
    Padding(insets: insets, content: self)
  }

  /// Adds the same space on every side.
  public func padding(_ all: Double) -> Padding<Self> {
    Padding(insets: EdgeInsets(all: all), content: self)
  }

  /// Adds space horizontally and vertically.
  public func padding(horizontal: Double = 0, vertical: Double = 0) -> Padding<Self> {
    Padding(insets: EdgeInsets(horizontal: horizontal, vertical: vertical), content: self)
  }

  /// Adds space counted in steps of the host's spacing scale
  /// (``ControlMetrics/spacingStep``: a cell on a grid, a few points on a
  /// pixel host), so a composite's padding follows the host. With an
  /// infinite inset, the insets are the host's units, as in
  /// `padding(_:)`.
  ///
  /// ```swift
  /// let panel = Text("Status").padding(steps: EdgeInsets(horizontal: 1, vertical: 0))
  /// ```
  public func padding(steps insets: EdgeInsets) -> Padding<Self> {
    var padding = Padding(insets: insets, content: self)
    padding.isScaled = !insets.hasInfiniteEdge
    return padding
  }
}
