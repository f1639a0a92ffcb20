internal import Synchronization

/// Where ``IdentityTable/keep(_:)`` stores what it keeps.
private let touchSink = Atomic<UInt64>(0)

/// A hash table from identifier to the old positions holding it, matched
/// against new positions in order: the k-th occurrence of an identifier in
/// the new data takes the k-th occurrence in the old data.
///
/// Each identifier is hashed exactly once per element: once when its old
/// position is added, once when a new position looks it up. The table is
/// open addressing with linear probing over one flat buffer of 64-bit slots
/// (32 bits of hash as a tag, 32 bits of position), at most half full, so a
/// probe usually touches one cache line and compares identifiers only when
/// the tags agree. The identifier itself is not stored: a slot names an old
/// position and the caller compares identifiers from its data. Duplicates
/// are chained through one flat `next` buffer instead of a list per
/// identifier, so the table allocates three buffers whatever the data.
///
/// The buffers are raw memory owned by this non-copyable value: the probe
/// loops run without uniqueness or bounds checks, which keeps them short
/// enough for the processor to overlap the cache misses of many probes.
@usableFromInline
struct IdentityTable: ~Copyable {
  /// The slots: 0 when empty, else `tag << 32 | (position + 1)`.
  @usableFromInline let slots: UnsafeMutablePointer<UInt64>
  /// Slot count minus one; the slot count is a power of two.
  @usableFromInline let mask: Int
  /// For each old position, the next old position with the same identifier
  /// (-1 at the end of the chain).
  @usableFromInline let next: UnsafeMutablePointer<Int32>
  /// For the position a slot names, the first old position with that
  /// identifier not matched yet (-1 when all are taken).
  @usableFromInline let cursor: UnsafeMutablePointer<Int32>

  /// Creates a table for old positions `0..<count`.
  @inlinable
  init(count: Int) {
    precondition(count < Int(Int32.max), "TrellisDiff diffs at most 2^31 - 2 elements")
    var capacity = 16
    while capacity < count * 2 { capacity <<= 1 }
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0, count: capacity)
    mask = capacity - 1
    next = .allocate(capacity: Swift.max(count, 1))
    next.initialize(repeating: -1, count: count)
    cursor = .allocate(capacity: Swift.max(count, 1))
    cursor.initialize(repeating: -1, count: count)
  }

  @inlinable
  deinit {
    slots.deallocate()
    next.deallocate()
    cursor.deallocate()
  }

  /// Loads the first slot of each of `hashes[0..<count]` so the cache lines are
  /// fetched together rather than one miss at a time. The loads are
  /// independent, so the processor overlaps them; the probes that follow
  /// then hit the cache. Returns a value the caller must keep (so the loads
  /// are not optimised away).
  @inlinable
  func touch(_ hashes: UnsafeMutableBufferPointer<Int>, count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for k in 0..<count { sum |= slots[hashes[k] & mask] }
    return sum
  }

  /// Publishes the value returned by ``touch(_:count:)`` so the optimiser must
  /// keep the loads that produced it. Not inlinable on purpose: an opaque
  /// call with a relaxed atomic store is a side effect no optimiser removes.
  @usableFromInline @inline(never) @_optimize(none)
  static func keep(_ value: UInt64) {
    touchSink.store(value, ordering: .relaxed)
  }

  /// The tag stored for a hash: its high 32 bits (the low bits pick the
  /// slot, so tag and slot are independent parts of a well-mixed hash).
  @inlinable
  static func tag(_ hash: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) << 32
  }

  /// Adds old position `position`, whose identifier has hash `hash`.
  /// `isSame(other)` says whether old position `other` has the same
  /// identifier. Positions must be added in *descending* order, so every
  /// chain ends up in ascending order.
  @inlinable
  func addOld(hash: Int, at position: Int, isSame: (Int) -> Bool) {
    let tag = Self.tag(hash)
    let entry = tag | UInt64(position + 1)
    var slot = hash & mask
    while true {
      let value = slots[slot]
      if value == 0 {
        slots[slot] = entry
        break
      }
      if value & 0xFFFF_FFFF_0000_0000 == tag {
        let other = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
        if isSame(other) {
          // Same identifier at a later position: this one comes first.
          next[position] = Int32(truncatingIfNeeded: other)
          slots[slot] = entry
          break
        }
      }
      slot = (slot + 1) & mask
    }
    cursor[position] = Int32(truncatingIfNeeded: position)
  }

  /// Takes the first unmatched old position whose identifier has hash
  /// `hash` and `isSame(position)`, or returns -1 if there is none.
  @inlinable
  func takeOld(hash: Int, isSame: (Int) -> Bool) -> Int {
    let tag = Self.tag(hash)
    var slot = hash & mask
    while true {
      let value = slots[slot]
      if value == 0 { return -1 }
      if value & 0xFFFF_FFFF_0000_0000 == tag {
        let key = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
        if isSame(key) {
          let position = Int(cursor[key])
          if position >= 0 { cursor[key] = next[position] }
          return position
        }
      }
      slot = (slot + 1) & mask
    }
  }
}
