internal import Foundation
internal import Logging
public import TrellisMedia
public import TrellisTerminalBackend

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
/// ignored and the terminal asked. A forced protocol is still checked
/// against the terminal's answers: when the terminal answered and denied
/// it (no kitty graphics answer, no sixel in its device attributes), the
/// best protocol it allows is used instead, and ``log`` says so — raw
/// image data never reaches a terminal that would print it. iTerm2 images
/// have no question to check them by, and a terminal that answers nothing
/// keeps what was forced.
///
/// `TRELLIS_PROBE_TIMEOUT` (milliseconds, 10–5000) lengthens the wait for
/// answers, for a terminal reached over a slow link.
///
/// Once a protocol is chosen, every pipeline of ``imagePipelines`` is set
/// to make images at a cell's size in pixels
/// (`ImagePipeline.pixelsPerCell`), so pictures carry the detail the
/// terminal can show rather than that of half blocks. Inside tmux, kitty and iTerm2
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
  /// The pipelines whose images are made at the chosen protocol's
  /// resolution.
  public var imagePipelines: [ImagePipeline]
  /// Where notes on the choice go (a forced protocol the terminal denied).
  /// The default logs them with swift-log, never to the terminal.
  public var log: @Sendable (String) -> Void

  /// Creates a setup.
  public init(
    preferred: GraphicsProtocol? = nil, timeout: Duration = .milliseconds(200),
    tmuxAllowsPassthrough: @escaping @Sendable () -> Bool = GraphicsSetup.readTmuxPassthrough,
    imagePipelines: [ImagePipeline] = [.shared],
    log: @escaping @Sendable (String) -> Void = GraphicsSetup.logNote
  ) {
    self.preferred = preferred
    self.timeout = timeout
    self.tmuxAllowsPassthrough = tmuxAllowsPassthrough
    self.imagePipelines = imagePipelines
    self.log = log
  }

  /// Logs `note` as a notice under the label `TrellisMedia.graphics`.
  public static let logNote: @Sendable (String) -> Void = { note in
    Logger(label: "TrellisMedia.graphics").notice("\(note)")
  }

  /// The wait `TRELLIS_PROBE_TIMEOUT` asks for, in milliseconds (10 to
  /// 5000), for terminals reached over slow links; `nil` when unset or
  /// out of range.
  public static func timeout(environment: [String: String]) -> Duration? {
    guard let text = environment["TRELLIS_PROBE_TIMEOUT"], let value = Int(text),
      (10...5000).contains(value)
    else { return nil }
    return .milliseconds(value)
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

  /// The query: none when half blocks are decided, or inside tmux when
  /// tmux does not pass sequences through. A forced protocol is asked
  /// about too, to be checked.
  public func startupQuery(environment: [String: String]) -> TerminalQuery? {
    if Self.override(environment: environment) ?? preferred == .halfBlocks { return nil }
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
    return TerminalQuery(bytes: bytes, timeout: Self.timeout(environment: environment) ?? timeout) {
      GraphicsProbe.parse($0).isComplete
    }
  }

  /// The strategy for the decided protocol or the answers; `nil` (half
  /// blocks) when nothing better is allowed.
  public func graphics(reply: TerminalQuery.Reply?, environment: [String: String])
    -> (any TerminalGraphics)?
  {
    let insideTmux = TmuxPassthrough.isInsideTmux(environment: environment)
    let answers = reply.map { GraphicsProbe.parse($0.answers) }
    let chosen: GraphicsProtocol
    if let decided = Self.override(environment: environment) ?? preferred {
      chosen = checked(decided, against: answers)
    } else if let answers {
      chosen = answers.best
    } else {
      return nil
    }
    let isTmuxOwn = insideTmux && chosen == .sixel && answers?.sixel == true
    switch chosen {
    case .halfBlocks: return nil
    case _ where isTmuxOwn: return ProtocolGraphics(protocol: chosen)
    case _ where insideTmux:
      guard tmuxAllowsPassthrough() else { return nil }
      return ProtocolGraphics(protocol: chosen, tmuxPassthrough: true)
    default: return ProtocolGraphics(protocol: chosen)
    }
  }

  /// ``graphics(reply:environment:)``, with images of ``imagePipelines``
  /// then made at `cellPixels` per cell (1 × 2 when they are half blocks).
  public func graphics(
    reply: TerminalQuery.Reply?, environment: [String: String], cellPixels: CellPixels
  ) -> (any TerminalGraphics)? {
    let graphics = graphics(reply: reply, environment: environment)
    let perCell =
      graphics == nil
      ? PixelSize(width: 1, height: 2)
      : PixelSize(width: cellPixels.width, height: cellPixels.height)
    for pipeline in imagePipelines { pipeline.setPixelsPerCell(perCell) }
    return graphics
  }

  /// `forced`, unless the terminal's complete answers deny it: then the
  /// best they allow, with a note in the log.
  private func checked(_ forced: GraphicsProtocol, against answers: GraphicsProbe.Answers?)
    -> GraphicsProtocol
  {
    guard let answers, answers.isComplete else { return forced }
    let denied =
      switch forced {
      case .kitty: !answers.kitty
      case .sixel: !answers.sixel
      case .iTerm2, .halfBlocks: false
      }
    guard denied else { return forced }
    let fallback = answers.best
    log(
      "TRELLIS_GRAPHICS asks for \(forced) but the terminal's answers deny it; "
        + "showing images with \(fallback) instead")
    return fallback
  }

  /// Whether tmux's `allow-passthrough` option is `on` or `all`, asked of
  /// `tmux` on the `PATH` with an argument list (no shell).
  public static let readTmuxPassthrough: @Sendable () -> Bool = {
    let value = TmuxOptions.show(["-gv", "allow-passthrough"])?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return value == "on" || value == "all"
  }
}
