/// A colour any host can show: a named colour, a role of the host's
/// palette, or a 24-bit RGB value.
///
/// Colours are host-neutral. The sixteen named colours (``ANSIColor``,
/// named here for convenience: `.foregroundColor(.red)` is
/// `.foregroundColor(.named(.red))`; ``gray`` is bright black) are roles
/// too: a terminal shows them as its own themable ANSI colours, a pixel host
/// maps them to its palette. A ``ColorRole`` (``accent``, ``danger``…) is
/// resolved by the ``Theme`` the host draws with. How a colour becomes what
/// the screen shows (ANSI, 256 colours, true colour, CSS) is the host's
/// business. ``namedColors`` lists the names, the words screen files use for
/// colours too.
public enum Color: Hashable, Sendable, AttributeValue {
  /// One of the sixteen named colours, shown in the host's shades of them.
  case named(ANSIColor)
  /// A role of the theme's palette, such as ``ColorRole/accent``.
  case role(ColorRole)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// Black (``ANSIColor/black``).
  public static let black = Color.named(.black)
  /// Red (``ANSIColor/red``).
  public static let red = Color.named(.red)
  /// Green (``ANSIColor/green``).
  public static let green = Color.named(.green)
  /// Yellow (``ANSIColor/yellow``).
  public static let yellow = Color.named(.yellow)
  /// Blue (``ANSIColor/blue``).
  public static let blue = Color.named(.blue)
  /// Magenta (``ANSIColor/magenta``).
  public static let magenta = Color.named(.magenta)
  /// Cyan (``ANSIColor/cyan``).
  public static let cyan = Color.named(.cyan)
  /// White (``ANSIColor/white``).
  public static let white = Color.named(.white)
  /// Bright black, a grey (``ANSIColor/brightBlack``).
  public static let brightBlack = Color.named(.brightBlack)
  /// Bright red (``ANSIColor/brightRed``).
  public static let brightRed = Color.named(.brightRed)
  /// Bright green (``ANSIColor/brightGreen``).
  public static let brightGreen = Color.named(.brightGreen)
  /// Bright yellow (``ANSIColor/brightYellow``).
  public static let brightYellow = Color.named(.brightYellow)
  /// Bright blue (``ANSIColor/brightBlue``).
  public static let brightBlue = Color.named(.brightBlue)
  /// Bright magenta (``ANSIColor/brightMagenta``).
  public static let brightMagenta = Color.named(.brightMagenta)
  /// Bright cyan (``ANSIColor/brightCyan``).
  public static let brightCyan = Color.named(.brightCyan)
  /// Bright white (``ANSIColor/brightWhite``).
  public static let brightWhite = Color.named(.brightWhite)

  /// The theme's text colour (``ColorRole/foreground``).
  public static let foreground = Color.role(.foreground)
  /// The theme's background colour (``ColorRole/background``).
  public static let background = Color.role(.background)
  /// The theme's colour for borders and rules (``ColorRole/border``).
  public static let border = Color.role(.border)
  /// The theme's background for selected text and rows
  /// (``ColorRole/selection``).
  public static let selection = Color.role(.selection)
  /// The theme's accent colour (``ColorRole/accent``).
  public static let accent = Color.role(.accent)
  /// The theme's colour for secondary text (``ColorRole/muted``).
  public static let muted = Color.role(.muted)
  /// The theme's colour for errors and destructive actions
  /// (``ColorRole/danger``).
  public static let danger = Color.role(.danger)
  /// The theme's colour for success (``ColorRole/success``).
  public static let success = Color.role(.success)
  /// The theme's colour for warnings (``ColorRole/warning``).
  public static let warning = Color.role(.warning)

  /// A named colour (``ANSIColor``).
  @available(*, deprecated, renamed: "named")
  public static func ansi(_ color: ANSIColor) -> Color { .named(color) }

  /// The colour of entry `index` of xterm's 256-colour palette: a named
  /// colour for 0–15, else its RGB shade (the 6×6×6 cube, then the grey
  /// ramp). Colours are host-neutral now; the palette is the terminal's.
  @available(*, deprecated, message: "Colours are host-neutral: use rgb(red:green:blue:)")
  public static func palette(_ index: UInt8) -> Color {
    if let named = ANSIColor(rawValue: index) { return .named(named) }
    if index >= 232 {
      let level = UInt8(8 + 10 * Int(index - 232))
      return .rgb(red: level, green: level, blue: level)
    }
    let cube = Int(index) - 16
    func level(_ step: Int) -> UInt8 { step == 0 ? 0 : UInt8(55 + 40 * step) }
    return .rgb(red: level(cube / 36), green: level(cube / 6 % 6), blue: level(cube % 6))
  }

  /// The colour's name, its role's name, or `#rrggbb`.
  public var description: String {
    switch self {
    case .named(let color): color.description
    case .role(let role): role.rawValue
    case .rgb(let red, let green, let blue):
      "#" + [red, green, blue].map { hex($0) }.joined()
    }
  }
}

private func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789abcdef")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
