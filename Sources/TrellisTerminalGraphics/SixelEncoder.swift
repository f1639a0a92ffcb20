public import Trellis

/// Encodes images as sixels: a fixed palette of 216 colours (6 levels of
/// red, green and blue), six pixel rows per band, runs compressed with
/// `!n`. Pixels less than half opaque are left transparent.
///
/// ```
/// ESC P 0;1;0 q "1;1;W;H #0;2;0;0;0 … #n <sixels> $ … - … ESC \
/// ```
public enum SixelEncoder {
  /// `image` as one sixel sequence.
  public static func encode(_ image: PixelImage) -> [UInt8] {
    var output = Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
    let indices = paletteIndices(image)
    let used = Set(indices.compactMap { $0 }).sorted()
    for index in used {
      let (red, green, blue) = (index / 36, index / 6 % 6, index % 6)
      output += Array("#\(index);2;\(red * 20);\(green * 20);\(blue * 20)".utf8)
    }
    var band = 0
    while band < image.height {
      var colours: Set<Int> = []
      for row in band..<min(band + 6, image.height) {
        for x in 0..<image.width {
          if let index = indices[row * image.width + x] { colours.insert(index) }
        }
      }
      var first = true
      for colour in colours.sorted() {
        if !first { output.append(UInt8(ascii: "$")) }
        first = false
        output += Array("#\(colour)".utf8)
        var run: (byte: UInt8, count: Int)?
        for x in 0..<image.width {
          var bits: UInt8 = 0
          for bit in 0..<6 where band + bit < image.height {
            if indices[(band + bit) * image.width + x] == colour { bits |= 1 << bit }
          }
          let byte = 63 + bits
          if let current = run, current.byte == byte {
            run = (byte, current.count + 1)
          } else {
            if let current = run { emit(current, into: &output) }
            run = (byte, 1)
          }
        }
        if let current = run { emit(current, into: &output) }
      }
      band += 6
      if band < image.height { output.append(UInt8(ascii: "-")) }
    }
    output += [0x1B, UInt8(ascii: "\\")]
    return output
  }

  private static func emit(_ run: (byte: UInt8, count: Int), into output: inout [UInt8]) {
    if run.count > 3 {
      output += Array("!\(run.count)".utf8)
      output.append(run.byte)
    } else {
      output += Array(repeating: run.byte, count: run.count)
    }
  }

  /// Each pixel's palette index (nil: transparent).
  private static func paletteIndices(_ image: PixelImage) -> [Int?] {
    var indices: [Int?] = []
    indices.reserveCapacity(image.width * image.height)
    let level = { (value: UInt8) in (Int(value) * 5 + 127) / 255 }
    for offset in stride(from: 0, to: image.rgba.count, by: 4) {
      if image.rgba[offset + 3] < 128 {
        indices.append(nil)
      } else {
        let red = level(image.rgba[offset])
        let green = level(image.rgba[offset + 1])
        let blue = level(image.rgba[offset + 2])
        indices.append(red * 36 + green * 6 + blue)
      }
    }
    return indices
  }
}
