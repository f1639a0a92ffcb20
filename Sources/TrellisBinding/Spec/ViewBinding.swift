public import Trellis

/// One binding a component declares on its view: an attribute and where
/// its value comes from. Made by the `bind` modifiers (see
/// `Component.bind(_:toPath:)`) and carried as an attribute of
/// the view, named ``attributeName(for:)``, so each bound attribute of a
/// view has its own and the outermost `bind` of one attribute wins.
public struct ViewBinding: AttributeValue {
  /// The bound attribute's name, as written.
  public var attributeName: String { storage.attributeName }
  /// The bound attribute, or `nil` when no attribute has that name (the
  /// binding then fails with ``BindingError/unknownAttribute(_:)``).
  public var attribute: AnyBoundAttribute? { storage.attribute }
  /// Where the value comes from.
  var source: BindingSource { storage.source }

  /// Shared: the same binding on many views (a cell template, a screen
  /// file's repeated rows) is one object, copied by a retain and compared
  /// by identity first.
  private let storage: Storage

  /// A binding of the attribute named `attribute` to the path `path`,
  /// parsed now: a path that does not parse, or an unknown attribute, make
  /// a binding that fails with a typed error when its view is mounted.
  /// Set it on a view under ``key``; `Component.bind(_:toPath:)`
  /// does both.
  ///
  /// Each distinct attribute and path is parsed once and its bindings
  /// share one storage: screens bind many views the same way.
  public init(attribute: String, path: String) {
    storage = ParsedBindingCache.shared.storage(attribute: attribute, path: path) {
      Self.parse(attribute: attribute, path: path)
    }
  }

  private static func parse(attribute: String, path: String) -> Storage {
    let source: BindingSource
    do {
      source = .path(try BindingPath(parsing: path))
    } catch {
      source = .invalidPath(error)
    }
    return Storage(
      attributeName: attribute, attribute: AnyBoundAttribute.builtIn[attribute], source: source)
  }

  init(attributeName: String, attribute: AnyBoundAttribute?, source: BindingSource) {
    storage = Storage(attributeName: attributeName, attribute: attribute, source: source)
  }

  /// Bindings are equal when their attributes and sources are.
  public static func == (lhs: ViewBinding, rhs: ViewBinding) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.attributeName == rhs.attributeName && lhs.attribute == rhs.attribute
        && lhs.source == rhs.source)
  }

  /// Whether both are the same made binding (the parse cache's, or one
  /// copied): a check by identity, for the binder's shortcuts.
  func sharesStorage(with other: ViewBinding) -> Bool {
    storage === other.storage
  }

  /// What a binding is made of.
  final class Storage: Sendable {
    let attributeName: String
    let attribute: AnyBoundAttribute?
    let source: BindingSource

    init(attributeName: String, attribute: AnyBoundAttribute?, source: BindingSource) {
      self.attributeName = attributeName
      self.attribute = attribute
      self.source = source
    }
  }

  /// The view attribute a binding of `attribute` is carried in.
  public static func attributeName(for attribute: String) -> String {
    prefix + attribute
  }

  /// What every binding's carrying attribute starts with.
  static let prefix = "bind:"

  /// The view attribute it is carried under.
  public var key: AttributeKey<ViewBinding> {
    AttributeKey(Self.attributeName(for: attributeName))
  }

  /// `attribute ← source`.
  public var description: String { "\(attributeName) ← \(source)" }
}

/// Where a binding's value comes from.
enum BindingSource: Hashable, Sendable, CustomStringConvertible {
  /// A parsed string path.
  case path(BindingPath)
  /// A string that did not parse: the binding fails with this error.
  case invalidPath(BindingPathError)
  /// A key path of a model type, read from the nearest data object of that
  /// type (or the one `steps` lead to).
  case keyPath(TypedSource)

  var description: String {
    switch self {
    case .path(let path): path.description
    case .invalidPath(let error): error.path
    case .keyPath(let source): source.description
    }
  }
}
