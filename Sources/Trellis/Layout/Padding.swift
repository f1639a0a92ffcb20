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

  func reduce(into builder: inout TreeBuilder) {
    builder.openInsetNode(insets, around: content)
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
}
