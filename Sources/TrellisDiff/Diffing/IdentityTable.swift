/// A hash table from identifier to the old positions holding it, matched
/// against new positions in order: the k-th occurrence of an identifier in
/// the new data takes the k-th occurrence in the old data.
///
/// Each identifier is hashed exactly once per element: once when its old
/// position is added, once when a new position looks it up. Duplicates are
/// chained through one flat `next` array instead of a list per identifier,
/// so the table allocates a fixed number of buffers whatever the data.
@usableFromInline
struct IdentityTable<ID: Hashable> {
  /// For each identifier, the first old position not matched yet (-1 when
  /// all are taken).
  @usableFromInline var firstUnmatched: [ID: Int]
  /// For each old position, the next old position with the same identifier
  /// (-1 at the end of the chain).
  @usableFromInline var next: [Int]

  /// Creates a table for old positions `0..<count`.
  @inlinable
  init(count: Int) {
    firstUnmatched = Dictionary(minimumCapacity: count)
    next = [Int](repeating: -1, count: count)
  }

  /// Adds old position `position` with identifier `id`. Positions must be
  /// added in *descending* order, so every chain ends up in ascending order.
  @inlinable
  mutating func addOld(_ id: ID, at position: Int) {
    next[position] = Self.exchange(&firstUnmatched[id, default: -1], with: position)
  }

  /// Takes the first unmatched old position with identifier `id`, or
  /// returns -1 if there is none.
  @inlinable
  mutating func takeOld(_ id: ID) -> Int {
    guard let slot = firstUnmatched.index(forKey: id) else { return -1 }
    let position = firstUnmatched.values[slot]
    if position >= 0 { firstUnmatched.values[slot] = next[position] }
    return position
  }

  /// Stores `value` in `slot` and returns what was there; through the
  /// dictionary's defaulted subscript this hashes the key once.
  @inlinable
  static func exchange(_ slot: inout Int, with value: Int) -> Int {
    let previous = slot
    slot = value
    return previous
  }
}
