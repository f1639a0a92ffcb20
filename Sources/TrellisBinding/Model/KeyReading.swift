/// Reads a path's keys from a data object, one after another, unwrapping
/// optionals on the way: a `nil` ends the read with `nil`.
@MainActor
enum KeyReading {
  /// The value at `keys` from `object`; `nil` when an optional on the way
  /// is `nil`.
  static func value(of object: Any, keys: [String]) throws(BindingError) -> Any? {
    var current: Any = object
    for (index, key) in keys.enumerated() {
      guard let unwrapped = unwrap(current) else { return nil }
      current = try value(of: unwrapped, key: key, keyIndex: index)
    }
    return unwrap(current)
  }

  /// Writes `value` at `keys` from `object` (the last key on the object the
  /// others lead to).
  static func write(_ value: Any, to object: Any, keys: [String]) throws(BindingError) {
    guard let last = keys.last else { throw BindingError.notWritable(key: "dataObject") }
    guard let parent = try Self.value(of: object, keys: Array(keys.dropLast())) else {
      throw BindingError.notWritable(key: last)
    }
    guard let exposing = parent as? any KeyPathExposing else {
      throw BindingError.notExposing(type: "\(type(of: parent))", keyIndex: keys.count - 1)
    }
    guard exposing.writeExposedValue(value, forKey: last) else {
      throw BindingError.notWritable(key: last)
    }
  }

  private static func value(of object: Any, key: String, keyIndex: Int) throws(BindingError)
    -> Any
  {
    if let exposing = object as? any KeyPathExposing {
      guard let found = exposing.exposedValue(forKey: key) else {
        throw BindingError.unknownKey(key: key, type: "\(type(of: object))", keyIndex: keyIndex)
      }
      return found as Any
    }
    if let dictionary = object as? [String: any Sendable] {
      guard let found = dictionary[key] else {
        throw BindingError.unknownKey(key: key, type: "\(type(of: object))", keyIndex: keyIndex)
      }
      return found
    }
    throw BindingError.notExposing(type: "\(type(of: object))", keyIndex: keyIndex)
  }

  /// The value inside any depth of optionals, or `nil`.
  static func unwrap(_ value: Any) -> Any? {
    guard let optional = value as? any OptionalValue else { return value }
    return optional.wrappedValue.flatMap(unwrap)
  }
}

/// An `Optional` of any wrapped type, to unwrap `Any`.
private protocol OptionalValue {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}
