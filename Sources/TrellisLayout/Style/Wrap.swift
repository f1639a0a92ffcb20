/// Whether a flex container's items may wrap onto several lines (CSS `flex-wrap`).
public enum Wrap: Sendable, Hashable, CaseIterable {
  /// A single line; items shrink or overflow.
  case noWrap
  /// Items wrap onto new lines stacked in the cross direction.
  case wrap
  /// Items wrap onto new lines stacked against the cross direction.
  case wrapReverse
}
