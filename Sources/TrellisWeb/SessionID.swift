/// A session's id: 128 bits from the system's cryptographically secure
/// generator (`SystemRandomNumberGenerator`: `getrandom` on Linux), shown
/// as 32 hex digits. It names a session in the server's table and its
/// ``WebServer/sessionEvents``; it is never put in a URL, and the server
/// never logs it.
public struct SessionID: Hashable, Sendable, CustomStringConvertible {
  /// The id's bits.
  public let high: UInt64
  /// The id's bits.
  public let low: UInt64

  /// A new random id.
  public init() {
    var generator = SystemRandomNumberGenerator()
    high = generator.next()
    low = generator.next()
  }

  /// 32 hex digits.
  public var description: String {
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }
}
