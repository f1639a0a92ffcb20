/// A model type whose properties string binding paths may read (and two-way
/// bindings write), by name — TJBinder's key-value coding, without
/// Objective-C. One declaration per type lists them:
///
/// ```swift
/// import Observation
///
/// @Observable final class Fruit: @unchecked Sendable {
///   var name = "Apple"
///   var color = Color.red
///   var owner: Person?
/// }
/// extension Fruit: KeyPathExposing {
///   static let exposedKeys: ExposedKeys<Fruit> = ["name": \.name, "color": \.color, "owner": \.owner]
/// }
/// ```
///
/// A path's keys are looked up in ``exposedKeys`` one after another
/// (`owner.name` reads `owner`, then `name` of the person); a key that is
/// not listed is a ``BindingError/unknownKey(key:type:keyIndex:)``.
/// Writable key paths (`ReferenceWritableKeyPath` on a class) take edits
/// of two-way bindings.
///
/// The protocol is not isolated to an actor, so a model declares it with
/// its other conformances, a row model's nonisolated `TableCellObject`
/// included (a main-actor protocol would make the whole class main-actor
/// isolated, and its `makeCell` could not run off the main actor). The
/// binder reads and writes the keys on the main actor, where the view
/// tree lives.
public protocol KeyPathExposing {
  /// The properties paths may name, by name.
  static var exposedKeys: ExposedKeys<Self> { get }
}

extension KeyPathExposing {
  /// The value of a key, or `nil` when the key is not exposed.
  func exposedValue(forKey key: String) -> Any?? {
    guard let accessor = Self.exposedKeys.accessors[key] else { return nil }
    return .some(accessor.read(self))
  }

  /// Writes a key; whether the key is writable and took the value's type.
  func writeExposedValue(_ value: Any, forKey key: String) -> Bool {
    Self.exposedKeys.accessors[key]?.write?(self, value) ?? false
  }

  /// The name `keyPath` is exposed under, if it is.
  static func exposedName(of keyPath: AnyKeyPath) -> String? {
    exposedKeys.name(of: keyPath)
  }

  /// The key's value type, when exposed.
  static func exposedType(ofKey key: String) -> Any.Type? {
    exposedKeys.accessors[key]?.valueType
  }
}
