/// How many colours a terminal can show.
///
/// Ordered from least to most capable, so `depth >= .ansi256` reads naturally.
public enum ColorDepth: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// No colours at all: `NO_COLOR` is set, or the terminal is `dumb`. Text attributes
  /// (bold, underline, …) are still used.
  case monochrome
  /// The 16 ANSI colours.
  case ansi16
  /// The xterm 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case trueColor

  /// Decides the depth from environment variables, following common practice:
  ///
  /// 1. `NO_COLOR` set to a non-empty value (see no-color.org) → ``monochrome``.
  /// 2. `TERM=dumb` → ``monochrome``.
  /// 3. `COLORTERM` is `truecolor` or `24bit`, or `TERM` ends in `-direct` or
  ///    `-truecolor` → ``trueColor``.
  /// 4. `TERM` contains `256color` → ``ansi256``.
  /// 5. Otherwise → ``ansi16``.
  ///
  /// - Parameter environment: The variables to inspect, e.g. a process environment.
  public static func detect(environment: [String: String]) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .monochrome }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct")
      || term.hasSuffix("-truecolor")
    {
      return .trueColor
    }
    if term.contains("256color") { return .ansi256 }
    return .ansi16
  }

  /// Decides the depth from this process's environment; see ``detect(environment:)``.
  public static func detect() -> ColorDepth {
    detect(environment: processEnvironment(["NO_COLOR", "TERM", "COLORTERM"]))
  }

  /// Compares depths by capability.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
