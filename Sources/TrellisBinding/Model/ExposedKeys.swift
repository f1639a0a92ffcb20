/// The properties of `Root` that binding paths may name: a dictionary
/// literal from name to key path (see ``KeyPathExposing``).
///
/// ```swift
/// extension Fruit: KeyPathExposing {
///   static let exposedKeys: ExposedKeys<Fruit> = ["name": \.name, "color": \.color]
/// }
/// ```
public struct ExposedKeys<Root>: ExpressibleByDictionaryLiteral, @unchecked Sendable {
  // Unchecked: key paths are immutable once made; the binder applies them
  // on the main actor only.

  /// Reads and (for writable key paths on classes) writes one property.
  struct Accessor {
    let read: (Root) -> Any
    let write: ((Root, Any) -> Bool)?
    let valueType: Any.Type
    /// The key path, to name it in errors.
    let keyPath: AnyKeyPath
  }

  /// The accessors, by name.
  let accessors: [String: Accessor]

  /// Exposes each key path under its name; the last of two equal names wins.
  public init(dictionaryLiteral elements: (String, PartialKeyPath<Root>)...) {
    var accessors: [String: Accessor] = [:]
    for (name, keyPath) in elements { accessors[name] = Self.accessor(for: keyPath) }
    self.accessors = accessors
  }

  /// The names exposed, sorted.
  public var names: [String] { accessors.keys.sorted() }

  /// The first name, in sorted order, under which `keyPath` is exposed.
  func name(of keyPath: AnyKeyPath) -> String? {
    accessors.filter { $0.value.keyPath == keyPath }.keys.min()
  }

  private static func accessor(for keyPath: PartialKeyPath<Root>) -> Accessor {
    let valueType = type(of: keyPath).valueType
    func typed<Value>(_: Value.Type) -> Accessor {
      let writer = keyPath as? ReferenceWritableKeyPath<Root, Value>
      return Accessor(
        read: { $0[keyPath: keyPath] },
        write: writer.map { writer in
          { root, value in
            guard let value = value as? Value else { return false }
            root[keyPath: writer] = value
            return true
          }
        },
        valueType: valueType, keyPath: keyPath)
    }
    return _openExistential(valueType, do: typed)
  }
}
