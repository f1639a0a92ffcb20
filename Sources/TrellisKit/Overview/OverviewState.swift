import Trellis

/// The overview's state: whether it shows, which page, which view the
/// inspector selected, and the last snapshot.
struct OverviewState: Sendable {
  var isShown = false
  var showsLog = false
  var selected: ViewID?
  var snapshot: OverviewSnapshot?
  /// Mounted while the overview shows; one per overview for its lifetime.
  let probe: OverviewProbe
}
