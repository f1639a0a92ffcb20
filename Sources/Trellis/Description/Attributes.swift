/// The attributes of a ``ViewDescription``: a small map from typed keys to
/// values, kept sorted by name in contiguous storage.
///
/// Attributes that are not set are absent, never a default value: when a
/// component stops setting an attribute, the mounter tells the host to
/// un-apply it.
public struct Attributes: Sendable, Equatable, CustomStringConvertible {
  /// One attribute: its name and value.
  public struct Entry: Sendable, Equatable {
    /// The attribute's name.
    public let name: String
    /// The attribute's value.
    public let value: any AttributeValue

    /// Entries are equal when name and value are.
    public static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.name == rhs.name && lhs.value.isEqual(to: rhs.value)
    }
  }

  /// The entries, sorted by name.
  public private(set) var entries: [Entry] = []

  /// Creates an empty attribute map.
  public init() {}

  /// An empty map with room for `capacity` attributes, so a view that sets
  /// a few allocates once.
  init(reservingCapacity capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// Whether no attribute is set.
  public var isEmpty: Bool { entries.isEmpty }

  /// The number of attributes set.
  public var count: Int { entries.count }

  /// The names of the attributes set, sorted: the *shape* of a view, used to
  /// choose reusable views.
  public var names: [String] { entries.map(\.name) }

  /// The value for a key, or `nil` when it is not set; setting `nil`
  /// removes the attribute.
  @inlinable
  public subscript<Value>(key: AttributeKey<Value>) -> Value? {
    get {
      guard case .found(let index) = search(key.name) else { return nil }
      return entries[index].value.value(as: Value.self)
    }
    set { setValue(newValue, named: key.name) }
  }

  /// The value of an attribute by name, untyped.
  public func value(named name: String) -> (any AttributeValue)? {
    guard case .found(let index) = search(name) else { return nil }
    return entries[index].value
  }

  /// Sets a value by name, untyped; `nil` removes it.
  public mutating func setValue(_ value: (any AttributeValue)?, named name: String) {
    switch (search(name), value) {
    case (.found(let index), .some(let value)): entries[index] = Entry(name: name, value: value)
    case (.found(let index), .none): entries.remove(at: index)
    case (.insertAt(let index), .some(let value)):
      // Views mostly set their attributes in name order: appending skips
      // the general insertion's moves and checks.
      if index == entries.count {
        entries.append(Entry(name: name, value: value))
      } else {
        entries.insert(Entry(name: name, value: value), at: index)
      }
    case (.insertAt, .none): break
    }
  }

  /// Whether both maps are one storage, which makes them equal without a
  /// comparison: a view's attributes and a copy of them that neither
  /// side has changed since.
  func sharesStorage(with other: Attributes) -> Bool {
    entries.withUnsafeBufferPointer { mine in
      other.entries.withUnsafeBufferPointer { theirs in
        mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
      }
    }
  }

  /// Makes room for `capacity` attributes.
  mutating func reserveCapacity(_ capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// Appends an entry whose name sorts after every name set: what a merge
  /// of sorted maps produces, kept sorted without a search.
  mutating func appendSorted(_ entry: Entry) {
    assert(entries.last.map { $0.name < entry.name } ?? true, "\(entry.name) out of order")
    entries.append(entry)
  }

  /// Attributes as `name=value`, sorted by name.
  public var description: String {
    entries.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
  }

  @usableFromInline
  enum SearchResult {
    case found(Int)
    case insertAt(Int)
  }

  // Binary search: attribute maps are small, but sorted storage also makes
  // diffing two maps a linear merge.
  @usableFromInline
  func search(_ name: String) -> SearchResult {
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      let midName = entries[mid].name
      if midName == name { return .found(mid) }
      if midName < name { low = mid + 1 } else { high = mid }
    }
    return .insertAt(low)
  }
}
