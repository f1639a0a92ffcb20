/// How content that does not fit is treated (CSS `overflow`). Layout is affected only by
/// ``scroll``, under which children are measured without the container's size as a limit
/// along its main axis.
public enum Overflow: Sendable, Hashable, CaseIterable {
  /// Content may overflow and is visible.
  case visible
  /// Content may overflow and is clipped (layout as ``visible``).
  case hidden
  /// Content may overflow and scrolls.
  case scroll
}
