/// A key that tells apart siblings of one component type, for state and
/// controllers: set it with ``Component/key(_:)``.
public struct ComponentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Only made from `Hashable & Sendable` values, so the box is Sendable.
  private let base: AnyHashable

  /// Wraps a key.
  public init<Key: Hashable & Sendable>(_ key: Key) {
    self.base = AnyHashable(key)
  }

  /// The wrapped key's description.
  public var description: String { "\(base)" }
}
