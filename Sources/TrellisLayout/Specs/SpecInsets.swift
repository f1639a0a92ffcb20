/// Insets around a child, in points. An infinite inset is allowed: see ``InsetSpec``.
public struct SpecInsets: Sendable, Hashable {
  /// The inset at the top.
  public var top: Double
  /// The inset at the inline start (left in LTR).
  public var start: Double
  /// The inset at the bottom.
  public var bottom: Double
  /// The inset at the inline end (right in LTR).
  public var end: Double

  /// Creates insets.
  public init(top: Double = 0, start: Double = 0, bottom: Double = 0, end: Double = 0) {
    self.top = top
    self.start = start
    self.bottom = bottom
    self.end = end
  }

  /// The same inset on all four sides.
  public static func all(_ value: Double) -> SpecInsets {
    SpecInsets(top: value, start: value, bottom: value, end: value)
  }

  /// Insets on the start and end sides (`horizontal`) and on top and bottom (`vertical`).
  public static func symmetric(horizontal: Double = 0, vertical: Double = 0) -> SpecInsets {
    SpecInsets(top: vertical, start: horizontal, bottom: vertical, end: horizontal)
  }
}
