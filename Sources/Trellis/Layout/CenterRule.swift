import TrellisLayout

/// ComponentKit's centring rule (`CKCenterLayoutComponent`).
///
/// - The child may be as large as the range's maximum; on an axis it is centred on, its
///   minimum is 0 (it keeps its own size), elsewhere the range's minimum.
/// - The container takes the range's maximum on each axis where that is finite, else the
///   child's size; a minimum sizing option shrinks it to the child's size on that axis
///   (never below the range's minimum).
/// - The child is centred (rounded to the pixel grid) on the centred axes and at the
///   start elsewhere.
enum CenterRule {
  static func layout(
    _ context: inout CustomLayoutContext, axes: CenterAxes, sizing: CenterSizing
  ) -> LayoutSize {
    guard context.childCount > 0 else { return context.range.min }
    let range = context.range
    let centresX = axes == .horizontal || axes == .both
    let centresY = axes == .vertical || axes == .both
    let childRange = LayoutSizeRange(
      min: LayoutSize(
        width: centresX ? 0 : range.min.width, height: centresY ? 0 : range.min.height),
      max: range.max)
    let child = context.measure(child: 0, in: childRange)
    var size = range.clamp(
      LayoutSize(
        width: range.max.width.isFinite ? range.max.width : child.width,
        height: range.max.height.isFinite ? range.max.height : child.height))
    if sizing == .minimumWidth || sizing == .minimum {
      size.width = min(size.width, child.width)
    }
    if sizing == .minimumHeight || sizing == .minimum {
      size.height = min(size.height, child.height)
    }
    size = range.clamp(size)
    let x = centresX ? context.roundedToPixel((size.width - child.width) / 2) : 0
    let y = centresY ? context.roundedToPixel((size.height - child.height) / 2) : 0
    context.place(child: 0, x: x, y: y, size: child)
    return size
  }
}
