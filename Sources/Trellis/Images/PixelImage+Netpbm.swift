extension PixelImage {
  /// Decodes a Netpbm image: PBM (`P1`, `P4`), PGM (`P2`, `P5`), PPM (`P3`,
  /// `P6`) or PAM (`P7`, with 1–4 channels: grey, grey and alpha, RGB,
  /// RGBA). Samples of any maximum value up to 65535 are scaled to 8 bits.
  ///
  /// - Throws: ``PixelImageError`` naming what is wrong and where; bad
  ///   input never crashes.
  public init(netpbm bytes: [UInt8]) throws(PixelImageError) {
    var reader = NetpbmReader(bytes: bytes)
    self = try reader.read()
  }
}

/// Reads one Netpbm image from bytes.
private struct NetpbmReader {
  let bytes: [UInt8]
  var offset = 0

  mutating func read() throws(PixelImageError) -> PixelImage {
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"),
      (UInt8(ascii: "1")...UInt8(ascii: "7")).contains(bytes[1])
    else { throw .unsupportedFormat }
    let kind = Int(bytes[1] - UInt8(ascii: "0"))
    offset = 2
    if kind == 7 { return try readPAM() }
    let width = try number("width")
    let height = try number("height")
    let maximum = kind == 1 || kind == 4 ? 1 : try number("maximum value")
    guard (1...65535).contains(maximum) else {
      throw .malformedHeader("maximum value \(maximum) is not in 1...65535", offset: offset)
    }
    guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
      throw .invalidSize(width: width, height: height)
    }
    // One whitespace byte separates a binary header from the data.
    if kind >= 4 { offset += 1 }
    let channels = kind == 3 || kind == 6 ? 3 : 1
    let count = width * height * channels
    var samples: [Int]
    switch kind {
    case 1, 2, 3: samples = try asciiSamples(count, bits: kind == 1)
    case 4: samples = try bitSamples(width: width, height: height)
    default: samples = try binarySamples(count, wide: maximum > 255)
    }
    // In PBM, 1 is black.
    if kind == 1 || kind == 4 { samples = samples.map { 1 - $0 } }
    return try image(width: width, height: height, channels: channels, maximum: maximum, samples)
  }

  private mutating func readPAM() throws(PixelImageError) -> PixelImage {
    var fields: [String: Int] = [:]
    while true {
      let line = try headerLine()
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let key = words.first else { continue }
      if key == "ENDHDR" { break }
      if key == "TUPLTYPE" { continue }
      guard words.count == 2, let value = Int(words[1]) else {
        throw .malformedHeader("bad PAM header line \"\(line)\"", offset: offset)
      }
      fields[String(key)] = value
    }
    guard let width = fields["WIDTH"], let height = fields["HEIGHT"],
      let depth = fields["DEPTH"], let maximum = fields["MAXVAL"]
    else {
      throw .malformedHeader("PAM needs WIDTH, HEIGHT, DEPTH and MAXVAL", offset: offset)
    }
    guard (1...4).contains(depth), (1...65535).contains(maximum) else {
      throw .malformedHeader("unsupported DEPTH \(depth) or MAXVAL \(maximum)", offset: offset)
    }
    guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
      throw .invalidSize(width: width, height: height)
    }
    let samples = try binarySamples(width * height * depth, wide: maximum > 255)
    return try image(width: width, height: height, channels: depth, maximum: maximum, samples)
  }

  private func image(
    width: Int, height: Int, channels: Int, maximum: Int, _ samples: [Int]
  ) throws(PixelImageError) -> PixelImage {
    var rgba = [UInt8]()
    rgba.reserveCapacity(width * height * 4)
    func scaled(_ sample: Int) -> UInt8 {
      UInt8(min(255, (min(sample, maximum) * 255 + maximum / 2) / maximum))
    }
    for pixel in 0..<(width * height) {
      let base = pixel * channels
      switch channels {
      case 1, 2:
        let grey = scaled(samples[base])
        rgba += [grey, grey, grey, channels == 2 ? scaled(samples[base + 1]) : 255]
      default:
        rgba += [
          scaled(samples[base]), scaled(samples[base + 1]), scaled(samples[base + 2]),
          channels == 4 ? scaled(samples[base + 3]) : 255,
        ]
      }
    }
    return try PixelImage(width: width, height: height, rgba: rgba)
  }

  // MARK: Tokens

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// Skips whitespace and `#` comments.
  private mutating func skipSpace() {
    while offset < bytes.count {
      if Self.isSpace(bytes[offset]) {
        offset += 1
      } else if bytes[offset] == UInt8(ascii: "#") {
        while offset < bytes.count && bytes[offset] != 0x0A { offset += 1 }
      } else {
        return
      }
    }
  }

  private mutating func number(_ what: String) throws(PixelImageError) -> Int {
    skipSpace()
    let start = offset
    var value = 0
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
      value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
      guard value <= 1 << 20 else { throw .malformedHeader("\(what) too large", offset: start) }
      offset += 1
    }
    guard offset > start else { throw .malformedHeader("expected the \(what)", offset: start) }
    return value
  }

  private mutating func headerLine() throws(PixelImageError) -> String {
    while offset < bytes.count && Self.isSpace(bytes[offset]) { offset += 1 }
    let start = offset
    while offset < bytes.count && bytes[offset] != 0x0A { offset += 1 }
    guard offset < bytes.count else {
      throw .malformedHeader("PAM header has no ENDHDR", offset: start)
    }
    offset += 1
    return String(decoding: bytes[start..<(offset - 1)], as: UTF8.self)
  }

  // MARK: Samples

  private mutating func asciiSamples(_ count: Int, bits: Bool) throws(PixelImageError) -> [Int] {
    var samples: [Int] = []
    samples.reserveCapacity(count)
    while samples.count < count {
      skipSpace()
      guard offset < bytes.count else { throw .truncated(expected: count, found: samples.count) }
      if bits {
        // Plain PBM digits need no separators.
        guard bytes[offset] == UInt8(ascii: "0") || bytes[offset] == UInt8(ascii: "1") else {
          throw .malformedHeader("expected 0 or 1", offset: offset)
        }
        samples.append(Int(bytes[offset] - UInt8(ascii: "0")))
        offset += 1
      } else {
        samples.append(try number("sample"))
      }
    }
    return samples
  }

  private mutating func binarySamples(_ count: Int, wide: Bool) throws(PixelImageError) -> [Int] {
    let size = wide ? 2 : 1
    let available = (bytes.count - offset) / size
    guard available >= count else { throw .truncated(expected: count, found: max(0, available)) }
    var samples: [Int] = []
    samples.reserveCapacity(count)
    for index in 0..<count {
      let at = offset + index * size
      samples.append(wide ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : Int(bytes[at]))
    }
    offset += count * size
    return samples
  }

  private mutating func bitSamples(width: Int, height: Int) throws(PixelImageError) -> [Int] {
    let rowBytes = (width + 7) / 8
    guard bytes.count - offset >= rowBytes * height else {
      throw .truncated(expected: width * height, found: max(0, (bytes.count - offset) * 8))
    }
    var samples: [Int] = []
    samples.reserveCapacity(width * height)
    for row in 0..<height {
      for column in 0..<width {
        let byte = bytes[offset + row * rowBytes + column / 8]
        samples.append(Int(byte >> (7 - UInt8(column % 8))) & 1)
      }
    }
    offset += rowBytes * height
    return samples
  }
}
