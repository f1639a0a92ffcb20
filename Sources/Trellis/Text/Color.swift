/// A colour hosts can show: one of the sixteen terminal colours, an entry of
/// the 256-colour palette, or a 24-bit RGB value.
public enum Color: Hashable, Sendable, AttributeValue {
  /// Black.
  case black
  /// Red.
  case red
  /// Green.
  case green
  /// Yellow.
  case yellow
  /// Blue.
  case blue
  /// Magenta.
  case magenta
  /// Cyan.
  case cyan
  /// White.
  case white
  /// Bright black (grey).
  case brightBlack
  /// Bright red.
  case brightRed
  /// Bright green.
  case brightGreen
  /// Bright yellow.
  case brightYellow
  /// Bright blue.
  case brightBlue
  /// Bright magenta.
  case brightMagenta
  /// Bright cyan.
  case brightCyan
  /// Bright white.
  case brightWhite
  /// An entry of the 256-colour palette.
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The colour's name, or `palette(n)` / `#rrggbb`.
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
    case .palette(let index): "palette(\(index))"
    case .rgb(let red, let green, let blue):
      "#" + [red, green, blue].map { hex($0) }.joined()
    }
  }
}

private func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789abcdef")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
