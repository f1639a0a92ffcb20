/// What `width`, `height` and their minimums and maximums measure (CSS `box-sizing`).
public enum BoxSizing: Sendable, Hashable, CaseIterable {
  /// Sizes include padding and border. Yoga's default.
  case borderBox
  /// Sizes exclude padding and border, which are added to them.
  case contentBox
}
