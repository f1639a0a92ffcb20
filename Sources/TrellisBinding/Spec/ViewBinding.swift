public import Trellis

/// One binding a component declares on its view: an attribute and where
/// its value comes from. Made by the `bind` modifiers (see
/// ``Trellis/Component/bind(_:toPath:)``) and carried as an attribute of
/// the view, named ``attributeName(for:)``, so each bound attribute of a
/// view has its own and the outermost `bind` of one attribute wins.
public struct ViewBinding: AttributeValue {
  /// The bound attribute's name, as written.
  public let attributeName: String
  /// The bound attribute, or `nil` when no attribute has that name (the
  /// binding then fails with ``BindingError/unknownAttribute(_:)``).
  public let attribute: AnyBoundAttribute?
  /// Where the value comes from.
  let source: BindingSource

  init(attributeName: String, attribute: AnyBoundAttribute?, source: BindingSource) {
    self.attributeName = attributeName
    self.attribute = attribute
    self.source = source
  }

  /// The view attribute a binding of `attribute` is carried in.
  public static func attributeName(for attribute: String) -> String {
    prefix + attribute
  }

  /// What every binding's carrying attribute starts with.
  static let prefix = "bind:"

  /// The attribute key it is carried under.
  var key: AttributeKey<ViewBinding> { AttributeKey(Self.attributeName(for: attributeName)) }

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
