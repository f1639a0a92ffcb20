/// A 24-bit sRGB colour.
public struct RGB: Sendable, Hashable {
  /// The red component, 0–255.
  public var red: UInt8
  /// The green component, 0–255.
  public var green: UInt8
  /// The blue component, 0–255.
  public var blue: UInt8

  /// Creates a colour from its three components.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from a `0xRRGGBB` literal-style value; bits above 24 are ignored.
  public init(hex: UInt32) {
    self.init(
      UInt8(truncatingIfNeeded: hex >> 16), UInt8(truncatingIfNeeded: hex >> 8),
      UInt8(truncatingIfNeeded: hex))
  }

  /// The colour as `#rrggbb`, as used in SVG and CSS.
  public var hexString: String {
    let digits: [Character] = Array("0123456789abcdef")
    var result = "#"
    for component in [red, green, blue] {
      result.append(digits[Int(component >> 4)])
      result.append(digits[Int(component & 0xF)])
    }
    return result
  }

  /// A perceptually weighted squared distance ("redmean"): cheap, and much closer to
  /// how different two colours look than plain Euclidean RGB distance.
  func distanceSquared(to other: RGB) -> Int {
    let meanRed = (Int(red) + Int(other.red)) / 2
    let dr = Int(red) - Int(other.red)
    let dg = Int(green) - Int(other.green)
    let db = Int(blue) - Int(other.blue)
    return ((512 + meanRed) * dr * dr) >> 8 + 4 * dg * dg + ((767 - meanRed) * db * db) >> 8
  }
}
