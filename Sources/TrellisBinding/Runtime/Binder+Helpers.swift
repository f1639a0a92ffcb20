import Logging
import Observation
import Trellis

extension Binder {
  func scheduleFlush() {
    guard scheduler.requestFlush() else { return }
    Task { @MainActor [weak self] in self?.flush() }
  }

  func report(_ id: ViewID, _ binding: ViewBinding, _ error: BindingError) {
    let failure = BindingFailure(
      view: id, attribute: binding.attributeName,
      source: FailureLog.shortened(binding.source.description, limit: Self.sourceTextLimit),
      error: error)
    statistics.failures += 1
    failureLog.log(failure, to: logger)
    failures.append(failure)
    if failures.count > failureLimit { failures.removeFirst(failures.count - failureLimit) }
    onFailure?(failure)
  }

  static func hasBindings(_ attributes: Attributes) -> Bool {
    attributes.entries.contains { $0.name.hasPrefix(ViewBinding.prefix) }
  }

  /// Calls `body` with each binding the attributes carry, in the order
  /// they apply (a colour after the text it restyles); gathers and sorts
  /// them only when there are several.
  static func forEachBinding(
    in attributes: Attributes, _ body: (ViewBinding) -> Void
  ) {
    var first: ViewBinding?
    var more: [ViewBinding] = []
    for entry in attributes.entries where entry.name.hasPrefix(ViewBinding.prefix) {
      guard let binding = viewBinding(entry.value) else { continue }
      if first == nil {
        first = binding
      } else {
        more.append(binding)
      }
    }
    guard let first else { return }
    guard !more.isEmpty else { return body(first) }
    more.append(first)
    more.sort {
      ($0.attribute?.order ?? 0, $0.attributeName) < ($1.attribute?.order ?? 0, $1.attributeName)
    }
    for binding in more { body(binding) }
  }

  /// Whether the bindings two sets of attributes carry differ, without
  /// gathering them.
  static func bindingsDiffer(_ old: Attributes, _ new: Attributes) -> Bool {
    var oldEntries = old.entries.lazy.filter { $0.name.hasPrefix(ViewBinding.prefix) }
      .makeIterator()
    var newEntries = new.entries.lazy.filter { $0.name.hasPrefix(ViewBinding.prefix) }
      .makeIterator()
    while true {
      switch (oldEntries.next(), newEntries.next()) {
      case (nil, nil): return false
      case (let old?, let new?):
        guard old.name == new.name, viewBinding(old.value) == viewBinding(new.value) else {
          return true
        }
      default: return true
      }
    }
  }

  /// The value as a binding: comparing types first skips a dynamic cast
  /// out of the existential.
  static func viewBinding<Value: AttributeValue>(_ value: Value) -> ViewBinding? {
    if Value.self == ViewBinding.self { return unsafeBitCast(value, to: ViewBinding.self) }
    return value as? ViewBinding
  }

  static func isSame(_ old: Any?, _ new: Any?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?): DataObject(old).isSameObject(as: new)
    default: false
    }
  }
}
