/// A value a ``ViewDescription`` can carry: `Sendable` and `Equatable`, so
/// the mounter can tell what changed.
public protocol AttributeValue: Sendable, Equatable, CustomStringConvertible {}

extension AttributeValue {
  /// Whether `other` is a value of the same type equal to this one.
  ///
  /// `other` is opened as its own type and compared by metadata: asking
  /// for it `as? Self` would make the runtime look up `Optional<Self>`'s
  /// metadata under a lock on every call (journals and mounting compare
  /// attributes for every view a frame touches).
  func isEqual(to other: any AttributeValue) -> Bool {
    func equals<Other: AttributeValue>(_ other: Other) -> Bool {
      guard Other.self == Self.self else { return false }
      return self == unsafeBitCast(other, to: Self.self)
    }
    return equals(other)
  }

  /// This value as a `Wanted`, or `nil` when it is not one.
  ///
  /// Hosts read attributes for every view they draw: when `Wanted` is the
  /// value's own type (nearly always), comparing the two types is enough,
  /// where a dynamic cast out of the existential costs far more. Other
  /// wanted types (an existential, a superclass) take the cast.
  @inlinable
  func value<Wanted>(as wanted: Wanted.Type) -> Wanted? {
    if Self.self == Wanted.self { return unsafeBitCast(self, to: Wanted.self) }
    return self as? Wanted
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
