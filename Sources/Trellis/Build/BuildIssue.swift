/// A problem found while building a component tree. Building goes on (the
/// screen still shows), and the issue is logged and reported to the owner.
public enum BuildIssue: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two or more sibling components of one stateful or controlled type
  /// share an identity: they were built by one loop (`for`-`in` or
  /// ``ForEach``) without keys (`key` is `nil`), or they were given the same
  /// key. Each still gets its own state, told apart by order, but that
  /// state moves to another item when the data's order changes: give each a
  /// distinct `.key(_:)`. Siblings written as separate statements of a
  /// builder are told apart by where they are written and are never
  /// reported.
  case duplicateScope(type: String, key: String?, parent: String)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .duplicateScope(let type, let key, let parent):
      let cause =
        key.map { "share the key \($0)" }
        ?? "are built by one loop (for-in or ForEach) without keys"
      return
        "several siblings of \(type) under \(parent) \(cause): their state is told apart by "
        + "order only and moves to another item when the order changes; give each a distinct "
        + ".key(_:)"
    }
  }
}
