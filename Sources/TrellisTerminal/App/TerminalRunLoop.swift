public import Trellis

/// Ties a ``TerminalHost`` to a terminal: feeds it input events, relays out
/// the root when the window is resized, and draws a frame through a
/// `TerminalDisplay` whenever — and only when — something on screen
/// changed.
///
/// Frames are coalesced by a `FrameScheduler`: any number of changes in
/// one display tick make one frame, and while nothing changes and nothing
/// animates no task, timer or frame exists, so an idle app uses no CPU.
///
/// ``TerminalApp`` runs one on a real terminal; tests run one on a
/// `MemoryTerminal` and an event stream of their own:
///
/// ```swift
/// let loop = TerminalRunLoop(
///   backend: MemoryTerminal(width: 40, height: 10),
///   size: TerminalSize(columns: 40, rows: 10))
/// try await loop.show(Counter())
/// let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
/// input.yield(.key(KeyEvent(.tab)))
/// input.finish()
/// try await loop.run(events)
/// loop.display.backend.lines   // what the user sees
/// ```
///
/// The loop is the root's `ActionResponder`: it handles
/// ``QuitApp``, ``SuspendApp`` and `SetTheme` and passes every other action to
/// ``nextResponder`` (a presenter). Ctrl-C always quits and Ctrl-Z always
/// suspends, before any component sees them, so a user can never be trapped.
@MainActor
public final class TerminalRunLoop<Backend: TerminalBackend>: ActionResponder {
  /// The host drawing the component tree.
  public let host: TerminalHost
  /// The root showing the component.
  public let root: ComponentRoot
  /// The display frames are drawn to; its backend holds what was written.
  public private(set) var display: TerminalDisplay<Backend>
  /// Where actions the loop does not handle go next.
  public weak var nextResponder: (any ActionResponder)?
  /// Called for Ctrl-Z and ``SuspendApp`` (``TerminalApp`` suspends the
  /// session); `nil` ignores them. The whole screen is redrawn afterwards.
  public var suspendHandler: (@MainActor () throws(TerminalError) -> Void)?
  /// Whether ``run(_:)`` is running.
  public private(set) var isRunning = false
  /// How images are shown: `nil` draws them in cells as half blocks; a
  /// strategy (kitty, iTerm2, sixel) leaves their cells blank and shows
  /// them after each frame. Set it before ``show(_:)``.
  public var graphics: (any TerminalGraphics)? {
    didSet {
      display.graphics = graphics
      host.drawsImagesInCells = graphics == nil
    }
  }
  /// The size of a cell in pixels, for ``graphics``.
  public var cellPixels = CellPixels.fallback

  private var scheduler: FrameScheduler?
  private let animationInterval: Duration
  private var animationTick: Task<Void, Never>?
  /// The task taking events while ``run(_:)`` runs; cancelled to stop.
  private var consumer: Task<Void, Never>?
  private var isStopRequested = false
  /// Set while the root is laid out again for a new window size: the old
  /// layout is not drawn into the new size in the meantime.
  private var isAwaitingLayout = false
  private var failure: TerminalError?
  /// Set when the terminal lost what it showed (after a suspension): the
  /// next frame is drawn even if the host did not change.
  private var needsFullRedraw = false

  /// The theme the screen is drawn with (`Theme.dark` by default; a
  /// `SetTheme` action changes it). On a terminal that shows no colour
  /// (`NO_COLOR`, `ColorDepth.monochrome`) the host draws it without its
  /// colours (`Theme/withoutColors`), so states stay visible by emphasis.
  public var theme: Theme = .dark {
    didSet { applyTheme() }
  }

  /// Gives the host ``theme``, without its colours on a monochrome terminal.
  private func applyTheme() {
    let isMonochrome = display.renderer.capabilities.colorDepth == .monochrome
    host.theme = isMonochrome ? theme.withoutColors : theme
  }

  /// Creates a loop drawing to `backend`, a terminal of `size`.
  ///
  /// - Parameters:
  ///   - backend: Where frames are written.
  ///   - size: The terminal's size in cells.
  ///   - capabilities: Colours and features the terminal supports.
  ///   - frameInterval: The shortest time between frames.
  ///   - animationInterval: How often animations (activity indicators)
  ///     move on while one is on screen.
  ///   - traits: What the terminal said of itself at start-up: with them,
  ///     text is laid out with its width for emoji sequences and its colours
  ///     keep a readable contrast on its background
  ///     (`TerminalColorScheme.matching(background:)`); without, text is
  ///     measured with `CellWidth` and colours drawn as given.
  public init(
    backend: Backend, size: TerminalSize,
    capabilities: TerminalCapabilities = TerminalCapabilities(),
    frameInterval: Duration = .milliseconds(16),
    animationInterval: Duration = .milliseconds(100),
    traits: TerminalTraits? = nil
  ) {
    host = TerminalHost(
      width: size.columns, height: size.rows, emojiSequences: traits?.emojiSequences ?? .joined)
    root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    display = TerminalDisplay(
      backend: backend, width: size.columns, height: size.rows, capabilities: capabilities)
    if let traits {
      display.emojiSequences = traits.emojiSequences
      display.colorScheme = .matching(background: traits.background)
      host.colorScheme = .matching(background: traits.background)
    }
    self.animationInterval = animationInterval
    scheduler = FrameScheduler(interval: frameInterval) { [weak self] in self?.frame() }
    root.responder = self
    host.onNeedsDisplay = { [weak self] in self?.scheduler?.requestFrame() }
    applyTheme()
  }

  /// The number of frames drawn so far (a frame that changed nothing on
  /// the terminal still counts).
  public private(set) var frameCount = 0

  /// Whether nothing is scheduled: no frame pending and no animation tick.
  /// An app whose screen does not change is idle, and uses no CPU.
  public var isIdle: Bool {
    scheduler?.isFramePending != true && animationTick == nil && !isAwaitingLayout
  }

  /// Shows `component` and draws the first frame at once.
  ///
  /// - Throws: `TerminalError` if the frame cannot be written.
  public func show(_ component: some Component) async throws(TerminalError) {
    await root.render(component)
    try drawFrame()
  }

  /// Draws a frame now if anything changed since the last one.
  ///
  /// - Throws: `TerminalError` if the frame cannot be written.
  public func drawFrame() throws(TerminalError) {
    guard host.needsDisplay || needsFullRedraw, !isAwaitingLayout else { return }
    let host = self.host
    frameCount += 1
    needsFullRedraw = false
    let cellPixels = self.cellPixels
    let images = { host.imagePlacements(cellPixels: cellPixels) }
    if let metrics = host.tree.frameMetrics {
      // Timed only while something observes the frames (an overview).
      let clock = ContinuousClock()
      let start = clock.now
      defer {
        let end = clock.now
        metrics.record(.draw, end - start)
        metrics.endFrame(at: end)
      }
      try display.draw(cursor: host.cursor, images: images) { buffer in
        host.draw(into: &buffer, isBlank: true)
      }
    } else {
      try display.draw(cursor: host.cursor, images: images) { buffer in
        host.draw(into: &buffer, isBlank: true)
      }
    }
    scheduleAnimationTick()
  }

  /// Runs until `events` ends, ``stop()`` is called, or a ``QuitApp``
  /// action arrives: each event goes to the host, and frames follow.
  ///
  /// Events are taken one at a time, as they are handled: nothing is read
  /// ahead, so with a source that puts Ctrl-C first (a `TerminalSession`'s
  /// events do) Ctrl-C is handled next, whatever else waits.
  ///
  /// - Throws: `TerminalError` if a frame cannot be written (the loop
  ///   stops at the first failure).
  public func run(_ events: AsyncStream<InputEvent>) async throws(TerminalError) {
    isRunning = true
    isStopRequested = false
    let consumer = Task {
      for await event in events {
        handle(event)
        if failure != nil || isStopRequested { break }
      }
    }
    self.consumer = consumer
    defer {
      consumer.cancel()
      self.consumer = nil
      animationTick?.cancel()
      animationTick = nil
      scheduler?.cancel()
      isRunning = false
    }
    if host.needsDisplay { scheduler?.requestFrame() }
    await withTaskCancellationHandler {
      await consumer.value
    } onCancel: {
      consumer.cancel()
    }
    // Whatever the last events changed is shown before the loop ends.
    if failure == nil {
      await root.settleRenders()
      isAwaitingLayout = false
      do throws(TerminalError) { try drawFrame() } catch { failure = error }
    }
    if let failure {
      self.failure = nil
      throw failure
    }
  }

  /// Ends ``run(_:)`` after the event being handled.
  public func stop() {
    guard isRunning else { return }
    isStopRequested = true
    consumer?.cancel()
  }

  /// Handles one input event as ``run(_:)`` does.
  public func handle(_ event: InputEvent) {
    switch event {
    case .key(let key) where key.isInterrupt:
      stop()
    case .key(let key) where key.kind != .release && key.modifiers.contains(.control):
      if key.key == .character("z") { return suspend() }
      host.handle(event)
    case .resize(let size):
      guard size.columns != display.width || size.rows != display.height else { return }
      host.handle(event)
      display.resize(width: size.columns, height: size.rows)
      relayout()
    default:
      host.handle(event)
    }
  }

  /// Handles ``QuitApp``, ``SuspendApp`` and `SetTheme`; passes other
  /// actions on.
  public func handle(_ action: any ComponentAction) -> Bool {
    switch action {
    case let setTheme as SetTheme:
      theme = setTheme.theme
      return true
    case is QuitApp:
      stop()
      return true
    case is SuspendApp:
      suspend()
      return true
    default:
      return nextResponder?.handle(action) ?? false
    }
  }

  private func suspend() {
    guard let suspendHandler else { return }
    do throws(TerminalError) {
      try suspendHandler()
    } catch {
      failure = error
      return stop()
    }
    display.setNeedsFullRedraw()
    needsFullRedraw = true
    scheduler?.requestFrame()
  }

  private func relayout() {
    isAwaitingLayout = true
    root.sizeRange = host.sizeRange
    Task { [weak self] in
      guard let self else { return }
      await root.settleRenders()
      isAwaitingLayout = false
      scheduler?.requestFrame()
    }
  }

  private func frame() {
    do throws(TerminalError) {
      try drawFrame()
    } catch {
      failure = error
      stop()
    }
  }

  /// While an animation is on screen, moves it on every interval; nothing
  /// is scheduled otherwise.
  private func scheduleAnimationTick() {
    guard animationTick == nil, isRunning, host.hasAnimations else { return }
    let interval = animationInterval
    animationTick = Task { [weak self] in
      try? await ContinuousClock().sleep(for: interval)
      guard !Task.isCancelled, let self else { return }
      animationTick = nil
      host.advanceAnimation()
    }
  }
}
