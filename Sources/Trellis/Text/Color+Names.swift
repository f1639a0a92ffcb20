extension Color {
  /// Grey: bright black (``ANSIColor/brightBlack``), the dark grey of
  /// terminal themes; the name screen files know as `gray`.
  public static let gray = Color.brightBlack

  /// The colours known by name, the one vocabulary of Swift, screen files
  /// and theme files: each name is a colour of `Color` (`red` is
  /// ``Color/red``), in order — the sixteen ``ANSIColor`` names, `gray`,
  /// then the ``ColorRole`` names (`accent`, `danger`…). Screen files accept
  /// these names and no others.
  public static let namedColors: [(name: String, color: Color)] =
    ANSIColor.allCases.map { ($0.description, .named($0)) } + [("gray", gray)]
    + ColorRole.allCases.map { ($0.rawValue, .role($0)) }

  /// The colour called `name` in ``namedColors`` (`"brightRed"`, `"gray"`,
  /// `"accent"`), or `nil` for a name it does not hold.
  public init?(named name: String) {
    guard let entry = Self.namedColors.first(where: { $0.name == name }) else { return nil }
    self = entry.color
  }

  /// The colour `#rrggbb` (or `#rgb`) names, or `nil` when `hex` is not
  /// such a colour.
  public init?(hex: String) {
    guard hex.first == "#" else { return nil }
    var digits = Array(hex.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
    func byte(_ at: Int) -> UInt8 { UInt8(String(digits[at..<(at + 2)]), radix: 16) ?? 0 }
    self = .rgb(red: byte(0), green: byte(2), blue: byte(4))
  }
}
