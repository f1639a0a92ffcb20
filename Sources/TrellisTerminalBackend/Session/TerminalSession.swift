internal import CTrellisTerminal
import Synchronization
import Trellis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full-screen terminal session: raw input, the alternate screen, mouse and paste
/// reporting — and the guarantee that the terminal is put back as it was.
///
/// Creating a session switches the terminal into raw mode (no echo, no line
/// editing, no signals from Ctrl-C, no output post-processing) and writes the
/// sequences for the ``Options`` chosen. The terminal is restored — the saved
/// `termios` applied and every mode switched back off — on every way out:
///
/// - ``restore()`` or the end of ``run(input:output:options:_:)``, normally or by a
///   thrown error;
/// - `exit()` (an `atexit` handler);
/// - SIGINT, SIGTERM, SIGHUP and SIGQUIT;
/// - a crash: a Swift runtime trap (SIGILL / SIGTRAP), SIGABRT, SIGSEGV, SIGBUS,
///   SIGFPE.
///
/// The signal handlers do only async-signal-safe work (write a restore byte string
/// prepared in advance, `tcsetattr` the saved state), then reinstate the previous
/// handler and raise the signal again, so the process still ends the way it would
/// have (and Swift's crash report still prints, now on a sane terminal). A crash and
/// SIGQUIT always end the process, even when the handler before ours (Swift's
/// backtracer) returns after its report: the terminal is no longer the app's, so
/// living on would leave a process reading cooked input with no screen. A handler
/// the app installed for SIGINT, SIGTERM or SIGHUP decides itself. A signal the
/// process ignores (under `nohup`, say) stays ignored.
///
/// While the session has the terminal, standard error is kept off it when it is
/// that terminal: whatever a log handler or a library writes there goes to an
/// unlinked temporary file and is written to the terminal once it is restored
/// (the last 64 KiB, `TRELLIS_STDERR_REPLAY_LIMIT`; a crash message included),
/// so nothing garbles the screen the app draws. Send log messages somewhere the
/// app shows them (the overview's log console) to read them while it runs.
///
/// Only one session can be active in a process at a time.
public final class TerminalSession: Sendable {
  /// Mouse reporting modes, from least to most chatty.
  public enum MouseTracking: Int, Sendable, Hashable {
    /// Presses, releases and the wheel (mode 1000).
    case clicks = 1000
    /// Also movement while a button is held: drags (mode 1002).
    case drags = 1002
    /// Also movement with no button held (mode 1003).
    case allMotion = 1003
  }

  /// What a session turns on.
  public struct Options: Sendable, Hashable {
    /// Use the alternate screen, so the shell's scrollback is untouched and comes
    /// back on exit.
    public var alternateScreen: Bool
    /// Hide the cursor (the renderer shows it where a frame asks).
    public var hideCursor: Bool
    /// Mouse reporting (always in SGR encoding, mode 1006), or `nil` for none.
    public var mouseTracking: MouseTracking?
    /// Bracketed paste (mode 2004): pastes arrive as one ``InputEvent/paste(_:)``.
    public var bracketedPaste: Bool
    /// Focus reporting (mode 1004).
    public var focusEvents: Bool
    /// Kitty keyboard protocol enhancements to push; empty for none. Terminals
    /// without the protocol ignore the request.
    public var keyboardEnhancements: KittyKeyboardFlags

    /// Creates options; the defaults suit a full-screen, mouse-driven app.
    public init(
      alternateScreen: Bool = true, hideCursor: Bool = true,
      mouseTracking: MouseTracking? = .drags, bracketedPaste: Bool = true,
      focusEvents: Bool = true,
      keyboardEnhancements: KittyKeyboardFlags = [.disambiguateEscapeCodes]
    ) {
      self.alternateScreen = alternateScreen
      self.hideCursor = hideCursor
      self.mouseTracking = mouseTracking
      self.bracketedPaste = bracketedPaste
      self.focusEvents = focusEvents
      self.keyboardEnhancements = keyboardEnhancements
    }

    /// The bytes that switch the options on.
    public var enterSequence: [UInt8] {
      var bytes: [UInt8] = []
      func mode(_ number: Int, _ on: Bool) { bytes.appendPrivateMode(number, on: on) }
      if alternateScreen { mode(1049, true) }
      if hideCursor { mode(25, false) }
      if let mouseTracking {
        mode(mouseTracking.rawValue, true)
        mode(1006, true)
      }
      if bracketedPaste { mode(2004, true) }
      if focusEvents { mode(1004, true) }
      if !keyboardEnhancements.isEmpty {
        bytes.append(contentsOf: KittyKeyboardFlags.pushSequence(keyboardEnhancements))
      }
      return bytes
    }

    /// The bytes that switch everything back, in reverse order, and also end any
    /// synchronized update, style or hyperlink an interrupted frame left open.
    public var leaveSequence: [UInt8] {
      var bytes: [UInt8] = []
      func mode(_ number: Int, _ on: Bool) { bytes.appendPrivateMode(number, on: on) }
      if !keyboardEnhancements.isEmpty {
        bytes.append(contentsOf: KittyKeyboardFlags.popSequence)
      }
      if focusEvents { mode(1004, false) }
      if bracketedPaste { mode(2004, false) }
      if let mouseTracking {
        mode(1006, false)
        mode(mouseTracking.rawValue, false)
      }
      mode(2026, false)
      bytes.append(contentsOf: ControlSequence.closeHyperlink)
      bytes.append(contentsOf: ControlSequence.resetStyle)
      mode(25, true)
      if alternateScreen { mode(1049, false) }
      return bytes
    }
  }

  /// The terminal read from.
  public let inputDescriptor: Int32
  /// The terminal written to.
  public let outputDescriptor: Int32
  /// What this session turned on.
  public let options: Options
  /// What the terminal answered the start-up ``TerminalQuery``, or `nil`
  /// when none was asked.
  public let queryReply: TerminalQuery.Reply?

  private let originalAttributes: termios
  /// The raw-mode attributes the session applied (re-applied on resume).
  private let rawAttributes: termios
  private let state = Locked(SessionState())

  private struct SessionState {
    var restored = false
    var reader: InputReader?
    /// Input typed during the start-up query, for the first event stream.
    var earlyInput: [UInt8] = []
  }

  /// Whether a session is active in this process.
  private static let active = Atomic<Bool>(false)

  /// Starts a session on the given terminal.
  ///
  /// - Parameters:
  ///   - input: The terminal to read from and put in raw mode (standard input).
  ///   - output: The terminal to write to (standard output).
  ///   - options: What to turn on.
  ///   - query: A question for the terminal, asked in raw mode on the
  ///     alternate screen (when the options use it) before the other
  ///     options are turned on (so no mouse report mixes with the
  ///     answers); see ``queryReply``. Input typed meanwhile goes to the
  ///     first ``events(escapeTimeout:queueLimit:interruptGrace:)`` stream.
  /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` if either descriptor
  ///   is not a terminal, ``TerminalError/sessionAlreadyActive`` if another session
  ///   is active, or ``TerminalError/systemCall(_:errno:)``.
  public init(
    input: Int32 = 0, output: Int32 = 1, options: Options = Options(),
    query: TerminalQuery? = nil
  ) throws(TerminalError) {
    guard isatty(input) == 1 else { throw .notATerminal(fileDescriptor: input) }
    guard isatty(output) == 1 else { throw .notATerminal(fileDescriptor: output) }
    guard
      Self.active.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        .exchanged
    else {
      throw .sessionAlreadyActive
    }
    var original = termios()
    guard tcgetattr(input, &original) == 0 else {
      let error = errno
      Self.active.store(false, ordering: .sequentiallyConsistent)
      throw .systemCall("tcgetattr", errno: error)
    }
    inputDescriptor = input
    outputDescriptor = output
    self.options = options
    originalAttributes = original

    // Arm the emergency restore before changing anything, so a signal arriving in
    // the middle of set-up still restores.
    let leave = options.leaveSequence
    let armed = leave.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        withUnsafePointer(to: original) { saved in
          trellis_restore_arm(output, input, saved, chars.baseAddress, chars.count)
        }
      }
    }
    precondition(armed == 0, "the leave sequence fits the restore buffer by construction")

    var raw = original
    cfmakeraw(&raw)
    withUnsafeMutablePointer(to: &raw.c_cc) { pointer in
      pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
    }
    rawAttributes = raw
    if tcsetattr(input, TCSAFLUSH, &raw) != 0 {
      let error = errno
      trellis_restore_disarm()
      Self.active.store(false, ordering: .sequentiallyConsistent)
      throw .systemCall("tcsetattr", errno: error)
    }
    // From here the app has the terminal: what anything writes to standard
    // error (a log handler, a library) waits until the terminal is back.
    _ = trellis_stderr_capture_begin(output)
    // The alternate screen comes first, so what the query prints (a width
    // probe) never touches the shell's screen; the other modes after it,
    // so no mouse report mixes with the answers.
    var remaining = options
    if query != nil && options.alternateScreen {
      remaining.alternateScreen = false
      try? writeAll(Array("\u{1B}[?1049h".utf8), to: output)
    }
    let reply = query?.ask(input: input, output: output)
    queryReply = reply
    if let reply { state.withLock { $0.earlyInput = reply.input } }
    do {
      try writeAll(remaining.enterSequence, to: output)
    } catch {
      trellis_restore_run()
      trellis_restore_disarm()
      Self.active.store(false, ordering: .sequentiallyConsistent)
      throw error
    }
  }

  deinit {
    restore()
  }

  /// Runs `body` in a session and restores the terminal when it returns or throws.
  ///
  /// ```swift
  /// try await TerminalSession.run { session in
  ///   for await event in session.events() {
  ///     if case .key(let key) = event, key.key == .character("q") { break }
  ///   }
  /// }
  /// ```
  public static func run<Result>(
    input: Int32 = 0, output: Int32 = 1, options: Options = Options(),
    _ body: (TerminalSession) async throws -> Result
  ) async throws -> Result {
    let session = try TerminalSession(input: input, output: output, options: options)
    defer { session.restore() }
    return try await body(session)
  }

  /// Puts the terminal back as it was: stops the input reader, writes the leave
  /// sequence, restores the saved `termios` and removes the signal handlers.
  /// Calling it again does nothing.
  public func restore() {
    let (isFirst, reader) = state.withLock { state -> (Bool, InputReader?) in
      guard !state.restored else { return (false, nil) }
      state.restored = true
      defer { state.reader = nil }
      return (true, state.reader)
    }
    guard isFirst else { return }
    reader?.stop()
    // A no-op if a signal handler already restored.
    trellis_restore_run()
    trellis_restore_disarm()
    trellis_stderr_capture_end()
    Self.active.store(false, ordering: .sequentiallyConsistent)
  }

  /// Gives the calling thread a stack of its own for signal handlers, so
  /// that if this thread overflows its stack the terminal is still restored
  /// before the process ends. The thread that creates the session gets one
  /// automatically; `TerminalApp` calls this on the main thread, where
  /// the run loop and event handlers run.
  ///
  /// A stack overflow on a thread without one (a worker of Swift's
  /// concurrency pool, say) ends the process before any handler can run;
  /// the terminal is then left as it was during the session.
  public static func installSignalStack() {
    _ = trellis_ensure_signal_stack()
  }

  /// Hands the terminal back to the shell and stops the process, as Ctrl-Z
  /// does in a cooked terminal (raw mode delivers Ctrl-Z as a key instead);
  /// when the shell resumes the process (`fg`), puts the session's modes back.
  ///
  /// Redraw the whole screen afterwards (``TerminalDisplay/setNeedsFullRedraw()``):
  /// the shell drew over it. Does nothing once the session is restored.
  ///
  /// - Throws: ``TerminalError/systemCall(_:errno:)`` if the terminal cannot
  ///   be switched back to raw mode after resuming.
  public func suspend() throws(TerminalError) {
    guard !isRestored else { return }
    var original = originalAttributes
    try? writeAll(options.leaveSequence, to: outputDescriptor)
    _ = tcsetattr(inputDescriptor, TCSADRAIN, &original)
    // Stop the whole process group, as the terminal driver does for Ctrl-Z
    // in cooked mode; `kill` returns once the shell sends SIGCONT. (`raise`
    // would target this thread only, and Swift's worker threads block
    // SIGTSTP.)
    kill(0, SIGTSTP)
    var raw = rawAttributes
    guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
      throw .systemCall("tcsetattr", errno: errno)
    }
    try writeAll(options.enterSequence, to: outputDescriptor)
  }

  /// Whether ``restore()`` has run.
  public var isRestored: Bool {
    state.withLock { $0.restored }
  }

  /// The terminal's current size in cells.
  ///
  /// - Throws: ``TerminalError/systemCall(_:errno:)`` if the size cannot be read.
  public func size() throws(TerminalError) -> TerminalSize {
    try terminalSize(of: outputDescriptor)
  }

  /// The size of a cell in pixels, from the window's size in pixels, or
  /// `nil` when the terminal does not report it.
  public func cellPixels() -> CellPixels? {
    var width: UInt16 = 0
    var height: UInt16 = 0
    guard trellis_get_window_pixels(outputDescriptor, &width, &height) == 0, width > 0,
      height > 0, let size = try? size(), size.columns > 0, size.rows > 0
    else { return nil }
    return CellPixels(width: Int(width) / size.columns, height: Int(height) / size.rows)
  }

  /// Writes bytes to the terminal (a frame from a ``TerminalDisplay`` using
  /// ``TTYOutput`` goes the same way).
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    try writeAll(bytes, to: outputDescriptor)
  }

  /// The user's input as a stream of events, read off the main actor on a thread
  /// of its own, plus ``InputEvent/resize(_:)`` whenever the window changes size.
  ///
  /// A sequence cut at the end of a read is completed by the next read, or after
  /// `escapeTimeout` without input is delivered as Escape plus text (see
  /// ``InputDecoder/flushPending()``). The reader blocks in `poll()` while nothing
  /// happens, using no CPU. The stream ends when the input reaches end of file,
  /// the session is restored, or the consumer stops iterating.
  ///
  /// Input waits in a bounded queue until the consumer takes it, and Ctrl-C never
  /// waits behind it:
  ///
  /// - Ctrl-C is delivered before any event already queued.
  /// - At most `queueLimit` events wait (1,024 by default); input arriving while
  ///   the queue is full is dropped. A resize, or a mouse move, replaces the same
  ///   event still waiting at the end of the queue.
  /// - When Ctrl-C has waited `interruptGrace` (1 second by default) without the
  ///   consumer taking it — the main thread is stuck — the reader raises SIGINT,
  ///   which restores the terminal and ends the process, as Ctrl-C does in a
  ///   cooked terminal. `nil` turns this off.
  ///
  /// Only one stream can be open per session; asking again while one is open gives
  /// a stream that ends at once.
  public func events(
    escapeTimeout: Duration = .milliseconds(25), queueLimit: Int = 1024,
    interruptGrace: Duration? = .seconds(1)
  ) -> AsyncStream<InputEvent> {
    let milliseconds = Int32(
      clamping: escapeTimeout.components.seconds * 1000
        + escapeTimeout.components.attoseconds / 1_000_000_000_000_000)
    let queue = InputQueue(limit: queueLimit)
    let reader: InputReader? = state.withLock { state in
      guard !state.restored, state.reader == nil else { return nil }
      let reader = InputReader(
        input: inputDescriptor, sizeSource: outputDescriptor,
        escapeTimeoutMilliseconds: max(1, milliseconds), queue: queue,
        interruptGrace: interruptGrace, earlyInput: state.earlyInput)
      state.earlyInput = []
      state.reader = reader
      return reader
    }
    guard let reader else {
      return AsyncStream(unfolding: { nil })
    }
    // Stops the reader when the stream is let go of, as its consumer stops.
    let subscription = InputSubscription { [weak self] in
      reader.stop()
      self?.state.withLock { state in
        if state.reader === reader { state.reader = nil }
      }
    }
    do {
      try reader.start()
    } catch {
      queue.finish()
    }
    return AsyncStream(unfolding: {
      let event = await queue.next()
      if event == nil { subscription.end() }
      return event
    })
  }
}

/// Runs `onEnd` once: when the stream ends or when it is let go of.
private final class InputSubscription: Sendable {
  private let onEnd: Locked<(@Sendable () -> Void)?>

  init(onEnd: @escaping @Sendable () -> Void) {
    self.onEnd = Locked(onEnd)
  }

  func end() {
    let action = onEnd.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  deinit { end() }
}

/// The size of the terminal on `fd`.
package func terminalSize(of fd: Int32) throws(TerminalError) -> TerminalSize {
  var columns: UInt16 = 0
  var rows: UInt16 = 0
  guard trellis_get_window_size(fd, &columns, &rows) == 0 else {
    throw .systemCall("ioctl(TIOCGWINSZ)", errno: errno)
  }
  return TerminalSize(columns: Int(columns), rows: Int(rows))
}
