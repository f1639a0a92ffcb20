internal import Foundation
public import TrellisTerminal

/// Picks how a `TerminalApp` shows images: by asking the terminal at
/// start-up (the kitty graphics query, XTVERSION, then primary device
/// attributes, whose answer ends the wait; see ``GraphicsProbe``), unless
/// ``preferred`` or the `TRELLIS_GRAPHICS` environment variable decides.
///
/// ```swift
/// import TrellisMedia
/// import TrellisTerminal
///
/// let app = TerminalApp(graphicsSetup: GraphicsSetup())
/// try await app.run(PhotoViewer())
/// ```
///
/// `TRELLIS_GRAPHICS` is `kitty`, `iterm2`, `sixel`, `halfblocks` or
/// `none` (both: images in cells, nothing asked); any other value is
/// ignored and the terminal asked. Inside tmux, kitty and iTerm2
/// sequences are wrapped for passthrough only when tmux's
/// `allow-passthrough` option is on; otherwise images are half blocks.
/// Sixel inside tmux is tmux's own (its device attributes say so), not
/// wrapped.
public struct GraphicsSetup: TerminalGraphicsSetup {
  /// The protocol to use without asking, or `nil` to ask the terminal.
  /// `TRELLIS_GRAPHICS` overrides it.
  public var preferred: GraphicsProtocol?
  /// The longest wait for the terminal's answers.
  public var timeout: Duration
  /// Whether tmux passes escape sequences through to the outer terminal;
  /// asked only inside tmux. Defaults to reading `allow-passthrough`.
  public var tmuxAllowsPassthrough: @Sendable () -> Bool

  /// Creates a setup.
  public init(
    preferred: GraphicsProtocol? = nil, timeout: Duration = .milliseconds(200),
    tmuxAllowsPassthrough: @escaping @Sendable () -> Bool = GraphicsSetup.readTmuxPassthrough
  ) {
    self.preferred = preferred
    self.timeout = timeout
    self.tmuxAllowsPassthrough = tmuxAllowsPassthrough
  }

  /// The protocol `TRELLIS_GRAPHICS` names, or `nil` when it is unset or
  /// names none.
  public static func override(environment: [String: String]) -> GraphicsProtocol? {
    switch environment["TRELLIS_GRAPHICS"]?.lowercased() {
    case "kitty": .kitty
    case "iterm2", "iterm": .iTerm2
    case "sixel": .sixel
    case "halfblocks", "half-blocks", "none": .halfBlocks
    default: nil
    }
  }

  /// The query: none when the protocol is decided, or inside tmux when
  /// tmux does not pass sequences through.
  public func startupQuery(environment: [String: String]) -> TerminalQuery? {
    if Self.override(environment: environment) ?? preferred != nil { return nil }
    var bytes = GraphicsProbe.query
    if TmuxPassthrough.isInsideTmux(environment: environment) {
      guard tmuxAllowsPassthrough() else { return nil }
      // The kitty query goes to the outer terminal; tmux answers the rest.
      bytes =
        TmuxPassthrough.wrap(KittyGraphics.query)
        + Array(
          GraphicsProbe.query.dropFirst(
            KittyGraphics.query.count))
    }
    return TerminalQuery(bytes: bytes, timeout: timeout) {
      GraphicsProbe.parse($0).isComplete
    }
  }

  /// The strategy for the decided protocol or the answers; `nil` (half
  /// blocks) when nothing better is allowed.
  public func graphics(reply: TerminalQuery.Reply?, environment: [String: String])
    -> (any TerminalGraphics)?
  {
    let insideTmux = TmuxPassthrough.isInsideTmux(environment: environment)
    let chosen: GraphicsProtocol
    var isTmuxOwn = false
    if let decided = Self.override(environment: environment) ?? preferred {
      chosen = decided
    } else if let reply {
      let answers = GraphicsProbe.parse(reply.answers)
      chosen = answers.best
      isTmuxOwn = insideTmux && chosen == .sixel
    } else {
      return nil
    }
    switch chosen {
    case .halfBlocks: return nil
    case _ where isTmuxOwn: return ProtocolGraphics(protocol: chosen)
    case _ where insideTmux:
      guard tmuxAllowsPassthrough() else { return nil }
      return ProtocolGraphics(protocol: chosen, tmuxPassthrough: true)
    default: return ProtocolGraphics(protocol: chosen)
    }
  }

  /// Whether tmux's `allow-passthrough` option is `on` or `all`, asked of
  /// `tmux` on the `PATH` with an argument list (no shell).
  public static let readTmuxPassthrough: @Sendable () -> Bool = {
    let value = TmuxOptions.show(["-gv", "allow-passthrough"])?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return value == "on" || value == "all"
  }
}
