import TrellisLayout

/// Centres its content in the space it is given: ComponentKit's center
/// component.
///
/// ```
/// ┌───────────────────┐
/// │                   │
/// │     [content]     │
/// │                   │
/// └───────────────────┘
/// ```
public struct Center<Content: Component>: Component, PrimitiveComponent {
  /// Which axes to centre on.
  public enum Axes: Hashable, Sendable {
    /// Horizontally only.
    case horizontal
    /// Vertically only.
    case vertical
    /// Both.
    case both
  }

  /// The axes centred on.
  public let axes: Axes
  /// The content.
  public let content: Content

  /// Creates a centering component; give it a size (a frame or flex) larger
  /// than its content for the centring to show.
  public init(_ axes: Axes = .both, @ComponentBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    style.flexDirection = .column
    if axes != .horizontal { style.justifyContent = .center }
    if axes != .vertical { style.alignItems = .center }
    builder.openNode(style: style)
    builder.add(content)
    builder.closeNode()
  }
}
