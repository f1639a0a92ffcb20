/// The difference between two attribute maps: what a host must set and
/// what it must un-apply (return to the view's default).
public struct AttributeChanges: Sendable, Equatable, CustomStringConvertible {
  /// Attributes that are new or changed, with their new values, by name.
  public var set: Attributes
  /// Names of attributes no longer set: the host returns them to the view's
  /// default so nothing stale stays on screen.
  public var removed: [String]

  /// Creates a change list.
  public init(set: Attributes = Attributes(), removed: [String] = []) {
    self.set = set
    self.removed = removed
  }

  /// The changes that turn `old` into `new`: a linear merge of the two
  /// sorted maps.
  public init(from old: Attributes, to new: Attributes) {
    let oldEntries = old.entries
    let newEntries = new.entries
    // The merge meets names in order: set ones are appended, never
    // searched for or inserted (D-260). Room is made at the first change,
    // so maps that turn out equal allocate nothing.
    var changed = Attributes()
    var removed: [String] = []
    var i = 0
    var j = 0
    while i < oldEntries.count || j < newEntries.count {
      if j == newEntries.count || (i < oldEntries.count && oldEntries[i].name < newEntries[j].name)
      {
        removed.append(oldEntries[i].name)
        i += 1
      } else if i == oldEntries.count || newEntries[j].name < oldEntries[i].name {
        if changed.isEmpty { changed.reserveCapacity(newEntries.count - j) }
        changed.appendSorted(newEntries[j])
        j += 1
      } else {
        if !oldEntries[i].value.isEqual(to: newEntries[j].value) {
          if changed.isEmpty { changed.reserveCapacity(newEntries.count - j) }
          changed.appendSorted(newEntries[j])
        }
        i += 1
        j += 1
      }
    }
    self.set = changed
    self.removed = removed
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { self.set.isEmpty && removed.isEmpty }

  /// `set: … removed: …`.
  public var description: String {
    "set: [\(self.set)] removed: \(removed)"
  }
}
