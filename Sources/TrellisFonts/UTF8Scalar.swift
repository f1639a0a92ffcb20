/// Decoding one scalar from valid UTF-8 (a `String`'s bytes are valid).
enum UTF8Scalar {
  /// The scalar starting at `index` and the bytes it takes.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    value: UInt32, length: Int
  ) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    func trail(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | trail(1), 2) }
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | trail(1) << 6 | trail(2), 3) }
    return ((lead & 0x07) << 18 | trail(1) << 12 | trail(2) << 6 | trail(3), 4)
  }

  /// The scalars of `bytes[range]`.
  static func scalars(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> [UInt32] {
    var result: [UInt32] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let (value, length) = decode(bytes, at: index)
      result.append(value)
      index += length
    }
    return result
  }
}
