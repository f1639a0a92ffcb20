/// One of the 16 colours every colour terminal has, whose exact shades the user's
/// theme decides.
public enum ANSIColor: UInt8, Sendable, Hashable, CaseIterable {
  /// Colour 0.
  case black = 0
  /// Colour 1.
  case red
  /// Colour 2.
  case green
  /// Colour 3.
  case yellow
  /// Colour 4.
  case blue
  /// Colour 5.
  case magenta
  /// Colour 6.
  case cyan
  /// Colour 7 (often light grey).
  case white
  /// Colour 8 (often dark grey).
  case brightBlack
  /// Colour 9.
  case brightRed
  /// Colour 10.
  case brightGreen
  /// Colour 11.
  case brightYellow
  /// Colour 12.
  case brightBlue
  /// Colour 13.
  case brightMagenta
  /// Colour 14.
  case brightCyan
  /// Colour 15.
  case brightWhite

  /// The shade xterm uses by default, for screenshots and for colour matching.
  public var defaultRGB: RGB {
    switch self {
    case .black: RGB(0, 0, 0)
    case .red: RGB(205, 0, 0)
    case .green: RGB(0, 205, 0)
    case .yellow: RGB(205, 205, 0)
    case .blue: RGB(0, 0, 238)
    case .magenta: RGB(205, 0, 205)
    case .cyan: RGB(0, 205, 205)
    case .white: RGB(229, 229, 229)
    case .brightBlack: RGB(127, 127, 127)
    case .brightRed: RGB(255, 0, 0)
    case .brightGreen: RGB(0, 255, 0)
    case .brightYellow: RGB(255, 255, 0)
    case .brightBlue: RGB(92, 92, 255)
    case .brightMagenta: RGB(255, 0, 255)
    case .brightCyan: RGB(0, 255, 255)
    case .brightWhite: RGB(255, 255, 255)
    }
  }
}
