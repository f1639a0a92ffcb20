import Foundation
public import Trellis

/// Runs a component as a full-screen terminal app.
///
/// ```swift
/// @main struct Hello {
///   static func main() async throws {
///     try await TerminalApp().run(Counter())
///   }
/// }
/// ```
///
/// The app starts a `TerminalSession` (raw mode, the alternate screen,
/// mouse, paste and focus reporting), runs a ``TerminalRunLoop`` on it and
/// restores the terminal when it ends: by ``QuitApp``, Ctrl-C, the end of
/// input, a thrown error, a signal or a crash. Ctrl-Z suspends to the shell.
///
/// At start-up it asks the terminal about itself (`TerminalTraits`), for
/// at most the graphics setup's timeout (200 ms), keeping keys typed
/// meanwhile: the size of a cell in pixels (for images), the background
/// colour (text colours keep a readable contrast on it, see
/// `TerminalColorScheme`) and how wide it draws emoji joined by
/// zero-width joiners (text is laid out to match).
@MainActor
public final class TerminalApp {
  /// What the session turns on.
  public var options: TerminalSession.Options
  /// The terminal's colours and features; `nil` detects them from the
  /// environment (`COLORTERM`, `TERM`, `NO_COLOR`).
  public var capabilities: TerminalCapabilities?
  /// The shortest time between frames.
  public var frameInterval: Duration
  /// Where actions no component handled go (a presenter).
  public weak var responder: (any ActionResponder)?
  /// Picks how images are shown (kitty, iTerm2, sixel) by asking the
  /// terminal at start-up; `nil` draws them as half blocks.
  public var graphicsSetup: (any TerminalGraphicsSetup)?
  /// The theme the app draws with (`Theme.dark` by default): set it
  /// before ``run(_:)``, or while the app runs (a theme file reloaded) to
  /// redraw with it; a `SetTheme` action from a component changes it too.
  /// With `NO_COLOR` set the app shows no colour: the theme's states are
  /// drawn by their emphasis alone (reverse, bold, underline).
  public var theme: Theme = .dark {
    didSet { runningLoop?.theme = theme }
  }
  /// The loop of the running app, which a new ``theme`` goes to.
  private weak var runningLoop: TerminalRunLoop<TTYOutput>?

  /// Creates an app.
  public init(
    options: TerminalSession.Options = TerminalSession.Options(),
    capabilities: TerminalCapabilities? = nil,
    frameInterval: Duration = .milliseconds(16),
    graphicsSetup: (any TerminalGraphicsSetup)? = nil
  ) {
    self.graphicsSetup = graphicsSetup
    self.options = options
    self.capabilities = capabilities
    self.frameInterval = frameInterval
  }

  /// Shows `component` full screen on standard input and output until the
  /// user quits.
  ///
  /// - Throws: `TerminalError.notATerminal(fileDescriptor:)` when not run
  ///   in a terminal, or another `TerminalError` if the terminal fails.
  public func run(_ component: some Component) async throws(TerminalError) {
    TerminalSession.installSignalStack()
    let environment = ProcessInfo.processInfo.environment
    let graphicsQuery = graphicsSetup?.startupQuery(environment: environment)
    let rows = (try? terminalSize(of: 1))?.rows ?? 0
    let query = Self.startupQuery(
      graphics: graphicsQuery, probingEmoji: options.alternateScreen && rows >= 2)
    let session = try TerminalSession(options: options, query: query)
    defer { session.restore() }
    let size = try session.size()
    let traits = session.queryReply.map { TerminalTraits.parse($0.answers) } ?? TerminalTraits()
    let loop = TerminalRunLoop(
      backend: TTYOutput(fileDescriptor: session.outputDescriptor), size: size,
      capabilities: capabilities ?? .detect(), frameInterval: frameInterval, traits: traits)
    if let graphicsSetup {
      loop.cellPixels =
        traits.cellPixels(columns: size.columns, rows: size.rows) ?? session.cellPixels()
        ?? .fallback
      loop.graphics = graphicsSetup.graphics(
        reply: graphicsQuery == nil ? nil : session.queryReply, environment: environment,
        cellPixels: loop.cellPixels)
    }
    loop.nextResponder = responder
    loop.theme = theme
    runningLoop = loop
    loop.suspendHandler = { [weak loop] () throws(TerminalError) in
      try session.suspend()
      // The window may have been resized while the app was stopped.
      loop?.handle(.resize(try session.size()))
    }
    let events = session.events()
    try await loop.show(component)
    try await loop.run(events)
    loop.root.invalidate()
  }

  /// What the app asks the terminal at start-up: its traits
  /// (`TerminalTraits.query(probingEmoji:)`), then the graphics setup's
  /// questions, or a primary device attributes request, which every
  /// terminal answers and whose answer ends the wait.
  static func startupQuery(graphics: TerminalQuery?, probingEmoji: Bool) -> TerminalQuery {
    let traits = TerminalTraits.query(probingEmoji: probingEmoji)
    if let graphics {
      return TerminalQuery(
        bytes: traits + graphics.bytes, timeout: graphics.timeout,
        isAnswered: graphics.isAnswered)
    }
    return TerminalQuery(bytes: traits + Array("\u{1B}[c".utf8)) { answers in
      // A device attributes report: ESC [ ? digits and semicolons, then c.
      let text = String(decoding: answers, as: UTF8.self)
      guard let start = text.range(of: "\u{1B}[?") else { return false }
      let rest = text[start.upperBound...].drop { $0.isASCII && ($0.isNumber || $0 == ";") }
      return rest.first == "c"
    }
  }
}
