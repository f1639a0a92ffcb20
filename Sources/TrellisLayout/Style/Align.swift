/// Alignment on the cross axis: used for `alignItems`, `alignSelf` and `alignContent`.
///
/// Not every case is meaningful for every property:
///
/// | case | alignItems | alignSelf | alignContent |
/// | --- | --- | --- | --- |
/// | ``auto`` | (as ``flexStart``) | inherits the parent's `alignItems` | (as ``flexStart``) |
/// | ``baseline`` | yes | yes | (as ``flexStart``) |
/// | ``spaceBetween``, ``spaceAround``, ``spaceEvenly`` | (as ``flexStart``) | (as ``flexStart``) | yes |
public enum Align: Sendable, Hashable, CaseIterable {
  /// Use the parent's `alignItems` (only meaningful for `alignSelf`).
  case auto
  /// Packed at the cross-start edge.
  case flexStart
  /// Centred on the cross axis.
  case center
  /// Packed at the cross-end edge.
  case flexEnd
  /// Stretched to fill the line (or, for `alignContent`, lines stretched to fill the container).
  case stretch
  /// Items aligned so that their first baselines line up (rows only; in a column it acts
  /// as ``flexStart``).
  case baseline
  /// Lines spread with equal space between them (`alignContent` only).
  case spaceBetween
  /// Lines spread with equal space around them (`alignContent` only).
  case spaceAround
  /// Lines spread with equal space between and at the edges (`alignContent` only).
  case spaceEvenly
}
