import TrellisBinding

extension BindingPath {
  /// Whether `text` is meant as a binding (starts with `bindTo.`).
  static func isBinding(_ text: String) -> Bool { text.hasPrefix("bindTo.") }

  /// Whether the path's data object is the cell's (`@cell`) rather than
  /// the nearest one (the screen's).
  var readsCell: Bool { steps.contains(.cell) }

  /// Whether the loader can resolve the path itself for the first frame:
  /// no steps, or `@cell`. Other operators walk the mounted tree, which
  /// only the `Binder` does.
  var resolvesFromDataObject: Bool { steps.allSatisfy { $0 == .cell } }

  /// The value at the path's keys in `object` (through stored properties
  /// or dictionary keys), or `nil` when a key is missing: the value a
  /// screen file's first frame shows before the binder takes over.
  func resolve(in object: (any Sendable)?) -> Any? {
    guard resolvesFromDataObject else { return nil }
    var current: Any? = object
    for key in keys {
      guard let value = current.flatMap(Self.unwrapped) else { return nil }
      current = Self.child(key, of: value)
    }
    return current.flatMap(Self.unwrapped)
  }

  private static func child(_ key: String, of value: Any) -> Any? {
    if let dictionary = value as? [String: any Sendable] { return dictionary[key] }
    return Mirror(reflecting: value).children.first { $0.label == key }?.value
  }

  private static func unwrapped(_ value: Any) -> Any? {
    // Only an optional needs a mirror, which is costly to make.
    guard type(of: value) is any ExpressibleByNilLiteral.Type else { return value }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map(\.value)
  }
}
