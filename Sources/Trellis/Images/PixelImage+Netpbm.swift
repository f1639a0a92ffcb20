extension PixelImage {
  /// The most pixels (width × height) a decoder accepts unless told
  /// otherwise: 24 megapixels, whose RGBA pixels take 96 MB.
  public static let defaultMaximumPixelCount = 24_000_000

  /// Decodes a Netpbm image: PBM (`P1`, `P4`), PGM (`P2`, `P5`), PPM (`P3`,
  /// `P6`) or PAM (`P7`, with 1–4 channels: grey, grey and alpha, RGB,
  /// RGBA). Samples of any maximum value up to 65535 are scaled to 8 bits.
  ///
  /// The size is read from the header and checked against
  /// `maximumPixelCount` before any pixel memory is allocated, so a few
  /// bytes claiming a huge image cost nothing; memory is then bounded by
  /// the pixels (4 bytes each) and the input.
  ///
  /// ```swift
  /// do {
  ///   _ = try PixelImage(netpbm: Array("P3 32768 32768 255\n".utf8))
  /// } catch {
  ///   print(error)  // image of 32768×32768 pixels exceeds the limit of 24000000 pixels …
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - maximumPixelCount: the most pixels accepted
  ///     (``defaultMaximumPixelCount`` by default).
  /// - Throws: ``PixelImageError`` naming what is wrong and where
  ///   (``PixelImageError/tooLarge(width:height:limit:)`` over the limit);
  ///   bad input never crashes.
  public init(netpbm bytes: [UInt8], maximumPixelCount: Int = defaultMaximumPixelCount)
    throws(PixelImageError)
  {
    let header = try NetpbmHeader(parsing: bytes)
    guard header.pixelCount <= maximumPixelCount else {
      throw .tooLarge(width: header.width, height: header.height, limit: maximumPixelCount)
    }
    var reader = NetpbmSampleReader(header: header, bytes: bytes)
    self = try PixelImage(width: header.width, height: header.height, rgba: reader.rgba())
  }
}

/// Reads a Netpbm image's samples, after its header, straight into RGBA
/// bytes: no other copy of the pixels is made.
private struct NetpbmSampleReader {
  let header: NetpbmHeader
  var scanner: NetpbmScanner<[UInt8]>
  /// Samples read so far, for the truncation message.
  var read = 0

  init(header: NetpbmHeader, bytes: [UInt8]) {
    self.header = header
    self.scanner = NetpbmScanner(bytes: bytes)
    self.scanner.offset = header.dataOffset
  }

  private var bytes: [UInt8] { scanner.bytes }
  private var sampleCount: Int { header.pixelCount * header.channels }

  mutating func rgba() throws(PixelImageError) -> [UInt8] {
    try checkLength()
    var rgba = [UInt8]()
    // Plain data's length says little until it is read: its pixels are
    // reserved only as far as its bytes could hold.
    let available = bytes.count - header.dataOffset
    rgba.reserveCapacity(
      4 * (header.kind <= 3 ? min(header.pixelCount, available) : header.pixelCount))
    let channels = header.channels
    for _ in 0..<header.pixelCount {
      if channels <= 2 {
        let grey = try nextSample()
        rgba.append(grey)
        rgba.append(grey)
        rgba.append(grey)
        rgba.append(channels == 2 ? try nextSample() : 255)
      } else {
        rgba.append(try nextSample())
        rgba.append(try nextSample())
        rgba.append(try nextSample())
        rgba.append(channels == 4 ? try nextSample() : 255)
      }
    }
    return rgba
  }

  /// Refuses binary data too short for its header before allocating the
  /// pixels.
  private func checkLength() throws(PixelImageError) {
    guard header.kind >= 4 else { return }
    let available = max(0, bytes.count - header.dataOffset)
    if header.kind == 4 {
      let rowBytes = (header.width + 7) / 8
      guard available >= rowBytes * header.height else {
        throw .truncated(expected: sampleCount, found: min(available * 8, sampleCount))
      }
    } else {
      let sampleBytes = header.maximumValue > 255 ? 2 : 1
      guard available >= sampleCount * sampleBytes else {
        throw .truncated(expected: sampleCount, found: available / sampleBytes)
      }
    }
  }

  /// The next sample scaled to 8 bits.
  private mutating func nextSample() throws(PixelImageError) -> UInt8 {
    let raw: Int
    switch header.kind {
    case 1: raw = 1 - (try plainBit())
    case 2, 3: raw = try plainNumber()
    case 4: raw = 1 - packedBit()
    default: raw = binarySample()
    }
    read += 1
    let maximum = header.maximumValue
    return UInt8(min(255, (min(raw, maximum) * 255 + maximum / 2) / maximum))
  }

  private mutating func plainBit() throws(PixelImageError) -> Int {
    scanner.skipSpace()
    guard scanner.offset < bytes.count else {
      throw .truncated(expected: sampleCount, found: read)
    }
    // Plain PBM digits need no separators.
    let byte = bytes[scanner.offset]
    guard byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
      throw .malformedHeader("expected 0 or 1", offset: scanner.offset)
    }
    scanner.offset += 1
    return Int(byte - UInt8(ascii: "0"))
  }

  private mutating func plainNumber() throws(PixelImageError) -> Int {
    scanner.skipSpace()
    guard scanner.offset < bytes.count else {
      throw .truncated(expected: sampleCount, found: read)
    }
    return try scanner.number("sample")
  }

  /// PBM's packed bits: rows start on a byte boundary.
  private func packedBit() -> Int {
    let rowBytes = (header.width + 7) / 8
    let (row, column) = read.quotientAndRemainder(dividingBy: header.width)
    let byte = bytes[header.dataOffset + row * rowBytes + column / 8]
    return Int(byte >> (7 - UInt8(column % 8))) & 1
  }

  private func binarySample() -> Int {
    guard header.maximumValue > 255 else { return Int(bytes[header.dataOffset + read]) }
    let at = header.dataOffset + read * 2
    return Int(bytes[at]) << 8 | Int(bytes[at + 1])
  }
}
