/// The inline direction, which decides where `start` and `end` are and which way a row runs.
public enum Direction: Sendable, Hashable, CaseIterable {
  /// Use the parent's direction (for the root: the direction passed to the layout call).
  case inherit
  /// Left to right.
  case ltr
  /// Right to left.
  case rtl
}
