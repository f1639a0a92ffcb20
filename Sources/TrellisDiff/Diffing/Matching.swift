/// The pairing of old and new positions by identity, the first step of every
/// diff (Heckel's algorithm, with duplicates matched in order).
@usableFromInline
struct Matching {
  /// Length of the common prefix: positions below it are matched in place.
  @usableFromInline var prefix: Int
  /// New position of each old position, or -1 if it has no match.
  @usableFromInline var oldToNew: [Int]
  /// Old position of each new position, or -1 if it has no match.
  @usableFromInline var newToOld: [Int]

  @inlinable
  init(prefix: Int, oldToNew: [Int], newToOld: [Int]) {
    self.prefix = prefix
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }

  /// Matches `count` positions in both versions by identity.
  ///
  /// The first `prefix` positions are already known to match in place and
  /// are not hashed. The others are hashed once each: old ones into an
  /// ``IdentityTable``, new ones looked up in it.
  ///
  /// - Parameters:
  ///   - oldCount: the number of old positions.
  ///   - newCount: the number of new positions.
  ///   - prefix: how many leading positions match in place.
  ///   - oldID: the identifier at an old position.
  ///   - newID: the identifier at a new position.
  @inlinable
  static func match<ID: Hashable>(
    oldCount: Int,
    newCount: Int,
    prefix: Int,
    oldID: (Int) -> ID,
    newID: (Int) -> ID
  ) -> Matching {
    var oldToNew = [Int](repeating: -1, count: oldCount)
    var newToOld = [Int](repeating: -1, count: newCount)
    for i in 0..<prefix {
      oldToNew[i] = i
      newToOld[i] = i
    }
    if prefix < oldCount && prefix < newCount {
      var table = IdentityTable<ID>(count: oldCount)
      var i = oldCount
      while i > prefix {
        i -= 1
        table.addOld(oldID(i), at: i)
      }
      for j in prefix..<newCount {
        let i = table.takeOld(newID(j))
        if i >= 0 {
          oldToNew[i] = j
          newToOld[j] = i
        }
      }
    }
    return Matching(prefix: prefix, oldToNew: oldToNew, newToOld: newToOld)
  }
}

extension Changeset {
  /// The first identifier that occurs twice in `elements`, with the
  /// positions of its first and second occurrence.
  @inlinable
  static func firstDuplicate<ID: Hashable>(
    count: Int, id: (Int) -> ID
  ) -> (id: ID, first: Int, duplicate: Int)? {
    var seen = [ID: Int](minimumCapacity: count)
    for position in 0..<count {
      let key = id(position)
      let first = IdentityTable<ID>.exchange(&seen[key, default: -1], with: position)
      if first >= 0 { return (key, first, position) }
    }
    return nil
  }
}
