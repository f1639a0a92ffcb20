/// When a ``ComponentDataSource`` builds and lays out its items.
///
/// ```
/// eager:     apply ──▶ build every inserted / reloaded item (background) ──▶ commit
/// onDemand:  apply ──▶ commit models only ──▶ a list asks for the rows it shows
///                                              (viewport: now; overscan: background)
/// ```
public enum ItemBuilding: Sendable, Hashable {
  /// Every inserted or reloaded item is built and laid out in the
  /// background before the change commits, so every size is exact.
  case eager
  /// Items are built when a ``ListMounter`` first needs them: rows entering
  /// the viewport are built on the main actor as they are mounted (never a
  /// blank row), rows near it in the background. The other rows count as
  /// `estimatedHeight` high — or, when `nil`, the mean height of the rows
  /// built so far — until they are built. Reloads rebuild only the items a
  /// list shows; the others keep their last build as an estimate.
  case onDemand(estimatedHeight: Double? = nil)
}
