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

  /// Matches positions of two versions by identity.
  ///
  /// The first `prefix` positions are already known to match in place. The
  /// rest is matched by ``walk(oldCount:newCount:prefix:seed:oldID:newID:pair:)``,
  /// which is fastest when most elements keep their order; if the data turn
  /// out to be mostly out of order the walk gives up early and
  /// ``bulk(oldCount:newCount:prefix:seed:oldID:newID:pair:)`` matches
  /// everything through one table instead. Both produce the same pairs: the
  /// k-th occurrence of an identifier in the old data with the k-th in the
  /// new data.
  ///
  /// - Parameters:
  ///   - oldCount: the number of old positions.
  ///   - newCount: the number of new positions.
  ///   - prefix: how many leading positions match in place.
  ///   - oldID: the identifier at an old position.
  ///   - newID: the identifier at a new position.
  ///   - matched: called with each old and new position paired after the
  ///     prefix, while both are still in the cache (to compare contents);
  ///     may be called twice for a pair.
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
    let seed = IdentityHash.seed
    oldToNew.withUnsafeMutableBufferPointer { oldToNew in
      newToOld.withUnsafeMutableBufferPointer { newToOld in
        func pair(_ i: Int, _ j: Int) {
          oldToNew[i] = Int32(truncatingIfNeeded: j)
          newToOld[j] = Int32(truncatingIfNeeded: i)
          matched(i, j)
        }
        let finished = walk(
          oldCount: oldCount, newCount: newCount, prefix: prefix, seed: seed,
          oldID: oldID, newID: newID, pair: pair)
        if !finished {
          for i in prefix..<oldCount { oldToNew[i] = -1 }
          for j in prefix..<newCount { newToOld[j] = -1 }
          bulk(
            oldCount: oldCount, newCount: newCount, prefix: prefix, seed: seed,
            oldID: oldID, newID: newID, pair: pair)
        }
      }
    }
    return Matching(prefix: prefix, oldToNew: oldToNew, newToOld: newToOld)
  }

  /// Matches by one walk over both sides; returns `false` (having given up)
  /// when the data are mostly out of order.
  ///
  /// The walk keeps a cursor on each side. It pairs the two current elements
  /// when they have the same identifier, or pairs one of them with the
  /// oldest *pending* element of its identifier on the other side (one the
  /// walk passed earlier without a partner); when neither works both become
  /// pending and both cursors advance. Pairing with a pending element
  /// advances only that side's cursor, so the walk falls back into step
  /// right after an insert, delete or move. Each element is hashed at most
  /// once, and only elements that are out of step enter the
  /// ``PendingTable``s — for most diffs a small fraction, so the tables stay
  /// in cache. A bit filter of the pending identifiers lets two current
  /// elements with the same identifier pair without a table probe.
  ///
  /// For each identifier at most one side has pending elements (an element
  /// becomes pending only after finding none on the other side), so the
  /// current element is always the oldest unpaired one of its side, which
  /// keeps the k-th-with-k-th rule for duplicates.
  @inlinable @inline(__always)
  static func walk<ID: Hashable>(
    oldCount: Int,
    newCount: Int,
    prefix: Int,
    seed: UInt64,
    oldID: (Int) -> ID,
    newID: (Int) -> ID,
    pair: (Int, Int) -> Void
  ) -> Bool {
    var waitingOld = PendingTable(count: oldCount)
    var waitingNew = PendingTable(count: newCount)
    let filter = PendingFilter(expectedCount: oldCount + newCount - 2 * prefix)
    do {
      func mayBePending(_ hash: Int) -> Bool { filter.mayContain(hash) }
      func markPending(_ hash: Int) { filter.insert(hash) }
      var i = prefix
      var j = prefix
      // Hashes of the current elements, computed at most once each.
      var oldHash: Int? = nil
      var newHash: Int? = nil
      while i < oldCount && j < newCount {
        let a = oldID(i)
        let b = newID(j)
        if a == b {
          if waitingOld.pending == 0 && waitingNew.pending == 0 {
            pair(i, j)
            i += 1
            j += 1
            oldHash = nil
            newHash = nil
            continue
          }
          let hash = oldHash ?? newHash ?? IdentityHash.hash(a, seed: seed)
          if !mayBePending(hash) {
            pair(i, j)
            i += 1
            j += 1
            oldHash = nil
            newHash = nil
            continue
          }
          oldHash = hash
          newHash = hash
        }
        let ha = oldHash ?? IdentityHash.hash(a, seed: seed)
        let hb = newHash ?? IdentityHash.hash(b, seed: seed)
        let p = mayBePending(ha) ? waitingNew.take(hash: ha, isSame: { newID($0) == a }) : -1
        if p >= 0 {
          pair(i, p)
          i += 1
          oldHash = nil
          newHash = hb
          continue
        }
        let q = mayBePending(hb) ? waitingOld.take(hash: hb, isSame: { oldID($0) == b }) : -1
        if q >= 0 {
          pair(q, j)
          j += 1
          oldHash = ha
          newHash = nil
          continue
        }
        if a == b {
          pair(i, j)
        } else if i + 1 < oldCount && !mayBePending(hb) && oldID(i + 1) == b {
          // A lone delete (or move away): only `a` waits. Safe for the
          // duplicate rule because nothing with `b`'s identifier waits.
          waitingOld.add(hash: ha, at: i, isSame: { oldID($0) == a })
          markPending(ha)
          pair(i + 1, j)
          i += 1
        } else if j + 1 < newCount && !mayBePending(ha) && newID(j + 1) == a {
          // A lone insert (or move here): only `b` waits.
          waitingNew.add(hash: hb, at: j, isSame: { newID($0) == b })
          markPending(hb)
          pair(i, j + 1)
          j += 1
        } else {
          waitingOld.add(hash: ha, at: i, isSame: { oldID($0) == a })
          waitingNew.add(hash: hb, at: j, isSame: { newID($0) == b })
          markPending(ha)
          markPending(hb)
          // Mostly out of order: the bulk table is faster from here.
          let waiting = waitingOld.pending + waitingNew.pending
          if waiting > 512 && waiting * 2 > i - prefix { return false }
        }
        i += 1
        j += 1
        oldHash = nil
        newHash = nil
      }
      // One side is done: the rest of the other can only pair with pending
      // elements.
      while i < oldCount {
        let a = oldID(i)
        let hash = oldHash ?? IdentityHash.hash(a, seed: seed)
        let p = waitingNew.take(hash: hash, isSame: { newID($0) == a })
        if p >= 0 { pair(i, p) }
        oldHash = nil
        i += 1
      }
      while j < newCount {
        let b = newID(j)
        let hash = newHash ?? IdentityHash.hash(b, seed: seed)
        let q = waitingOld.take(hash: hash, isSame: { oldID($0) == b })
        if q >= 0 { pair(q, j) }
        newHash = nil
        j += 1
      }
      return true
    }
  }

  /// How many probes ``bulk(oldCount:newCount:prefix:seed:oldID:newID:pair:)``
  /// groups so that their cache misses overlap.
  @usableFromInline static let group = 16

  /// Matches through one ``IdentityTable`` of all old positions: the fastest
  /// way when the data are out of order.
  @inlinable @inline(__always)
  static func bulk<ID: Hashable>(
    oldCount: Int,
    newCount: Int,
    prefix: Int,
    seed: UInt64,
    oldID: (Int) -> ID,
    newID: (Int) -> ID,
    pair: (Int, Int) -> Void
  ) {
    let table = IdentityTable(count: oldCount)
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
      var start = prefix
      while start < newCount {
        let end = Swift.min(start + group, newCount)
        for j in start..<end { hashes[j - start] = IdentityHash.hash(newID(j), seed: seed) }
        touched |= table.touch(hashes, count: end - start)
        for j in start..<end {
          let i = table.takeOld(hash: hashes[j - start], isSame: { oldID($0) == newID(j) })
          if i >= 0 { pair(i, j) }
        }
        start = end
      }
    }
    IdentityTable.keep(touched)
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
