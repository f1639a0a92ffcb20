/// The sizes a root may take: at least `min`, at most `max`. A dimension
/// whose `max` is infinite is unbounded (content decides).
///
/// ```swift
/// SizeRange(width: 80)             // exactly 80 wide, any height
/// SizeRange(exactly: Size(width: 120, height: 40))
/// ```
public struct SizeRange: Hashable, Sendable, CustomStringConvertible {
  /// The smallest size.
  public var min: Size
  /// The largest size; `.infinity` leaves a dimension unbounded.
  public var max: Size

  /// Creates a range; negative and NaN bounds count as 0, and `max` is
  /// raised to `min` where it is smaller.
  public init(min: Size = .zero, max: Size) {
    func clean(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : value }
    let low = Size(width: clean(min.width), height: clean(min.height))
    self.min = low
    self.max = Size(
      width: Swift.max(clean(max.width), low.width),
      height: Swift.max(clean(max.height), low.height))
  }

  /// Exactly `size`.
  public init(exactly size: Size) {
    self.init(min: size, max: size)
  }

  /// Exactly `width` wide, and any height (list items).
  public init(width: Double) {
    self.init(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
  }

  /// Any size at all.
  public static let unbounded = SizeRange(max: Size(width: .infinity, height: .infinity))

  /// `min…max`.
  public var description: String { "\(min)…\(max)" }
}
