import TrellisLayout

/// A rule across its stack, as thick as the host's
/// ``ControlMetrics/dividerThickness``: horizontal in a column, vertical in
/// a row (say which with `axis`).
public struct Divider: Component, PrimitiveComponent {
  /// The rule's direction.
  public var axis: Axis
  /// The rule's colour.
  public var color: Color?

  /// Creates a divider.
  public init(_ axis: Axis = .horizontal, color: Color? = nil) {
    self.axis = axis
    self.color = color
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .divider)
    view[.axis] = axis
    view[.tint] = color
    var style = Style()
    style.alignSelf = .stretch
    builder.leaf(style: style, view: view, metricStyle: .divider(axis))
  }
}

/// Flexible empty space that pushes its siblings apart along the stack's
/// axis. It has no view.
public struct Spacer: Component, PrimitiveComponent {
  /// The least space it takes.
  public var minLength: Double

  /// Creates a spacer.
  public init(minLength: Double = 0) {
    self.minLength = minLength
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    style.flexGrow = 1
    style.flexShrink = 1
    style.flexBasis = .points(minLength)
    builder.leaf(style: style, view: nil)
  }
}
