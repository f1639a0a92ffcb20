/// How a node is positioned (CSS `position`).
public enum PositionType: Sendable, Hashable, CaseIterable {
  /// In flow; insets (`position` edges) are ignored, and the node does not form the
  /// containing block of absolutely positioned descendants.
  case `static`
  /// In flow, then shifted by its insets. Yoga's default.
  case relative
  /// Out of flow, placed by its insets against its containing block: the nearest ancestor
  /// that is not ``static`` (or the root).
  case absolute
}
