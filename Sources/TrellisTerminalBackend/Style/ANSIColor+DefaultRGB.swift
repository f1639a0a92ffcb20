public import Trellis

extension ANSIColor {
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
