public import Trellis

/// The page's own colours in each scheme: what a role the theme leaves to
/// the host shows as (a terminal's default text and background), and the
/// shades of the sixteen named colours (a terminal's ANSI palette). Every
/// value is a typed RGB colour.
public enum WebPalette {
  /// The colour of `role` in `scheme` when the theme gives it none.
  public static func color(of role: ColorRole, in scheme: WebColorScheme) -> RGBColor {
    switch (role, scheme) {
    case (.foreground, .light): RGBColor(0x1f2328)
    case (.foreground, .dark): RGBColor(0xd4d4d4)
    case (.background, .light): RGBColor(0xffffff)
    case (.background, .dark): RGBColor(0x1e1e1e)
    case (.accent, .light): RGBColor(0x0969da)
    case (.accent, .dark): RGBColor(0x3b8eea)
    case (.muted, .light): RGBColor(0x656d76)
    case (.muted, .dark): RGBColor(0x8b949e)
    case (.border, .light): RGBColor(0x8c959f)
    case (.border, .dark): RGBColor(0x5a5a5a)
    case (.selection, .light): RGBColor(0xb6d7ff)
    case (.selection, .dark): RGBColor(0x264f78)
    case (.danger, .light): RGBColor(0xcf222e)
    case (.danger, .dark): RGBColor(0xf14c4c)
    case (.success, .light): RGBColor(0x1a7f37)
    case (.success, .dark): RGBColor(0x23d18b)
    case (.warning, .light): RGBColor(0x9a6700)
    case (.warning, .dark): RGBColor(0xe5c07b)
    }
  }

  /// The shade of named colour `color` in `scheme`.
  public static func color(of color: ANSIColor, in scheme: WebColorScheme) -> RGBColor {
    let shades = scheme == .light ? lightShades : darkShades
    return RGBColor(shades[Int(color.rawValue)])
  }

  /// The background of buttons and other chrome the page draws.
  static func controlBackground(in scheme: WebColorScheme) -> RGBColor {
    scheme == .light ? RGBColor(0xeeeeee) : RGBColor(0x2d2d2d)
  }

  // Bright black is xterm's 0x7f7f7f, as the terminal takes it, not
  // VS Code's 0x666666: it is the dark theme's muted text, and 0x666666
  // on the dark page (0x1e1e1e) is 2.9:1; 0x7f7f7f is 4.1:1.
  private static let darkShades: [UInt32] = [
    0x000000, 0xcd3131, 0x0dbc79, 0xe5e510, 0x2472c8, 0xbc3fbc, 0x11a8cd, 0xe5e5e5,
    0x7f7f7f, 0xf14c4c, 0x23d18b, 0xf5f543, 0x3b8eea, 0xd670d6, 0x29b8db, 0xffffff,
  ]
  private static let lightShades: [UInt32] = [
    0x000000, 0xcd3131, 0x00bc00, 0x949800, 0x0451a5, 0xbc05bc, 0x0598bc, 0x555555,
    0x666666, 0xcd3131, 0x14ce14, 0xb5ba00, 0x0451a5, 0xbc05bc, 0x0598bc, 0xa5a5a5,
  ]
}

/// A 24-bit colour, as the style sheets write it: `#rrggbb`, made only
/// from its three bytes, so nothing but a colour can come out.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
  /// The red byte.
  public var red: UInt8
  /// The green byte.
  public var green: UInt8
  /// The blue byte.
  public var blue: UInt8

  /// A colour from its bytes.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A colour from `0xRRGGBB`.
  init(_ hex: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex))
  }

  /// `#rrggbb`.
  public var description: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for byte in [red, green, blue] {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return text
  }
}
