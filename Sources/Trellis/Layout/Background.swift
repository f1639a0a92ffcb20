import TrellisLayout

/// Puts a component behind another, sized to it: ComponentKit's background
/// layout component (`CKBackgroundLayoutComponent`). The content is laid out
/// in the range the background component is given, exactly as it would be
/// without a background, and decides the size; the background is stretched to
/// it. A background never moves or resizes its content.
///
/// ```
/// ┌──────────────┐  background: stretched to the content's frame
/// │ content      │  drawn first, so it is behind
/// └──────────────┘
/// ```
public struct Background<Content: Component, Back: Component>: Component, PrimitiveComponent {
  /// The component in front, which decides the size.
  public let content: Content
  /// The component behind.
  public let background: Back

  /// Creates a background component.
  public init(
    @ComponentBuilder content: () -> Content, @ComponentBuilder background: () -> Back
  ) {
    self.content = content()
    self.background = background()
  }

  init(content: Content, background: Back) {
    self.content = content
    self.background = background
  }

  func reduce(into builder: inout TreeBuilder) {
    builder.openNode(style: Style())
    builder.decorate(.absoluteFill)
    builder.add(background)
    builder.add(content)
    builder.closeNode(layoutRule: .layers)
  }
}

/// Puts a component in front of another, sized to it: ComponentKit's
/// overlay layout component. As with ``Background``, the content is laid out
/// as it would be alone, and the overlay is stretched to it.
public struct Overlay<Content: Component, Front: Component>: Component, PrimitiveComponent {
  /// The component behind, which decides the size.
  public let content: Content
  /// The component in front.
  public let overlay: Front

  /// Creates an overlay component.
  public init(@ComponentBuilder content: () -> Content, @ComponentBuilder overlay: () -> Front) {
    self.content = content()
    self.overlay = overlay()
  }

  init(content: Content, overlay: Front) {
    self.content = content
    self.overlay = overlay
  }

  func reduce(into builder: inout TreeBuilder) {
    builder.openNode(style: Style())
    builder.add(content)
    builder.decorate(.absoluteFill)
    builder.add(overlay)
    builder.closeNode(layoutRule: .layers)
  }
}

extension Decoration {
  /// Fills the parent's padding box, out of the flow.
  static var absoluteFill: Decoration {
    var decoration = Decoration()
    decoration.style.positionType = .absolute
    decoration.style.position = EdgeDimensions(all: .points(0))
    return decoration
  }
}

extension Component {
  /// Puts `background` behind this component, sized to it.
  public func background<Back: Component>(@ComponentBuilder _ background: () -> Back)
    -> Background<Self, Back>
  {
    Background(content: self, background: background())
  }

  /// Puts `overlay` in front of this component, sized to it.
  public func overlay<Front: Component>(@ComponentBuilder _ overlay: () -> Front)
    -> Overlay<Self, Front>
  {
    Overlay(content: self, overlay: overlay())
  }
}
