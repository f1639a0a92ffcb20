import TrellisLayout

/// Lays out its children one after the other along an axis: ComponentKit's
/// stack, a flexbox container.
///
/// ```
/// Stack(.horizontal, spacing: 1, alignment: .center)
/// ┌──────────────────────────────┐
/// │ [avatar] Title text    [3] │
/// └──────────────────────────────┘
/// ```
///
/// ```swift
/// Stack(.horizontal, spacing: 1, alignment: .center) {
///   Image(named: "avatar").frame(width: 2, height: 1)
///   Text(title).flex(grow: 1)
///   Badge("3")
/// }
/// ```
///
/// A stack has no view of its own unless a modifier needs one (a tap, a tag,
/// a background colour): its children mount into the nearest ancestor view.
/// Binding paths count it all the same (see ``HostViewTree/outlineParent(of:)``):
/// `@superview` and `@subviews[n]` find the same component either way.
public struct Stack<Content: Component>: Component, PrimitiveComponent {
  /// The axis children follow.
  public let axis: Axis
  /// Space between adjacent children.
  public let spacing: Double
  /// Placement across the axis.
  public let alignment: StackAlignment
  /// Distribution along the axis.
  public let justification: StackJustification
  /// Whether children wrap onto more lines when they do not fit.
  public let wraps: Bool
  /// The children.
  public let content: Content
  /// Set by ``scaled(width:height:)``: the spacing and sizes in steps of
  /// the host's spacing scale.
  var scaledLengths: ScaledLengths?

  /// Creates a stack.
  public init(
    _ axis: Axis = .vertical, spacing: Double = 0, alignment: StackAlignment = .stretch,
    justification: StackJustification = .start, wraps: Bool = false,
    @ComponentBuilder content: () -> Content
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.justification = justification
    self.wraps = wraps
    self.content = content()
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    style.flexDirection = axis == .horizontal ? .row : .column
    style.alignItems = alignment.align
    style.justifyContent = justification.justify
    style.flexWrap = wraps ? .wrap : .noWrap
    if spacing != 0 { style.gap = Gap(all: .points(spacing)) }
    builder.openNode(style: style, metricStyle: scaledLengths.map(MetricStyle.scaled))
    builder.add(content)
    builder.closeNode()
  }

  /// This stack with its ``spacing`` — and `width` and `height`, when
  /// given — counted in steps of the host's spacing scale
  /// (``ControlMetrics/spacingStep``: a cell on a grid, a few points on a
  /// pixel host) instead of the host's units. Composites use it so their
  /// geometry follows the host:
  ///
  /// ```swift
  /// let row = Stack(.horizontal, spacing: 1) {
  ///   Button("Back") {}
  ///   Button("Next") {}
  /// }.scaled()
  /// ```
  ///
  /// A `.frame(…)` on the stack still sets its size in the host's units.
  public func scaled(width: Double? = nil, height: Double? = nil) -> Stack {
    var copy = self
    copy.scaledLengths = ScaledLengths(gap: spacing, width: width, height: height)
    return copy
  }
}
