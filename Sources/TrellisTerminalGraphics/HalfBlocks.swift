public import Trellis

/// Draws an image as upper-half blocks (`▀`): the top pixel of each cell
/// is the foreground, the bottom pixel the background, so a cell shows
/// two pixels. In true colour, or the nearest of the 256-colour palette
/// (its 6×6×6 cube and grey ramp) where the terminal has no more.
public enum HalfBlocks {
  /// The colours a terminal can show.
  public enum Colors: Hashable, Sendable {
    /// 24-bit `38;2;R;G;B`.
    case trueColor
    /// The 256-colour palette, `38;5;N`.
    case palette256
  }

  /// One line of text with SGR sequences per cell row of the image
  /// (`image.height / 2` rows, rounded up), each ending with a reset.
  public static func lines(_ image: PixelImage, colors: Colors) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity((image.height + 1) / 2)
    var row = 0
    while row < image.height {
      var line = ""
      var previous: (String, String)?
      for x in 0..<image.width {
        let top = image[x, row]
        let bottom = row + 1 < image.height ? image[x, row + 1] : top
        let colours = (
          sgr(top.red, top.green, top.blue, colors, foreground: true),
          sgr(bottom.red, bottom.green, bottom.blue, colors, foreground: false)
        )
        if previous == nil || previous! != colours {
          line += "\u{1B}[\(colours.0);\(colours.1)m"
          previous = colours
        }
        line += "▀"
      }
      line += "\u{1B}[0m"
      lines.append(line)
      row += 2
    }
    return lines
  }

  private static func sgr(
    _ red: UInt8, _ green: UInt8, _ blue: UInt8, _ colors: Colors, foreground: Bool
  ) -> String {
    let base = foreground ? 38 : 48
    switch colors {
    case .trueColor: return "\(base);2;\(red);\(green);\(blue)"
    case .palette256: return "\(base);5;\(paletteIndex(red, green, blue))"
    }
  }

  /// The nearest colour of the 256-colour palette's cube or grey ramp.
  public static func paletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: UInt8) -> Int {
      var best = 0
      for index in 1..<levels.count
      where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) {
        best = index
      }
      return best
    }
    let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
    let cube = 16 + r * 36 + g * 6 + b
    let cubeDistance = distance((levels[r], levels[g], levels[b]), (red, green, blue))
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let greyStep = min(23, max(0, (average - 8 + 5) / 10))
    let grey = 8 + greyStep * 10
    let greyDistance = distance((grey, grey, grey), (red, green, blue))
    return greyDistance < cubeDistance ? 232 + greyStep : cube
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (UInt8, UInt8, UInt8)) -> Int {
    let dr = a.0 - Int(b.0)
    let dg = a.1 - Int(b.1)
    let db = a.2 - Int(b.2)
    return dr * dr + dg * dg + db * db
  }
}
