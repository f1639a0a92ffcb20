/// A bit filter of the identifier hashes that wait in a ``Matching`` walk's
/// ``PendingTable``s: when a hash's bit is clear, nothing with that identifier
/// waits, and the walk pairs two equal elements without probing a table.
///
/// A false positive only costs a probe. The bits are raw memory owned by this
/// non-copyable value: a closure-scoped buffer would keep the walk's
/// identifier closures from being inlined into its loop.
@usableFromInline
struct PendingFilter: ~Copyable {
  /// The bits, 64 to a word.
  @usableFromInline let words: UnsafeMutablePointer<UInt64>
  /// The bit count minus one (the count is a power of two).
  @usableFromInline let mask: Int

  /// An empty filter sized for about `count` pending hashes: four bits per
  /// hash, between 64 and 2^18 bits.
  @inlinable
  init(expectedCount count: Int) {
    var bits = 64
    while bits < 4 * count && bits < 1 << 18 { bits <<= 1 }
    mask = bits - 1
    words = .allocate(capacity: bits / 64)
    words.initialize(repeating: 0, count: bits / 64)
  }

  @inlinable
  deinit {
    words.deallocate()
  }

  /// The number of bits.
  @inlinable var bitCount: Int { mask + 1 }

  /// Whether an identifier with this hash may be pending (`false`: certainly not).
  @inlinable @inline(__always)
  func mayContain(_ hash: Int) -> Bool {
    let bit = hash & mask
    return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
  }

  /// Records that an identifier with this hash is pending.
  @inlinable @inline(__always)
  func insert(_ hash: Int) {
    let bit = hash & mask
    words[bit >> 6] |= 1 << UInt64(bit & 63)
  }
}
