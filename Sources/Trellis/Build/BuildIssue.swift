/// A problem found while building a component tree. Building goes on (the
/// screen still shows), and the issue is logged and reported to the owner.
public enum BuildIssue: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two or more sibling components of one stateful or controlled type have
  /// no distinct keys, so their identity depends on position only. Each
  /// still gets its own state (by position), but the state moves to another
  /// item when siblings are inserted or removed: give them `.key(_:)`.
  case duplicateScope(type: String, key: String?, parent: String)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .duplicateScope(let type, let key, let parent):
      let keyText = key.map { "key \($0)" } ?? "no key"
      return
        "several siblings of \(type) with \(keyText) under \(parent): their state is told apart "
        + "by position only; give each a distinct .key(_:)"
    }
  }
}
