/// A length in a style: a number of points, a percentage of a reference length, or a keyword.
///
/// Which reference a percentage uses depends on the property: widths, margins and paddings
/// (on every edge) use the containing block's width; heights use its height; the flex basis
/// uses the container's inner main size. A percentage of an undefined reference behaves as
/// ``auto`` (CSS's rule for percentages that cannot be resolved).
///
/// Literals are points: `style.width = 100` is `.points(100)`.
public enum Dimension: Sendable, Hashable {
  /// No fixed value: the size comes from content, stretching or flexing.
  case auto
  /// A fixed number of points.
  case points(Double)
  /// A percentage (0–100) of the property's reference length.
  case percent(Double)
  /// The content's preferred size without wrapping (CSS `max-content`).
  case maxContent
  /// The available space, but no larger than the content's preferred size and no smaller
  /// than its minimum (CSS `fit-content`).
  case fitContent
  /// The available space less the node's margins (CSS `stretch`).
  case stretch

  /// Whether the value is ``auto``.
  public var isAuto: Bool { self == .auto }

  /// Whether the value is one of the intrinsic keywords ``maxContent``, ``fitContent`` or
  /// ``stretch``.
  public var isIntrinsicKeyword: Bool {
    switch self {
    case .maxContent, .fitContent, .stretch: return true
    case .auto, .points, .percent: return false
    }
  }

  /// Resolves the value against a reference length.
  ///
  /// Returns `nil` for keywords, for percentages of an undefined (`nil`) or non-finite
  /// reference, and for non-finite numbers.
  public func resolved(against reference: Double?) -> Double? {
    let value = resolve(reference ?? .nan)
    return value.isNaN ? nil : value
  }

  /// The engine's form of ``resolved(against:)``: NaN stands for "undefined".
  @inline(__always)
  func resolve(_ reference: Double) -> Double {
    switch self {
    case .points(let value):
      return value.isFinite ? value : .nan
    case .percent(let value):
      let result = value * reference * 0.01
      return result.isFinite ? result : .nan
    case .auto, .maxContent, .fitContent, .stretch:
      return .nan
    }
  }
}

extension Dimension: ExpressibleByIntegerLiteral {
  /// Creates a length of the given number of points.
  public init(integerLiteral value: Int) {
    self = .points(Double(value))
  }
}

extension Dimension: ExpressibleByFloatLiteral {
  /// Creates a length of the given number of points.
  public init(floatLiteral value: Double) {
    self = .points(value)
  }
}
