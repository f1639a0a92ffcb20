/// The header of a Netpbm image — its format, size and sample range — read
/// without touching the pixel data.
///
/// Use it to learn what an image claims before reading it, as
/// ``PixelImage/init(netpbm:maximumPixelCount:)`` does to refuse an image
/// over its pixel limit before allocating anything:
///
/// ```swift
/// let header = try NetpbmHeader(parsing: Array("P6 640 480 255\n".utf8))
/// let fits = header.pixelCount <= PixelImage.defaultMaximumPixelCount  // true
/// ```
public struct NetpbmHeader: Sendable, Hashable {
  /// The magic number's digit: 1–3 plain PBM, PGM, PPM; 4–6 binary; 7 PAM.
  public let kind: Int
  /// The width in pixels (at least 1).
  public let width: Int
  /// The height in pixels (at least 1).
  public let height: Int
  /// Samples per pixel: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA.
  public let channels: Int
  /// The largest sample value, 1…65535 (1 for PBM).
  public let maximumValue: Int
  /// The offset of the first byte of pixel data.
  public let dataOffset: Int

  /// `width × height`.
  public var pixelCount: Int { width * height }

  /// The largest width or height a header may state (2²⁰): a bound on the
  /// arithmetic, not a size anyone draws.
  public static let maximumSide = 1 << 20

  /// Reads the header at the start of `bytes`; the pixel data after it may
  /// be missing.
  ///
  /// - Throws: ``PixelImageError/unsupportedFormat`` without a `P1`–`P7`
  ///   magic number, ``PixelImageError/malformedHeader(_:offset:)`` naming
  ///   the bad field and its byte, ``PixelImageError/invalidSize(width:height:)``
  ///   for a side of 0 or over ``maximumSide``.
  public init<Bytes: RandomAccessCollection<UInt8>>(parsing bytes: Bytes)
    throws(PixelImageError) where Bytes.Index == Int
  {
    var scanner = NetpbmScanner(bytes: bytes)
    guard bytes.count >= 2, bytes[bytes.startIndex] == UInt8(ascii: "P"),
      (UInt8(ascii: "1")...UInt8(ascii: "7")).contains(bytes[bytes.startIndex + 1])
    else { throw .unsupportedFormat }
    kind = Int(bytes[bytes.startIndex + 1] - UInt8(ascii: "0"))
    scanner.offset = bytes.startIndex + 2
    if kind == 7 {
      (width, height, channels, maximumValue) = try scanner.pamFields()
    } else {
      width = try scanner.number("width")
      height = try scanner.number("height")
      maximumValue = kind == 1 || kind == 4 ? 1 : try scanner.number("maximum value")
      channels = kind == 3 || kind == 6 ? 3 : 1
      // One whitespace byte separates a binary header from the data.
      if kind >= 4 { scanner.offset += 1 }
    }
    guard (1...65535).contains(maximumValue) else {
      throw .malformedHeader(
        "maximum value \(maximumValue) is not in 1...65535", offset: scanner.offset)
    }
    guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
    dataOffset = scanner.offset - bytes.startIndex
  }
}

/// Reads a Netpbm header's tokens: numbers, comments and PAM lines.
struct NetpbmScanner<Bytes: RandomAccessCollection<UInt8>> where Bytes.Index == Int {
  let bytes: Bytes
  var offset: Int

  init(bytes: Bytes) {
    self.bytes = bytes
    self.offset = bytes.startIndex
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// Skips whitespace and `#` comments.
  mutating func skipSpace() {
    while offset < bytes.endIndex {
      if Self.isSpace(bytes[offset]) {
        offset += 1
      } else if bytes[offset] == UInt8(ascii: "#") {
        while offset < bytes.endIndex && bytes[offset] != 0x0A { offset += 1 }
      } else {
        return
      }
    }
  }

  /// A decimal number of at most ``NetpbmHeader/maximumSide`` (larger
  /// numbers are refused as they are read, so nothing overflows).
  mutating func number(_ what: String) throws(PixelImageError) -> Int {
    skipSpace()
    let start = offset
    var value = 0
    while offset < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
      value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
      guard value <= NetpbmHeader.maximumSide else {
        throw .malformedHeader("\(what) too large", offset: start)
      }
      offset += 1
    }
    guard offset > start else { throw .malformedHeader("expected the \(what)", offset: start) }
    return value
  }

  /// PAM's `WIDTH`, `HEIGHT`, `DEPTH` and `MAXVAL` lines up to `ENDHDR`.
  mutating func pamFields() throws(PixelImageError) -> (Int, Int, Int, Int) {
    var fields: [Substring: Int] = [:]
    while true {
      let line = try headerLine()
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let key = words.first else { continue }
      if key == "ENDHDR" { break }
      if key == "TUPLTYPE" { continue }
      guard words.count == 2, let value = Int(words[1]),
        (0...NetpbmHeader.maximumSide).contains(value)
      else {
        throw .malformedHeader("bad PAM header line \"\(line.prefix(80))\"", offset: offset)
      }
      fields[key] = value
    }
    guard let width = fields["WIDTH"], let height = fields["HEIGHT"],
      let depth = fields["DEPTH"], let maximum = fields["MAXVAL"]
    else {
      throw .malformedHeader("PAM needs WIDTH, HEIGHT, DEPTH and MAXVAL", offset: offset)
    }
    guard (1...4).contains(depth) else {
      throw .malformedHeader("unsupported DEPTH \(depth)", offset: offset)
    }
    return (width, height, depth, maximum)
  }

  private mutating func headerLine() throws(PixelImageError) -> String {
    while offset < bytes.endIndex && Self.isSpace(bytes[offset]) { offset += 1 }
    let start = offset
    while offset < bytes.endIndex && bytes[offset] != 0x0A { offset += 1 }
    guard offset < bytes.endIndex else {
      throw .malformedHeader("PAM header has no ENDHDR", offset: start)
    }
    offset += 1
    return String(decoding: bytes[start..<(offset - 1)], as: UTF8.self)
  }
}
