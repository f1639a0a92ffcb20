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
    var changed = Attributes()
    var removed: [String] = []
    let oldEntries = old.entries
    let newEntries = new.entries
    var i = 0
    var j = 0
    while i < oldEntries.count || j < newEntries.count {
      if j == newEntries.count || (i < oldEntries.count && oldEntries[i].name < newEntries[j].name)
      {
        removed.append(oldEntries[i].name)
        i += 1
      } else if i == oldEntries.count || newEntries[j].name < oldEntries[i].name {
        changed.setValue(newEntries[j].value, named: newEntries[j].name)
        j += 1
      } else {
        if !oldEntries[i].value.isEqual(to: newEntries[j].value) {
          changed.setValue(newEntries[j].value, named: newEntries[j].name)
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
