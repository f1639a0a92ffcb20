/// Names one host view. The core refers to host views only by id; the host
/// keeps its own table from ids to views.
public struct ViewID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The id's number, unique within one ``ViewRegistry``.
  public let rawValue: Int

  /// Wraps a number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Ids order by number (creation order).
  public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#n`.
  public var description: String { "#\(rawValue)" }
}
