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

  /// Creates a capability set.
  public init(
    colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = true,
    synchronizedOutput: Bool = true
  ) {
    self.colorDepth = colorDepth
    self.hyperlinks = hyperlinks
    self.synchronizedOutput = synchronizedOutput
  }

  /// Capabilities decided from environment variables: the colour depth from
  /// ``ColorDepth/detect(environment:)``; no hyperlinks and no synchronized output on
  /// the Linux console (`TERM=linux`) or a `dumb` terminal, which would show them.
  /// Inside tmux (`TMUX` set), hyperlinks only when tmux passes them on:
  /// `tmuxFeatures`, its `terminal-features` option, names `hyperlinks`.
  public static func detect(
    environment: [String: String], tmuxFeatures: String? = nil
  ) -> TerminalCapabilities {
    let term = environment["TERM"] ?? ""
    let primitive = term == "linux" || term == "dumb"
    let insideTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
    let tmuxPassesLinks = !insideTmux || (tmuxFeatures?.contains("hyperlinks") ?? false)
    return TerminalCapabilities(
      colorDepth: ColorDepth.detect(environment: environment),
      hyperlinks: !primitive && tmuxPassesLinks, synchronizedOutput: !primitive)
  }

  /// Capabilities decided from this process's environment (and, inside
  /// tmux, its `terminal-features` option).
  public static func detect() -> TerminalCapabilities {
    let environment = processEnvironment(["NO_COLOR", "TERM", "COLORTERM", "TMUX"])
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
