/// A colour hosts can show: one of the sixteen terminal colours, an entry of
/// the 256-colour palette, or a 24-bit RGB value.
///
/// The sixteen are ``ANSIColor``s, named here for convenience:
/// `.foregroundColor(.red)` is `.foregroundColor(.ansi(.red))`; ``gray`` is
/// bright black. ``namedColors`` lists these names, the words screen files
/// use for colours too.
public enum Color: Hashable, Sendable, AttributeValue {
  /// One of the sixteen themable terminal colours.
  case ansi(ANSIColor)
  /// An entry of the 256-colour palette.
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// Black (``ANSIColor/black``).
  public static let black = Color.ansi(.black)
  /// Red (``ANSIColor/red``).
  public static let red = Color.ansi(.red)
  /// Green (``ANSIColor/green``).
  public static let green = Color.ansi(.green)
  /// Yellow (``ANSIColor/yellow``).
  public static let yellow = Color.ansi(.yellow)
  /// Blue (``ANSIColor/blue``).
  public static let blue = Color.ansi(.blue)
  /// Magenta (``ANSIColor/magenta``).
  public static let magenta = Color.ansi(.magenta)
  /// Cyan (``ANSIColor/cyan``).
  public static let cyan = Color.ansi(.cyan)
  /// White (``ANSIColor/white``).
  public static let white = Color.ansi(.white)
  /// Bright black, a grey (``ANSIColor/brightBlack``).
  public static let brightBlack = Color.ansi(.brightBlack)
  /// Bright red (``ANSIColor/brightRed``).
  public static let brightRed = Color.ansi(.brightRed)
  /// Bright green (``ANSIColor/brightGreen``).
  public static let brightGreen = Color.ansi(.brightGreen)
  /// Bright yellow (``ANSIColor/brightYellow``).
  public static let brightYellow = Color.ansi(.brightYellow)
  /// Bright blue (``ANSIColor/brightBlue``).
  public static let brightBlue = Color.ansi(.brightBlue)
  /// Bright magenta (``ANSIColor/brightMagenta``).
  public static let brightMagenta = Color.ansi(.brightMagenta)
  /// Bright cyan (``ANSIColor/brightCyan``).
  public static let brightCyan = Color.ansi(.brightCyan)
  /// Bright white (``ANSIColor/brightWhite``).
  public static let brightWhite = Color.ansi(.brightWhite)

  /// The colour's name, or `palette(n)` / `#rrggbb`.
  public var description: String {
    switch self {
    case .ansi(let color): color.description
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
