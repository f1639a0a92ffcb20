/// Decodes one UTF-8 scalar, strictly (no overlongs, surrogates or values above
/// U+10FFFF), reporting invalid bytes as the maximal invalid subpart so that
/// replacement follows the Unicode recommendation.
enum UTF8Scalar {
  enum Result {
    /// A scalar and the number of bytes it used.
    case scalar(Unicode.Scalar, Int)
    /// This many bytes form no scalar and stand for one U+FFFD.
    case invalid(Int)
    /// The bytes so far are a valid start, but the input ends before the scalar does.
    case truncated
  }

  static func decode(_ bytes: [UInt8], at index: Int) -> Result {
    let lead = bytes[index]
    if lead < 0x80 { return .scalar(Unicode.Scalar(lead), 1) }
    let length: Int
    var lowerSecond: UInt8 = 0x80
    var upperSecond: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF:
      length = 2
    case 0xE0:
      length = 3
      lowerSecond = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF:
      length = 3
    case 0xED:
      length = 3
      upperSecond = 0x9F
    case 0xF0:
      length = 4
      lowerSecond = 0x90
    case 0xF1...0xF3:
      length = 4
    case 0xF4:
      length = 4
      upperSecond = 0x8F
    default:
      return .invalid(1)
    }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      guard index + offset < bytes.count else { return .truncated }
      let byte = bytes[index + offset]
      let low: UInt8 = offset == 1 ? lowerSecond : 0x80
      let high: UInt8 = offset == 1 ? upperSecond : 0xBF
      guard byte >= low && byte <= high else { return .invalid(offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(length) }
    return .scalar(scalar, length)
  }
}
