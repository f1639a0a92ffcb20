/// What a tap action says about its row afterwards.
public enum TapResult: Sendable, Hashable {
  /// The row is deselected (the usual case: the tap did its work).
  case deselect
  /// The row stays selected (for example while a detail is shown beside
  /// the table).
  case staySelected
}
