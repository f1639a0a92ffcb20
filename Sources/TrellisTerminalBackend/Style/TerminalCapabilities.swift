import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the renderer may use when writing to a terminal.
public struct TerminalCapabilities: Sendable, Hashable {
  /// The most colours the terminal shows; richer colours are downgraded to it.
  public var colorDepth: ColorDepth
  /// Whether to write OSC 8 hyperlinks. Terminals without support ignore them, so
  /// this is on by default and off only for terminals known to print them.
  public var hyperlinks: Bool
  /// Whether to wrap each frame in synchronized output (DEC mode 2026), so the
  /// terminal shows the frame at once instead of as it arrives. Terminals without
  /// support ignore the mode.
  public var synchronizedOutput: Bool
  /// Whether the terminal repeats the character just printed on REP (`CSI n b`), so a
  /// run of one character (a rule, blanks in a colour) is written as the character and
  /// a count. Terminals without it print nothing for REP, leaving a gap, so this is off
  /// by default: declare it for a terminal known to have it (xterm, kitty, foot;
  /// terminfo's `rep`). ``detect(environment:tmuxFeatures:)`` turns it on for those.
  public var repeatsCharacters: Bool
  /// Whether the terminal has a tab stop every 8 columns, so HT can move the cursor
  /// right in one byte. It is every terminal's power-on default (terminfo's `it#8`,
  /// which curses relies on the same way); turn it off for a terminal whose tab stops
  /// were changed (`tabs -4`) or that has none.
  public var tabStops: Bool

  /// Creates a capability set.
  public init(
    colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = true,
    synchronizedOutput: Bool = true, repeatsCharacters: Bool = false, tabStops: Bool = true
  ) {
    self.colorDepth = colorDepth
    self.hyperlinks = hyperlinks
    self.synchronizedOutput = synchronizedOutput
    self.repeatsCharacters = repeatsCharacters
    self.tabStops = tabStops
  }

  /// Capabilities decided from environment variables: the colour depth from
  /// ``ColorDepth/detect(environment:)``; no hyperlinks and no synchronized output on
  /// the Linux console (`TERM=linux`) or a `dumb` terminal, which would show them.
  /// Inside tmux (`TMUX` set), hyperlinks only when tmux passes them on:
  /// `tmuxFeatures`, its `terminal-features` option, names `hyperlinks`.
  /// REP only where the terminal is known to repeat characters and no multiplexer sits
  /// in between: xterm itself (`XTERM_VERSION` set), kitty (`TERM=xterm-kitty`) and
  /// foot (`TERM=foot` or `foot-…`). Tab stops everywhere but on a `dumb` terminal.
  public static func detect(
    environment: [String: String], tmuxFeatures: String? = nil
  ) -> TerminalCapabilities {
    let term = environment["TERM"] ?? ""
    let primitive = term == "linux" || term == "dumb"
    let insideTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
    let tmuxPassesLinks = !insideTmux || (tmuxFeatures?.contains("hyperlinks") ?? false)
    let knownToRepeat =
      environment["XTERM_VERSION"] != nil || term == "xterm-kitty" || term == "foot"
      || term.hasPrefix("foot-")
    let insideScreen = term.hasPrefix("screen")
    return TerminalCapabilities(
      colorDepth: ColorDepth.detect(environment: environment),
      hyperlinks: !primitive && tmuxPassesLinks, synchronizedOutput: !primitive,
      repeatsCharacters: knownToRepeat && !insideTmux && !insideScreen,
      tabStops: term != "dumb")
  }

  /// Capabilities decided from this process's environment (and, inside
  /// tmux, its `terminal-features` option).
  public static func detect() -> TerminalCapabilities {
    let environment = processEnvironment([
      "NO_COLOR", "TERM", "COLORTERM", "TMUX", "XTERM_VERSION",
    ])
    let features = environment["TMUX"] == nil ? nil : tmuxTerminalFeatures()
    return detect(environment: environment, tmuxFeatures: features)
  }

  /// tmux's `terminal-features` server option; `nil` when tmux fails.
  static func tmuxTerminalFeatures() -> String? {
    TmuxOptions.show(["-s", "terminal-features"])
  }
}

/// The values of the named variables in this process's environment.
func processEnvironment(_ names: [String]) -> [String: String] {
  var environment: [String: String] = [:]
  for name in names {
    if let value = getenv(name) { environment[name] = String(cString: value) }
  }
  return environment
}
