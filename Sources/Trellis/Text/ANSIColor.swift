/// One of the 16 named colours of the classic palette, whose exact shades the
/// user's theme decides: the one list of these names, used by ``Color`` and
/// by hosts (a terminal host writes them as SGR 30–37 / 90–97; a pixel host
/// maps them to its theme's shades).
public enum ANSIColor: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
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

  /// The colour's name, such as `brightRed`.
  public var description: String {
    switch self {
    case .black: "black"
    case .red: "red"
    case .green: "green"
    case .yellow: "yellow"
    case .blue: "blue"
    case .magenta: "magenta"
    case .cyan: "cyan"
    case .white: "white"
    case .brightBlack: "brightBlack"
    case .brightRed: "brightRed"
    case .brightGreen: "brightGreen"
    case .brightYellow: "brightYellow"
    case .brightBlue: "brightBlue"
    case .brightMagenta: "brightMagenta"
    case .brightCyan: "brightCyan"
    case .brightWhite: "brightWhite"
    }
  }
}
