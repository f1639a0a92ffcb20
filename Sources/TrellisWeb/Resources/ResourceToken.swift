/// The unguessable name of one served resource (an image, a theme's style
/// sheet): 128 bits from the system's cryptographically secure generator,
/// written as 32 lowercase hex digits in its URL (`/image/<token>`).
///
/// A token is a capability: whoever holds the URL may fetch the resource
/// while it exists, and nobody can guess another one. It is not the
/// session's id, which never appears in a URL.
struct ResourceToken: Hashable, Sendable, CustomStringConvertible {
  let high: UInt64
  let low: UInt64

  /// A new random token.
  init() {
    var generator = SystemRandomNumberGenerator()
    high = generator.next()
    low = generator.next()
  }

  /// The token written as `text`: exactly 32 lowercase hex digits, else
  /// `nil`.
  init?(_ text: Substring) {
    let utf8 = text.utf8
    guard utf8.count == 32,
      utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
      let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16)
    else { return nil }
    self.high = high
    self.low = low
  }

  /// 32 hex digits.
  var description: String {
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }
}
