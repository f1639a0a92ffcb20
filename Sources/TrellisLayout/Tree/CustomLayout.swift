/// The sizes a box may take on each axis: at least `min`, at most `max` (`max` may be
/// `.infinity`). ComponentKit calls it a size range; a ``CustomLayoutFunction`` gets one and
/// hands one to each child it lays out.
public struct LayoutSizeRange: Sendable, Hashable, CustomStringConvertible {
  /// The smallest size.
  public var min: LayoutSize
  /// The largest size; `.infinity` leaves an axis unbounded.
  public var max: LayoutSize

  /// Creates a range; NaN and negative bounds count as 0, and `max` is raised to `min` where
  /// it is smaller.
  public init(min: LayoutSize, max: LayoutSize) {
    func clean(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : value }
    let low = LayoutSize(width: clean(min.width), height: clean(min.height))
    self.min = low
    self.max = LayoutSize(
      width: Swift.max(clean(max.width), low.width),
      height: Swift.max(clean(max.height), low.height))
  }

  /// Exactly `size`.
  public init(exactly size: LayoutSize) {
    self.init(min: size, max: size)
  }

  /// `size` brought within the range on each axis (a NaN axis becomes `min`).
  public func clamp(_ size: LayoutSize) -> LayoutSize {
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      value.isNaN ? low : Swift.min(Swift.max(value, low), high)
    }
    return LayoutSize(
      width: clamp(size.width, min.width, max.width),
      height: clamp(size.height, min.height, max.height))
  }

  /// `min…max`.
  public var description: String { "\(min)…\(max)" }
}

/// Lays out a node's children by a rule of its own instead of flexbox (ComponentKit's
/// layout components: inset, center, ratio, background).
///
/// The function gets the node's content box as a ``LayoutSizeRange`` (what its parent
/// offers, within the node's own size, min and max, less its padding and border), measures
/// the children it wants through ``CustomLayoutContext/measure(child:in:)``, places each with
/// ``CustomLayoutContext/place(child:x:y:size:)`` and returns its content size, which the
/// engine brings within the range (unless the rule sets
/// ``CustomLayoutContext/keepsSizeOutsideRange``). Children it does not place keep an empty frame at the
/// origin; absolutely positioned children are laid out by the engine as in a flex container
/// and are not among the context's children.
///
/// It is called off the main actor, possibly several times per layout (measuring, then
/// laying out): it must be pure, like a ``MeasureFunction``.
public typealias CustomLayoutFunction =
  @Sendable (_ context: inout CustomLayoutContext) -> LayoutSize

/// What a ``CustomLayoutFunction`` sees of its node during one call. Valid only during that
/// call: do not keep it.
public struct CustomLayoutContext {
  /// The sizes the node's content box may take.
  public let range: LayoutSizeRange
  /// The rounding scale of this layout (0: none), for rules that round as they place.
  public let pointScale: Double
  let engine: LayoutEngine
  let node: Int
  let children: [Int]
  let performLayout: Bool
  let direction: Direction
  let contentLeft: Double
  let contentTop: Double
  /// The request each child was last measured with.
  var requests: [(request: LayoutRequest, minimum: LayoutSize)?]
  /// Whether the node takes the size the rule returns even where it is outside the range
  /// (and the node's own min and max): ComponentKit's background and overlay are exactly
  /// their content's size, so a content that overflows its range is still covered. Other
  /// rules are brought within the range, as ComponentKit clamps an inset, a center or a
  /// ratio.
  public var keepsSizeOutsideRange = false

  /// The number of children in the flow, in order.
  public var childCount: Int { children.count }

  /// Measures child `index` within `range` and returns its size, margins included: the
  /// child's content-sized layout capped by `range.max`, then raised to `range.min` where
  /// it is smaller (the child is then laid out at that size, so a minimum stretches it).
  public mutating func measure(child index: Int, in range: LayoutSizeRange) -> LayoutSize {
    let measured = engine.measureCustomChild(children[index], in: range, direction: direction)
    requests[index] = (measured.request, measured.minimum)
    return measured.size
  }

  /// Lays out child `index` with its margin box's origin at (`x`, `y`) in the node's content
  /// box: as it was last measured (ComponentKit keeps the layout a child was measured to),
  /// or at exactly `size` (margins included) if it was not measured.
  public func place(child index: Int, x: Double, y: Double, size: LayoutSize) {
    guard performLayout else { return }
    engine.placeCustomChild(
      children[index], x: contentLeft + x, y: contentTop + y, size: size,
      measuredWith: requests[index], direction: direction)
  }

  /// `value` rounded to the layout's pixel grid (unchanged without rounding).
  public func roundedToPixel(_ value: Double) -> Double {
    pointScale > 0 ? (value * pointScale).rounded() / pointScale : value
  }

  /// `value` rounded down to the layout's pixel grid (unchanged without rounding).
  public func flooredToPixel(_ value: Double) -> Double {
    pointScale > 0 ? (value * pointScale + 0.0001).rounded(.down) / pointScale : value
  }
}
