/// How a flex container distributes free space between its items along the main axis
/// (CSS `justify-content`).
public enum Justify: Sendable, Hashable, CaseIterable {
  /// Items packed at the main-start edge.
  case flexStart
  /// Items centred, with equal free space before and after.
  case center
  /// Items packed at the main-end edge.
  case flexEnd
  /// First item at the start, last at the end, equal space between.
  case spaceBetween
  /// Equal space around each item; half-size spaces at the edges.
  case spaceAround
  /// Equal space between items and at both edges.
  case spaceEvenly
}
