public import Trellis

/// Pixels as half blocks: a cell shows two pixels stacked, the upper as the
/// foreground of `▀` and the lower as its background. The terminal's one
/// rule for turning pixels into cells: the host draws image views with
/// ``cell(top:bottom:)``, and ``lines(_:colors:)`` writes an image as text,
/// in true colour or the nearest of the 256-colour palette (its 6×6×6 cube
/// and grey ramp, the search the renderer downgrades colours with).
public enum HalfBlocks {
  /// The colours a terminal can show.
  public enum Colors: Hashable, Sendable {
    /// 24-bit `38;2;R;G;B`.
    case trueColor
    /// The 256-colour palette, `38;5;N`.
    case palette256
  }

  /// One cell of half blocks.
  public struct Cell: Hashable, Sendable {
    /// `▀`, or `▄` when only the lower pixel shows.
    public var character: Character
    /// The colour of the block drawn.
    public var foreground: RGB
    /// The colour of the cell's other half; `nil` leaves the background
    /// behind the image.
    public var background: RGB?

    /// Creates a cell.
    public init(character: Character, foreground: RGB, background: RGB?) {
      self.character = character
      self.foreground = foreground
      self.background = background
    }
  }

  /// The cell showing an upper and a lower pixel (`nil` for a transparent
  /// one); `nil` when both are transparent, so the cell is left as it is.
  public static func cell(top: RGB?, bottom: RGB?) -> Cell? {
    switch (top, bottom) {
    case (nil, nil): nil
    case (let top?, let bottom): Cell(character: "▀", foreground: top, background: bottom)
    case (nil, let bottom?): Cell(character: "▄", foreground: bottom, background: nil)
    }
  }

  /// One line of text with SGR sequences per cell row of the image
  /// (`image.height / 2` rows, rounded up; an odd last row repeats its
  /// pixels below), each ending with a reset. Alpha is ignored.
  public static func lines(_ image: PixelImage, colors: Colors) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity((image.height + 1) / 2)
    func rgb(_ x: Int, _ y: Int) -> RGB {
      let pixel = image[x, min(y, image.height - 1)]
      return RGB(pixel.red, pixel.green, pixel.blue)
    }
    for row in stride(from: 0, to: image.height, by: 2) {
      var line = ""
      var previous: (String, String)?
      for x in 0..<image.width {
        guard let cell = cell(top: rgb(x, row), bottom: rgb(x, row + 1)) else { continue }
        let colours = (
          sgr(cell.foreground, colors, foreground: true),
          sgr(cell.background ?? cell.foreground, colors, foreground: false)
        )
        if previous.map({ $0 != colours }) ?? true {
          line += "\u{1B}[\(colours.0);\(colours.1)m"
          previous = colours
        }
        line.append(cell.character)
      }
      line += "\u{1B}[0m"
      lines.append(line)
    }
    return lines
  }

  private static func sgr(_ color: RGB, _ colors: Colors, foreground: Bool) -> String {
    let base = foreground ? 38 : 48
    switch colors {
    case .trueColor: return "\(base);2;\(color.red);\(color.green);\(color.blue)"
    case .palette256: return "\(base);5;\(ColorPalette.nearestIndex(to: color))"
    }
  }

  /// The nearest colour of the 256-colour palette's cube or grey ramp.
  public static func paletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
    Int(ColorPalette.nearestIndex(to: RGB(red, green, blue)))
  }
}
