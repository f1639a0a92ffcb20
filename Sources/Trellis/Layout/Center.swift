import TrellisLayout

/// Centres its content in the space it is given: ComponentKit's center layout
/// component (`CKCenterLayoutComponent`), with its rule.
///
/// ```
/// ┌───────────────────┐
/// │                   │
/// │     [content]     │
/// │                   │
/// └───────────────────┘
/// ```
///
/// In a size range, the container takes the largest size the range allows on
/// each axis where that is finite (the content's size where it is not), and
/// the content is centred in it: in the range 100×120…320×160 a 70×100 child
/// makes a 320×160 container with the child at (125, 30). The content keeps
/// its own size on the centred axes; on an axis it is not centred on, it is at
/// least the range's minimum. ``CenterSizing`` shrinks the container to the
/// content instead.
///
/// ```swift
/// Center { Text("Loading…") }                            // fills, centred both ways
/// Center(.horizontal, sizing: .minimumHeight) { Text("Title") }  // a one-line band
/// ```
///
/// Content made of several components (a block of statements) is laid out as
/// a vertical stack, centred with flexbox.
public struct Center<Content: Component>: Component, PrimitiveComponent {
  /// Which axes to centre on (``CenterAxes``).
  public typealias Axes = CenterAxes

  /// The axes centred on.
  public let axes: CenterAxes
  /// How the container is sized.
  public let sizing: CenterSizing
  /// The content.
  public let content: Content

  /// Creates a centring component.
  public init(
    _ axes: CenterAxes = .both, sizing: CenterSizing = .fill,
    @ComponentBuilder content: () -> Content
  ) {
    self.axes = axes
    self.sizing = sizing
    self.content = content()
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    style.flexDirection = .column
    if axes == .vertical || axes == .both { style.justifyContent = .center }
    if axes == .horizontal || axes == .both { style.alignItems = .center }
    builder.openNode(style: style)
    builder.add(content)
    builder.closeNode(layoutRule: .center(axes, sizing))
  }
}

/// The axes a ``Center`` centres its content on: ComponentKit's centring
/// options.
public enum CenterAxes: Hashable, Sendable {
  /// Horizontally only (ComponentKit's `CenteringX`).
  case horizontal
  /// Vertically only (`CenteringY`).
  case vertical
  /// Both (`CenteringXY`).
  case both
  /// Neither: the content stays at the top left (`CenteringNone`), and is at
  /// least the range's minimum on both axes.
  case neither
}

/// How a ``Center`` sizes itself: ComponentKit's sizing options.
public enum CenterSizing: Hashable, Sendable {
  /// The largest size the range allows on each axis where that is finite
  /// (ComponentKit's `SizingOptionDefault`).
  case fill
  /// As narrow as the content, within the range (`SizingOptionMinimumX`).
  case minimumWidth
  /// As short as the content, within the range (`SizingOptionMinimumY`).
  case minimumHeight
  /// As small as the content on both axes, within the range
  /// (`SizingOptionMinimumXY`).
  case minimum
}
