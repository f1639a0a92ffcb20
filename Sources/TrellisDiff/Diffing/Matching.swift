/// The pairing of old and new positions by identity, the first step of every
/// diff (Heckel's algorithm, with duplicates matched in order).
@usableFromInline
struct Matching {
  /// Length of the common prefix: positions below it are matched in place.
  @usableFromInline var prefix: Int
  /// New position of each old position, or -1 if it has no match. 32-bit
  /// entries halve the memory the diff walks through.
  @usableFromInline var oldToNew: [Int32]
  /// Old position of each new position, or -1 if it has no match.
  @usableFromInline var newToOld: [Int32]

  @inlinable
  init(prefix: Int, oldToNew: [Int32], newToOld: [Int32]) {
    self.prefix = prefix
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }

  /// How many probes are grouped so that their cache misses overlap.
  @usableFromInline static let group = 16

  /// Matches positions of two versions by identity.
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
  ///   - matched: called with each old and new position paired after the
  ///     prefix, while both are still in the cache (to compare contents).
  @inlinable @inline(__always)
  static func match<ID: Hashable>(
    oldCount: Int,
    newCount: Int,
    prefix: Int,
    oldID: (Int) -> ID,
    newID: (Int) -> ID,
    matched: (_ old: Int, _ new: Int) -> Void
  ) -> Matching {
    var oldToNew = [Int32](repeating: -1, count: oldCount)
    var newToOld = [Int32](repeating: -1, count: newCount)
    for i in 0..<prefix {
      oldToNew[i] = Int32(truncatingIfNeeded: i)
      newToOld[i] = Int32(truncatingIfNeeded: i)
    }
    guard prefix < oldCount && prefix < newCount else {
      return Matching(prefix: prefix, oldToNew: oldToNew, newToOld: newToOld)
    }
    let table = IdentityTable(count: oldCount)
    let seed = IdentityHash.seed
    var touched: UInt64 = 0
    withUnsafeTemporaryAllocation(of: Int.self, capacity: group) { hashes in
      // Old positions, in descending groups: hash the group, touch its
      // slots together (their cache misses overlap), then insert.
      var end = oldCount
      while end > prefix {
        let start = Swift.max(end - group, prefix)
        for i in start..<end { hashes[i - start] = IdentityHash.hash(oldID(i), seed: seed) }
        touched |= table.touch(hashes, count: end - start)
        var i = end
        while i > start {
          i -= 1
          let position = i
          table.addOld(
            hash: hashes[i - start], at: i, isSame: { oldID($0) == oldID(position) })
        }
        end = start
      }
      // New positions, in ascending groups, looked up the same way.
      oldToNew.withUnsafeMutableBufferPointer { oldToNew in
        newToOld.withUnsafeMutableBufferPointer { newToOld in
          var start = prefix
          while start < newCount {
            let end = Swift.min(start + group, newCount)
            for j in start..<end { hashes[j - start] = IdentityHash.hash(newID(j), seed: seed) }
            touched |= table.touch(hashes, count: end - start)
            for j in start..<end {
              let i = table.takeOld(hash: hashes[j - start], isSame: { oldID($0) == newID(j) })
              if i >= 0 {
                oldToNew[i] = Int32(truncatingIfNeeded: j)
                newToOld[j] = Int32(truncatingIfNeeded: i)
                matched(i, j)
              }
            }
            start = end
          }
        }
      }
    }
    IdentityTable.keep(touched)
    return Matching(prefix: prefix, oldToNew: oldToNew, newToOld: newToOld)
  }
}

extension Changeset {
  /// The first identifier that occurs twice among positions `0..<count`,
  /// with the positions of its first and second occurrence.
  @inlinable
  static func firstDuplicate<ID: Hashable>(
    count: Int, id: (Int) -> ID
  ) -> (id: ID, first: Int, duplicate: Int)? {
    // Strict mode only: a plain dictionary is fast enough here.
    var seen = [ID: Int](minimumCapacity: count)
    for position in 0..<count {
      let key = id(position)
      if let first = seen.updateValue(position, forKey: key) { return (key, first, position) }
    }
    return nil
  }
}
