import TrellisBinding

extension BindingPath {
  /// Whether `text` is meant as a binding (starts with `bindTo.`).
  static func isBinding(_ text: String) -> Bool { text.hasPrefix("bindTo.") }

  /// The identifier of a ``FileScreen``'s top view, which carries the
  /// screen's data object: where a screen file's `@rootview` and its paths
  /// with no operator lead.
  static let screenRootIdentifier = "trellis.screen"

  /// The path as the binder runs it for a screen file, by the article's
  /// rule — whatever views the components flatten into:
  ///
  /// - no operator (`bindTo.dataObject.name`): the nearest data object,
  ///   the bound row's inside a bound table row (`@cell`), else the
  ///   screen's;
  /// - `@rootview` first: the screen's top view (not the host's), so
  ///   `@rootview.dataObject` is the screen's data object;
  /// - any other operator walks the mounted tree from the bound view.
  func forScreenFile(inCell: Bool) -> BindingPath {
    let screenRoot = BindingStep.superviewWithIdentifier(Self.screenRootIdentifier)
    var steps = steps
    if steps.isEmpty {
      steps = [inCell ? .cell : screenRoot]
    } else if steps[0] == .rootview {
      steps[0] = screenRoot
    }
    return BindingPath(steps: steps, keys: keys)
  }

  /// Whether the path reads the screen's data object (no operator outside
  /// a bound row, or `@rootview` alone): the paths whose keys a declared
  /// data object type checks.
  func readsScreenObject(inCell: Bool) -> Bool {
    steps.isEmpty ? !inCell : steps == [.rootview]
  }

  /// The value at the path's keys in `object` (through stored properties
  /// or dictionary keys), or `nil` when a key is missing: the value a
  /// screen file's first frame shows before the binder takes over.
  func resolve(in object: (any Sendable)?) -> Any? {
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
