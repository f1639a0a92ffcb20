import Trellis

/// The xterm 256-colour palette and nearest-colour search over it.
package enum ColorPalette {
  /// The six levels of each channel of the 6×6×6 colour cube (indices 16–231).
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The RGB value of a 256-palette entry in xterm's default palette.
  static func rgb(ofIndex index: UInt8) -> RGB {
    switch index {
    case 0..<16:
      return ANSIColor(rawValue: index)!.defaultRGB
    case 16..<232:
      let cube = Int(index) - 16
      return RGB(cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
    default:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return RGB(level, level, level)
    }
  }

  /// The nearest entry among indices 16–255 (the cube and the greys, whose shades are
  /// fixed, unlike the themable first 16).
  package static func nearestIndex(to color: RGB) -> UInt8 {
    let r = nearestCubeLevel(color.red)
    let g = nearestCubeLevel(color.green)
    let b = nearestCubeLevel(color.blue)
    let cubeIndex = UInt8(16 + 36 * r + 6 * g + b)
    let cubeDistance = rgb(ofIndex: cubeIndex).distanceSquared(to: color)

    // The grey ramp runs 8, 18, …, 238: pick the step nearest the average intensity.
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let step = min(23, max(0, (average - 8 + 5) / 10))
    let greyIndex = UInt8(232 + step)
    let greyDistance = rgb(ofIndex: greyIndex).distanceSquared(to: color)
    return greyDistance < cubeDistance ? greyIndex : cubeIndex
  }

  /// The nearest of the 16 ANSI colours, by their xterm default shades.
  static func nearestANSI(to color: RGB) -> ANSIColor {
    var best = ANSIColor.black
    var bestDistance = Int.max
    for candidate in ANSIColor.allCases {
      let distance = candidate.defaultRGB.distanceSquared(to: color)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return best
  }

  private static func nearestCubeLevel(_ value: UInt8) -> Int {
    // Levels are 0, 95, then steps of 40: the midpoints are 48, 115, 155, 195, 235.
    switch value {
    case 0..<48: 0
    case 48..<115: 1
    default: min(5, (Int(value) - 35) / 40)
    }
  }
}
