/// A hash table of positions on one side (old or new) that a diff has passed
/// without pairing yet, grouped by identifier, oldest first.
///
/// The ``Matching`` walk adds a position when it cannot pair it on the spot
/// and takes the oldest pending position of an identifier when the other
/// side reaches it. Only positions that are out of step land here, so for
/// the usual diff — most elements in the same order — the table stays small
/// while the walk streams through both sides.
///
/// Layout: open addressing with linear probing over 16-byte entries (one
/// cache line holds four), each with a 32-bit hash tag, a key position (one
/// position with that identifier, kept for comparisons) and the head and
/// tail of its queue of pending positions; the queue links live in a
/// per-position `next` buffer. The home slot is the tag's top bits, so the
/// table doubles without rehashing identifiers. Identifiers are not stored;
/// the caller compares them from its data. The buffers are raw memory owned
/// by this non-copyable value, so the loops run without uniqueness or
/// bounds checks.
@usableFromInline
struct PendingTable: ~Copyable {
  /// One slot of the table.
  @usableFromInline
  struct Entry {
    /// 0 when empty, else `tag << 32 | (key position + 1)`.
    @usableFromInline var key: UInt64
    /// The oldest pending position, or -1 when none is pending.
    @usableFromInline var head: Int32
    /// The newest pending position.
    @usableFromInline var tail: Int32

    @inlinable
    init(key: UInt64, head: Int32, tail: Int32) {
      self.key = key
      self.head = head
      self.tail = tail
    }
  }

  /// The slots.
  @usableFromInline var entries: UnsafeMutablePointer<Entry>
  /// log2 of the slot count.
  @usableFromInline var shift: Int
  /// Occupied slots (pending or not).
  @usableFromInline var occupied: Int
  /// Positions added and not taken yet.
  @usableFromInline var pending: Int
  /// The next pending position with the same identifier, per position.
  @usableFromInline let next: UnsafeMutablePointer<Int32>

  /// Creates an empty table for positions `0..<count`.
  @inlinable
  init(count: Int) {
    precondition(count < Int(Int32.max), "TrellisDiff diffs at most 2^31 - 2 elements")
    // Start small (room for 1/64 of the positions): for the usual diff few
    // positions ever wait, and memory that is never touched costs nothing.
    shift = 6
    while 1 << shift < count / 32 && shift < 17 { shift += 1 }
    entries = .allocate(capacity: 1 << shift)
    entries.initialize(repeating: Entry(key: 0, head: -1, tail: -1), count: 1 << shift)
    occupied = 0
    pending = 0
    // Written before it is read: no need to initialise (or fault in) pages
    // for positions that never wait.
    next = .allocate(capacity: Swift.max(count, 1))
  }

  @inlinable
  deinit {
    entries.deallocate()
    next.deallocate()
  }

  /// The tag of a hash: its high 32 bits, never 0 (0 marks empty slots).
  @inlinable @inline(__always)
  static func tag(_ hash: Int) -> UInt64 {
    (UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) | 1) << 32
  }

  /// The slot holding the identifier with this tag for which
  /// `isSame(keyPosition)` holds, or the empty slot where it would go.
  @inlinable @inline(__always)
  func find(_ tag: UInt64, isSame: (Int) -> Bool) -> (slot: Int, found: Bool) {
    let mask = (1 << shift) - 1
    var slot = Int(truncatingIfNeeded: tag >> UInt64(64 - shift))
    while true {
      let key = entries[slot].key
      if key == 0 { return (slot, false) }
      if key & 0xFFFF_FFFF_0000_0000 == tag
        && isSame(Int(truncatingIfNeeded: key & 0xFFFF_FFFF) - 1)
      {
        return (slot, true)
      }
      slot = (slot + 1) & mask
    }
  }

  /// Takes the oldest pending position with the identifier of `hash` for
  /// which `isSame(position)` holds, or returns -1.
  @inlinable @inline(__always)
  mutating func take(hash: Int, isSame: (Int) -> Bool) -> Int {
    guard pending > 0 else { return -1 }
    let (slot, found) = find(Self.tag(hash), isSame: isSame)
    guard found else { return -1 }
    let position = Int(entries[slot].head)
    if position >= 0 {
      entries[slot].head = position == Int(entries[slot].tail) ? -1 : next[position]
      pending -= 1
    }
    return position
  }

  /// Adds `position` (newer than every position added before) with the
  /// identifier of `hash`; `isSame(other)` says whether position `other`
  /// has the same identifier.
  @inlinable @inline(__always)
  mutating func add(hash: Int, at position: Int, isSame: (Int) -> Bool) {
    if (occupied + 1) * 2 > 1 << shift { grow() }
    let tag = Self.tag(hash)
    let (slot, found) = find(tag, isSame: isSame)
    let p = Int32(truncatingIfNeeded: position)
    if found && entries[slot].head >= 0 {
      next[Int(entries[slot].tail)] = p
    } else {
      if !found {
        entries[slot].key = tag | UInt64(position + 1)
        occupied += 1
      }
      entries[slot].head = p
    }
    entries[slot].tail = p
    pending += 1
  }

  /// Doubles the slot count, moving every slot to its new home.
  @usableFromInline
  mutating func grow() {
    let old = entries
    let oldCount = 1 << shift
    shift += 1
    let mask = (1 << shift) - 1
    entries = .allocate(capacity: 1 << shift)
    entries.initialize(repeating: Entry(key: 0, head: -1, tail: -1), count: 1 << shift)
    for k in 0..<oldCount where old[k].key != 0 {
      var slot = Int(truncatingIfNeeded: old[k].key >> UInt64(64 - shift))
      while entries[slot].key != 0 { slot = (slot + 1) & mask }
      entries[slot] = old[k]
    }
    old.deallocate()
  }
}
