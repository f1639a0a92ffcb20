import TrellisLayout

/// ComponentKit's inset rule (`CKInsetComponent`), on the inset's content box: the finite
/// insets are the node's padding, so the range here already has them taken off.
///
/// - The child's maximum is the range's; its minimum is the range's on an axis whose two
///   insets are finite (an exact range makes an exact child), and 0 on an axis with an
///   infinite inset (the child keeps its own size there).
/// - On an axis with an infinite inset the inset takes the largest size the range allows
///   (ComponentKit's parent size), or the child's when the range is unbounded.
/// - The child sits after a finite leading inset, else before a finite trailing one, else
///   (both infinite) in the middle, rounded to the pixel grid.
enum InsetRule {
  static func layout(
    _ context: inout CustomLayoutContext, infiniteEdges edges: LayoutRule.InfiniteEdges
  ) -> LayoutSize {
    guard context.childCount > 0 else { return context.range.min }
    let range = context.range
    let infiniteX = !edges.isDisjoint(with: [.leading, .trailing])
    let infiniteY = !edges.isDisjoint(with: [.top, .bottom])
    let childRange = LayoutSizeRange(
      min: LayoutSize(
        width: infiniteX ? 0 : range.min.width, height: infiniteY ? 0 : range.min.height),
      max: range.max)
    let child = context.measure(child: 0, in: childRange)
    let size = range.clamp(
      LayoutSize(
        width: infiniteX && range.max.width.isFinite ? range.max.width : child.width,
        height: infiniteY && range.max.height.isFinite ? range.max.height : child.height))
    let x = offset(
      leadingIsInfinite: edges.contains(.leading), trailingIsInfinite: edges.contains(.trailing),
      outer: size.width, inner: child.width, context)
    let y = offset(
      leadingIsInfinite: edges.contains(.top), trailingIsInfinite: edges.contains(.bottom),
      outer: size.height, inner: child.height, context)
    context.place(child: 0, x: x, y: y, size: child)
    return size
  }

  /// Where the child starts on one axis of the content box.
  private static func offset(
    leadingIsInfinite: Bool, trailingIsInfinite: Bool, outer: Double, inner: Double,
    _ context: CustomLayoutContext
  ) -> Double {
    if !leadingIsInfinite { return 0 }
    if !trailingIsInfinite { return outer - inner }
    // As ComponentKit: the space after the child is the rounded half.
    return outer - inner - context.roundedToPixel((outer - inner) / 2)
  }
}
