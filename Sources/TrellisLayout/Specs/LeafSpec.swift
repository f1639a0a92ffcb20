/// A leaf: a fixed-size box, or content measured by a function (text, an image).
///
/// ```swift
/// LeafSpec(width: 40, height: 40)              // an avatar
/// LeafSpec(measure: { w, _, _, _ in LayoutSize(width: min(w, 200), height: 20) })
/// ```
public struct LeafSpec: LayoutSpec {
  /// The leaf's style: its size, limits and flex properties.
  public var style: Style
  /// Measures the content when the style leaves a size open.
  public var measure: MeasureFunction?

  /// A leaf with a full style and an optional measure function.
  public init(style: Style = Style(), measure: MeasureFunction? = nil) {
    self.style = style
    self.measure = measure
  }

  /// A leaf with a preferred size; `nil` leaves that side to the measure function (or `0`).
  public init(width: Double? = nil, height: Double? = nil, measure: MeasureFunction? = nil) {
    var style = Style()
    if let width { style.width = .points(width) }
    if let height { style.height = .points(height) }
    self.init(style: style, measure: measure)
  }

  /// Adds one node.
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    builder.addNode(style: style, measure: measure)
  }
}
