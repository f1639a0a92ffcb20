import Trellis

/// String-path bindings parsed so far, by attribute name and path text:
/// each distinct pair is parsed once, however many views bind that way
/// (a screen file's rows, a table's cells), and its views share one
/// `ViewBinding` storage. Components are built on any thread, hence the
/// lock; the cache starts over when it holds ``limit`` entries, so paths
/// made up at run time cannot grow it without bound.
final class ParsedBindingCache: Sendable {
  /// The cache `ViewBinding(attribute:path:)` uses.
  static let shared = ParsedBindingCache()

  /// How many bindings are kept at most.
  let limit: Int

  private struct Key: Hashable {
    let attribute: String
    let path: String
  }

  private let entries = Locked<[Key: ViewBinding.Storage]>([:])

  init(limit: Int = 4096) {
    self.limit = limit
  }

  /// The number of bindings kept.
  var count: Int { entries.withLock { $0.count } }

  /// The storage of a binding of `attribute` to `path`, made by `make`
  /// when it is not cached.
  func storage(
    attribute: String, path: String, make: () -> ViewBinding.Storage
  ) -> ViewBinding.Storage {
    let key = Key(attribute: attribute, path: path)
    if let cached = entries.withLock({ $0[key] }) { return cached }
    // Parsed outside the lock: two threads may both parse a new path; the
    // results are equal and either may be kept.
    let made = make()
    entries.withLock { entries in
      if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
      entries[key] = made
    }
    return made
  }
}
