/// How a size given to a measure function constrains the measured size on one axis.
public enum MeasureMode: Sendable, Hashable, CaseIterable {
  /// The node will have exactly this size; return it.
  case exactly
  /// The node may be at most this size; return the content's size, capped.
  case atMost
  /// There is no limit (the size passed is `.infinity`); return the content's preferred size.
  case undefined
}

/// Measures a leaf's content (text, an image) under the given constraints.
///
/// The sizes passed are the node's content box (padding and border already removed);
/// a size whose mode is ``MeasureMode/undefined`` is `.infinity`. Return the content size;
/// the engine adds padding and border and applies `min`/`max` sizes. A negative or NaN
/// result counts as `0`.
///
/// Called off the main actor, possibly from several layouts in parallel: it must be pure
/// (same constraints, same result), which is also what lets the engine cache results.
public typealias MeasureFunction =
  @Sendable (
    _ width: Double, _ widthMode: MeasureMode, _ height: Double, _ heightMode: MeasureMode
  ) -> LayoutSize

/// Returns the distance from a node's top border edge to its first baseline, given the
/// node's laid-out width and height. A NaN result counts as the node's height.
public typealias BaselineFunction = @Sendable (_ width: Double, _ height: Double) -> Double

/// Returns the min-content width of a measured leaf's content box: the narrowest width it
/// can take without overflowing, the width of its widest unbreakable part (for text, its
/// longest word or grapheme cluster run that cannot wrap).
///
/// The engine needs it for the intrinsic keywords (``Dimension/fitContent``, the min-content
/// contributions of containers). Without one, it measures the leaf at width 0 under
/// ``MeasureMode/atMost``, which is right for a measure function that reports its overflowing
/// content's width there, but not for one that clamps its answer to the limit. Must be pure,
/// like the ``MeasureFunction``.
public typealias MinContentWidthFunction = @Sendable () -> Double
