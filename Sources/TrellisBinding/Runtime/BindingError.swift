public import Trellis

/// Why a binding could not show its value. The view keeps the value it
/// showed before; the ``Binder`` logs the error and keeps it in
/// ``Binder/failures`` for tests and tools.
public enum BindingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path's text does not parse.
  case invalidPath(BindingPathError)
  /// No bindable attribute has this name (see ``AnyBoundAttribute/named(_:)``).
  case unknownAttribute(String)
  /// Operator `step` (0-based) of the path found no view, starting from
  /// view `from`.
  case operatorFoundNothing(step: Int, operator: BindingStep, from: ViewID)
  /// `@subviews[index]` of step `step` is past the `count` children of `from`.
  case indexOutOfRange(step: Int, index: Int, count: Int, from: ViewID)
  /// The view the operators led to has no data object.
  case noDataObject(view: ViewID)
  /// The operators led to a component without a view (a plain `Stack`),
  /// mounted in view `near`: it carries no data object. Give it
  /// `.dataObject(_:)`, or go on to one of its subviews.
  case componentHasNoView(near: ViewID)
  /// No data object of the type a typed binding reads (`type`) on the view
  /// or any of its ancestors.
  case noDataObjectOfType(type: String, from: ViewID)
  /// Key `keyIndex` (0-based) is read from a value of `type`, which exposes
  /// no keys (make it ``KeyPathExposing``).
  case notExposing(type: String, keyIndex: Int)
  /// `type` does not expose `key` (key `keyIndex` of the path).
  case unknownKey(key: String, type: String, keyIndex: Int)
  /// The value's type (`found`) does not fit the attribute, which takes
  /// `expected`.
  case typeMismatch(attribute: String, expected: String, found: String)
  /// A two-way binding's edit cannot be written: `key` is not a writable
  /// property of a class (or its value's type differs).
  case notWritable(key: String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .invalidPath(let error): "invalid path: \(error)"
    case .unknownAttribute(let name): "no bindable attribute named \(name)"
    case .operatorFoundNothing(let step, let step_, let from):
      "step \(step) (\(step_)) found no view from view \(from.rawValue)"
    case .indexOutOfRange(let step, let index, let count, let from):
      "step \(step): index \(index) out of range, view \(from.rawValue) has \(count) subviews"
    case .noDataObject(let view): "view \(view.rawValue) has no data object"
    case .componentHasNoView(let near):
      "the path ends on a component without a view (a plain Stack) in view \(near.rawValue): it has no data object"
    case .noDataObjectOfType(let type, let from):
      "no data object of type \(type) on view \(from.rawValue) or its ancestors"
    case .notExposing(let type, let keyIndex):
      "key \(keyIndex) is read from \(type), which is not KeyPathExposing"
    case .unknownKey(let key, let type, let keyIndex):
      "\(type) exposes no key \(key) (key \(keyIndex))"
    case .typeMismatch(let attribute, let expected, let found):
      "\(attribute) takes \(expected), the path gives \(found)"
    case .notWritable(let key): "\(key) is not writable"
    }
  }
}

/// A binding that failed: which view, which attribute, what it was bound
/// to, and why.
public struct BindingFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bound view.
  public let view: ViewID
  /// The bound attribute's name.
  public let attribute: String
  /// What the attribute is bound to: the path's text or the key path.
  public let source: String
  /// Why it failed.
  public let error: BindingError

  /// Creates a failure.
  public init(view: ViewID, attribute: String, source: String, error: BindingError) {
    self.view = view
    self.attribute = attribute
    self.source = source
    self.error = error
  }

  /// `view N attribute ← source: error`.
  public var description: String {
    "view \(view.rawValue) \(attribute) ← \(source): \(error)"
  }
}
