/// Hashes identifiers for the ``IdentityTable``.
///
/// Integer identifiers, by far the most common, get a seeded
/// multiply–xorshift mix (the finaliser of MurmurHash3): about a third of
/// the cost of the standard library's SipHash, and with a per-process random
/// seed, so chosen identifiers cannot be made to collide without knowing
/// it. All other identifiers use their `Hashable` conformance. The type test
/// folds away once the diff is specialised for a concrete identifier type.
@usableFromInline
enum IdentityHash {
  /// The per-process seed of the integer mix.
  @usableFromInline static let seed = UInt64.random(in: .min ... .max) | 1

  /// The hash of `id`; `seed` is ``seed``, read once by the caller.
  @inlinable @inline(__always)
  static func hash<ID: Hashable>(_ id: ID, seed: UInt64) -> Int {
    if ID.self == Int.self {
      return mix(UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self))), seed: seed)
    } else if ID.self == Int64.self {
      return mix(UInt64(bitPattern: unsafeBitCast(id, to: Int64.self)), seed: seed)
    } else if ID.self == UInt64.self {
      return mix(unsafeBitCast(id, to: UInt64.self), seed: seed)
    } else if ID.self == UInt.self {
      return mix(UInt64(unsafeBitCast(id, to: UInt.self)), seed: seed)
    } else if ID.self == Int32.self {
      return mix(UInt64(UInt32(bitPattern: unsafeBitCast(id, to: Int32.self))), seed: seed)
    } else if ID.self == UInt32.self {
      return mix(UInt64(unsafeBitCast(id, to: UInt32.self)), seed: seed)
    }
    return id.hashValue
  }

  /// MurmurHash3's 64-bit finaliser over the seeded value: every input bit
  /// affects every output bit.
  @inlinable @inline(__always)
  static func mix(_ value: UInt64, seed: UInt64) -> Int {
    var x = value ^ seed
    x ^= x >> 33
    x &*= 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x &*= 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return Int(bitPattern: UInt(truncatingIfNeeded: x))
  }
}
