/// A value a ``ViewDescription`` can carry: `Sendable` and `Equatable`, so
/// the mounter can tell what changed.
public protocol AttributeValue: Sendable, Equatable, CustomStringConvertible {}

extension AttributeValue {
  /// Whether `other` is a value of the same type equal to this one.
  func isEqual(to other: any AttributeValue) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension String: AttributeValue {}
extension Bool: AttributeValue {}
extension Int: AttributeValue {}
extension Double: AttributeValue {}

extension Array: AttributeValue where Element: AttributeValue {}

/// The typed name of an attribute.
///
/// ```swift
/// let title = description[.title]   // String?
/// ```
///
/// Keys are compared by name; give your own keys names that do not clash
/// with the built-in ones.
public struct AttributeKey<Value: AttributeValue>: Sendable, Hashable, CustomStringConvertible {
  /// The attribute's name.
  public let name: String

  /// Creates a key with a name.
  public init(_ name: String) {
    self.name = name
  }

  /// The attribute's name.
  public var description: String { name }
}
