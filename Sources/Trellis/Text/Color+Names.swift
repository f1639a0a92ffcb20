extension Color {
  /// Grey: bright black (``ANSIColor/brightBlack``), the dark grey of
  /// terminal themes; the name screen files know as `gray`.
  public static let gray = Color.brightBlack

  /// The colours known by name, the one vocabulary of Swift and screen
  /// files: each name is a static property of `Color` (`red` is
  /// ``Color/red``), in order — the sixteen ``ANSIColor`` names, then
  /// `gray`. Screen files accept these names and no others.
  public static let namedColors: [(name: String, color: Color)] =
    ANSIColor.allCases.map { ($0.description, .ansi($0)) } + [("gray", gray)]

  /// The colour called `name` in ``namedColors`` (`"brightRed"`, `"gray"`),
  /// or `nil` for a name it does not hold.
  public init?(named name: String) {
    guard let entry = Self.namedColors.first(where: { $0.name == name }) else { return nil }
    self = entry.color
  }
}
