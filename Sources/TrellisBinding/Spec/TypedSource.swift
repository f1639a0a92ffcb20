/// A key path into a model type, with what a binding needs to read it from
/// an untyped data object and, when writable, write an edit back.
final class TypedSource: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Unchecked: immutable after init, and the closures (which apply a key
  // path to a model) only run on the main actor, in the binder.

  /// The key path, for equality.
  let keyPath: AnyKeyPath
  /// Operators to the view whose data object to read; empty: the nearest
  /// data object of the model type, from the view itself up.
  let steps: [BindingStep]
  /// The model type's name, for errors.
  let modelTypeName: String
  /// Whether a data object is of the model type.
  let matches: (Any) -> Bool
  /// Reads the key path's value from a data object of the model type.
  let read: (Any) -> Any?
  /// Turns the key path's value into the attribute's, when transformed.
  let transform: ((Any) -> Any?)?
  /// Writes an edited value back, when the key path is writable and not
  /// transformed; returns whether the value's type fitted.
  let write: ((Any, Any) -> Bool)?
  /// The formatter closure's two words (function and context), to tell
  /// that two sources format with the very same closure value: a closure
  /// literal without captures, written once in a template, is the same
  /// value in every view the template builds. `nil` without a formatter.
  private let transformIdentity: (UInt, UInt)?
  /// Names the key path as code writes it (`\Fruit.name`), for errors:
  /// worked out only when asked, since most bindings never fail.
  private let describeKeyPath: () -> String

  init<Model, Source, Value>(
    keyPath: KeyPath<Model, Source>, steps: [BindingStep],
    transform: (@Sendable (Source) -> Value)?
  ) {
    self.keyPath = keyPath
    self.steps = steps
    modelTypeName = "\(Model.self)"
    describeKeyPath = { Self.name(of: keyPath, model: Model.self, value: Source.self) }
    matches = { $0 is Model }
    read = { object in (object as? Model).map { $0[keyPath: keyPath] } }
    if let transform {
      self.transform = { value in (value as? Source).map(transform) }
      transformIdentity = withUnsafeBytes(of: transform) { bytes in
        bytes.count == 2 * MemoryLayout<UInt>.size
          ? (bytes.load(as: UInt.self), bytes.load(fromByteOffset: bytes.count / 2, as: UInt.self))
          : nil
      }
      write = nil
    } else {
      self.transform = nil
      transformIdentity = nil
      write = (keyPath as? ReferenceWritableKeyPath<Model, Source>).map { writable in
        { object, value in
          guard let model = object as? Model, let value = value as? Source else { return false }
          model[keyPath: writable] = value
          return true
        }
      }
    }
  }

  /// Whether `other` reads the same key path and formats with the very
  /// same closure value (same code, same captured context): for one value
  /// read, both give the same formatted value. Closures compared by their
  /// words only while both sources hold them, so a context cannot have
  /// been freed and reused.
  func sharesTransform(with other: TypedSource) -> Bool {
    guard let mine = transformIdentity, let theirs = other.transformIdentity else { return false }
    // A key path literal is one object wherever it is evaluated: the
    // identity check spares comparing components.
    return mine == theirs && (keyPath === other.keyPath || keyPath == other.keyPath)
  }

  /// Sources are equal when their key paths and steps are: a component
  /// rebuilt with the same binding keeps it, whatever closure its transform
  /// is this time (a transform is taken to be a pure function of the value,
  /// as a formatter is).
  static func == (lhs: TypedSource, rhs: TypedSource) -> Bool {
    lhs === rhs || (lhs.keyPath == rhs.keyPath && lhs.steps == rhs.steps)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath)
    hasher.combine(steps)
  }

  /// The steps, then the key path as code writes it: `@cell.\Fruit.name`.
  var description: String {
    let via = steps.map(\.description).joined(separator: ".")
    return (via.isEmpty ? "" : via + ".") + describeKeyPath()
  }

  /// `\Model.property`. The runtime prints a stored property's name, but
  /// not a computed one's on Linux (an `@Observable` model's properties are
  /// computed): a ``KeyPathExposing`` model's exposed name stands in, else
  /// the property's type.
  private static func name<Model, Value>(
    of keyPath: KeyPath<Model, Value>, model: Model.Type, value: Value.Type
  ) -> String {
    let printed = "\(keyPath)"
    guard printed.contains("<computed") else { return printed }
    if let exposing = Model.self as? any KeyPathExposing.Type,
      let name = exposing.exposedName(of: keyPath)
    {
      return "\\\(Model.self).\(name)"
    }
    return "\\\(Model.self).<\(Value.self) property>"
  }
}
