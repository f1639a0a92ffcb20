/// The direction in which a flex container lays out its children (the main axis).
///
/// Yoga's default is ``column``; the web's is ``row``.
public enum FlexDirection: Sendable, Hashable, CaseIterable {
  /// Top to bottom.
  case column
  /// Bottom to top.
  case columnReverse
  /// In the inline direction: left to right in LTR, right to left in RTL.
  case row
  /// Against the inline direction: right to left in LTR, left to right in RTL.
  case rowReverse

  /// Whether the axis is horizontal.
  public var isRow: Bool { self == .row || self == .rowReverse }

  /// Whether the axis is vertical.
  public var isColumn: Bool { self == .column || self == .columnReverse }
}
