import TrellisLayout

/// ComponentKit's ratio rule (`CKRatioLayoutComponent`), with the ratio read as height ÷
/// width as ComponentKit reads it.
///
/// - Each finite maximum proposes a box: the full width with the height it implies, the
///   full height with the width it implies (rounded down to the pixel grid, then brought
///   within the range).
/// - The proposal whose shape is closest to the ratio wins, and the child is laid out at
///   exactly that size (as far as the range allows): the content is stretched to the box.
/// - With no finite maximum there is no box: the child is laid out in the range as is.
/// - The ratio component takes the child's size.
enum RatioRule {
  static func layout(_ context: inout CustomLayoutContext, heightToWidth ratio: Double)
    -> LayoutSize
  {
    let range = context.range
    var box: LayoutSize?
    if ratio.isFinite && ratio > 0 {
      var proposals: [LayoutSize] = []
      if range.max.width.isFinite {
        proposals.append(
          range.clamp(
            LayoutSize(
              width: range.max.width, height: context.flooredToPixel(ratio * range.max.width))))
      }
      if range.max.height.isFinite {
        proposals.append(
          range.clamp(
            LayoutSize(
              width: context.flooredToPixel(range.max.height / ratio),
              height: range.max.height)))
      }
      // The first of equally good proposals wins (the full width).
      box = proposals.min { distance($0, ratio) < distance($1, ratio) }
    }
    let childRange = box.map { LayoutSizeRange(exactly: range.clamp($0)) } ?? range
    guard context.childCount > 0 else { return childRange.min }
    let child = context.measure(child: 0, in: childRange)
    context.place(child: 0, x: 0, y: 0, size: child)
    return child
  }

  /// How far a size's shape (height ÷ width) is from the ratio.
  private static func distance(_ size: LayoutSize, _ ratio: Double) -> Double {
    let shape = size.height / size.width
    return shape.isNaN ? .infinity : abs(shape - ratio)
  }
}
