import Trellis

/// The bindings that read one thing — the same keys from the same model
/// object — sharing one read and one observation: a change to it is read
/// once and applied to each member's view.
///
/// A group keeps a class model weakly (a view's data object keeps it
/// alive), so a group that outlives its views does not keep its model.
@MainActor
final class ObservedGroup {
  /// What a group reads.
  enum Reader {
    /// A string path's keys.
    case keys([String])
    /// A typed binding's key path.
    case keyPath(TypedSource)
  }

  /// Groups are shared by the model object's identity and what is read.
  struct Key: Hashable {
    let object: ObjectIdentifier
    let keys: [String]?
    let keyPath: AnyKeyPath?
  }

  let id: Int
  let key: Key?
  let reader: Reader
  private weak var weakObject: AnyObject?
  private let valueObject: Any?
  /// The bound views reading this group, each once, in no order: a change
  /// fans out through this flat array. A view's ``Binder`` slot records
  /// where it is, so leaving is a swap with the last.
  @exclusivity(unchecked) var members: [ViewID] = []
  /// The last value read (`nil`: an optional on the way was `nil`).
  @exclusivity(unchecked) var value: Any? {
    didSet {
      setters.removeAll()
      batchSetters.removeAll()
    }
  }
  /// The value converted for many views at once, per attribute, on first
  /// use.
  @exclusivity(unchecked) private var batchSetters:
    [(attribute: AnyBoundAttribute, setter: BatchSetter?)] = []
  /// The value converted for each attribute its views show, on first use:
  /// a change shown by many views is converted once.
  @exclusivity(unchecked) private var setters:
    [(attribute: AnyBoundAttribute, setter: AttributeSetter?)] =
      []
  /// Why the last read failed, if it did.
  var error: BindingError?
  /// Whether an observation is armed for the current value.
  var isTracked = false
  /// Whether the binder has forgotten the group (no view may join it).
  var isDropped = false
  /// Whether ``value`` was let go when the last view left: read again
  /// before a view joins.
  private(set) var isValueReleased = false

  init(id: Int, key: Key?, object: Any, isClass: Bool, reader: Reader) {
    self.id = id
    self.key = key
    self.reader = reader
    if isClass {
      weakObject = object as AnyObject
      valueObject = nil
    } else {
      weakObject = nil
      valueObject = object
    }
  }

  /// The model object, or `nil` once a class model is gone.
  var object: Any? { valueObject ?? weakObject }

  /// Lets go of a value that is an object (a model the key path leads to)
  /// once no view shows it: a group kept for its observation must not keep
  /// a model the screen replaced alive.
  func releaseObjectValue() {
    guard let value, type(of: value) is AnyClass else { return }
    self.value = nil
    isValueReleased = true
  }

  /// Records a fresh read.
  func didRead() {
    isValueReleased = false
  }

  /// What sets the value on a view's `attribute`; `nil` when the value's
  /// type does not fit it.
  func setter(for attribute: AnyBoundAttribute) -> AttributeSetter? {
    if let made = setters.first(where: { $0.attribute == attribute }) { return made.setter }
    let setter = attribute.prepare(value)
    setters.append((attribute, setter))
    return setter
  }

  /// What sets the value on many views' `attribute` at once; `nil` when
  /// the value's type does not fit it or the attribute is not set so.
  func batchSetter(for attribute: AnyBoundAttribute) -> BatchSetter? {
    if let made = batchSetters.first(where: { $0.attribute == attribute }) { return made.setter }
    let setter = attribute.prepareBatch?(value)
    batchSetters.append((attribute, setter))
    return setter
  }

  /// Reads the value from the object (not tracking it).
  func read() throws(BindingError) -> Any? {
    guard let object else { return nil }
    switch reader {
    case .keys(let keys): return try KeyReading.value(of: object, keys: keys)
    case .keyPath(let source): return source.read(object).flatMap(KeyReading.unwrap)
    }
  }
}
