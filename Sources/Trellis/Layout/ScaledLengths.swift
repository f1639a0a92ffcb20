import TrellisLayout

/// Lengths a composite states in steps of the host's spacing scale
/// (``ControlMetrics/spacingStep``), resolved at layout time: a composite
/// is built once for any host, and only layout knows the host's units. On
/// a grid a step is one cell, so the numbers read as they always did.
struct ScaledLengths: Sendable, Hashable {
  /// The gap between a stack's children, in steps.
  var gap = 0.0
  /// The padding inside the node, in steps; `nil` keeps the node's own.
  var padding: EdgeInsets?
  /// A width and height in steps, filled in only where the node's style
  /// leaves them `auto` (a `.frame(…)` still wins).
  var width: Double?
  var height: Double?

  /// Sets these lengths, times `step`, in `style`.
  func apply(to style: inout Style, step: Double) {
    if gap != 0 { style.gap = Gap(all: .points(gap * step)) }
    if let padding {
      style.padding =
        EdgeInsets(
          top: padding.top * step, leading: padding.leading * step,
          bottom: padding.bottom * step, trailing: padding.trailing * step
        ).edges
    }
    if let width, style.width == .auto { style.width = .points(width * step) }
    if let height, style.height == .auto { style.height = .points(height * step) }
  }
}
