import CTrellisTerminal
import Testing
import Trellis
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// End-to-end tests through a real pseudo-terminal: the TerminalProbe app is
/// started on a pty, driven by writing to the master side, and ended in every way
/// a program can end; each time the terminal must be back as it was.
@Suite("Through a pty", .serialized)
struct PseudoTerminalTests {
  /// The modes a default session turns on, each of which must be turned off.
  static let leaveSequences = [
    "\u{1B}[?1049l", "\u{1B}[?25h", "\u{1B}[?2004l", "\u{1B}[?1004l", "\u{1B}[?1006l",
    "\u{1B}[?1002l", "\u{1B}[<u", "\u{1B}[?2026l",
  ]

  /// Starts the probe in `mode` and waits until its session is set up.
  private func startedProbe(_ mode: String) throws -> ProbeProcess {
    let probe = try ProbeProcess(mode: mode)
    try probe.waitForReport("ready")
    return probe
  }

  private func expectRestored(
    _ probe: ProbeProcess, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(probe.attributesAreRestored(), "termios restored", sourceLocation: sourceLocation)
    let enteredAt = probe.lastIndex(of: "\u{1B}[?1049h") ?? Int.max
    for sequence in Self.leaveSequences {
      let index = probe.lastIndex(of: sequence)
      #expect(
        index != nil && index! > enteredAt,
        "leave sequence \(sequence.debugDescription) written after entering",
        sourceLocation: sourceLocation)
    }
  }

  @Test("startup enters raw mode and the alternate screen; a normal end restores")
  func startupAndCleanExit() throws {
    let probe = try startedProbe("events")
    let raw = probe.currentAttributes()
    #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
    #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
    #expect(raw.c_lflag & tcflag_t(ISIG) == 0)
    #expect(!probe.attributesAreRestored())
    #expect(probe.outputContains("\u{1B}[?1049h"))
    #expect(probe.outputContains("\u{1B}[?1002h\u{1B}[?1006h"))
    #expect(probe.outputContains("\u{1B}[?2004h"))
    #expect(probe.outputContains("\u{1B}[>1u"))
    #expect(probe.outputContains("probe"))

    try probe.type("q")
    let status = try probe.waitForExit()
    #expect(status & 0x7F == 0, "exited, not signalled")
    #expect((status >> 8) & 0xFF == 0, "exit code 0")
    expectRestored(probe)
  }

  @Test("standard error written while the app has the terminal shows only after it is restored")
  func standardErrorWaitsForTheRestore() throws {
    let probe = try startedProbe("stderr")
    try probe.type("x")
    _ = try probe.waitForReport("the key") { $0.hasPrefix("key") }
    try probe.type("q")
    let status = try probe.waitForExit()
    #expect((status >> 8) & 0xFF == 0, "exit code 0")
    expectRestored(probe)
    let line = "probe stderr line"
    let leftAt = try #require(probe.lastIndex(of: "\u{1B}[?1049l"))
    let firstLine = try #require(probe.firstIndex(of: line))
    #expect(firstLine > leftAt, "nothing on the screen the app drew")
    #expect(probe.occurrences(of: line) == 2, "every line kept")
  }

  @Test("a thrown error restores")
  func thrownError() throws {
    let probe = try startedProbe("throw")
    try probe.type("x")
    let status = try probe.waitForExit()
    #expect(status & 0x7F == 0)
    #expect((status >> 8) & 0xFF == 3)
    #expect(probe.reportLines.contains("error"))
    expectRestored(probe)
  }

  @Test("exit() without restoring first restores (atexit)")
  func exitCall() throws {
    let probe = try startedProbe("exit")
    try probe.type("x")
    let status = try probe.waitForExit()
    #expect(status & 0x7F == 0)
    #expect((status >> 8) & 0xFF == 0)
    expectRestored(probe)
  }

  @Test(
    "a signal restores and still ends the process", arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
  func signal(_ signal: Int32) throws {
    let probe = try startedProbe("events")
    kill(probe.pid, signal)
    let status = try probe.waitForExit()
    #expect(status & 0x7F == signal, "ended by the signal")
    expectRestored(probe)
  }

  @Test("Ctrl-C ends an app that stopped taking input: SIGINT after the grace (issue 27.5)")
  func controlCEndsAStuckApp() throws {
    let probe = try startedProbe("stuck")
    try probe.type("x")
    try probe.waitForReport("stuck")
    try probe.type([0x03])
    // Nobody takes Ctrl-C: the input reader interrupts the process after
    // the session's grace (1 s), and the handler restores the terminal.
    let status = try probe.waitForExit(timeout: .seconds(20))
    #expect(status & 0x7F == SIGINT, "ended by SIGINT, got status \(status)")
    expectRestored(probe)
  }

  @Test(
    "a crash restores and still crashes with its signal",
    arguments: [
      ("trap", [SIGILL, SIGTRAP]), ("abort", [SIGABRT]), ("segfault", [SIGSEGV, SIGBUS]),
      ("overflow", [SIGSEGV, SIGBUS]),
    ])
  func crash(mode: String, signals: [Int32]) throws {
    let probe = try startedProbe(mode)
    try probe.type("x")
    let status = try probe.waitForExit()
    let signal = status & 0x7F
    if Self.isSanitized && (mode == "segfault" || mode == "overflow") {
      // A sanitizer's own SEGV handler reports the fault and exits with a status.
      #expect(signal != 0 || (status >> 8) & 0xFF != 0, "ended abnormally")
    } else {
      #expect(signals.contains(signal), "ended by the crash's signal, got \(signal)")
    }
    expectRestored(probe)
    if mode == "trap" {
      // The runtime's message went to standard error while the app had the
      // terminal: it shows once the terminal is back.
      let leftAt = try #require(probe.lastIndex(of: "\u{1B}[?1049l"))
      let message = try #require(probe.firstIndex(of: "probe trap"))
      #expect(message > leftAt)
    }
  }

  @Test(
    "with Swift's backtracer on, a crash or quit signal restores, reports, and ends the process",
    arguments: [SIGABRT, SIGILL, SIGQUIT])
  func crashSignalWithBacktracer(_ signal: Int32) throws {
    guard !Self.isSanitized else { return }
    let probe = try ProbeProcess(
      mode: "events", backtrace: "enable=yes,interactive=no,color=no")
    try probe.waitForReport("ready")
    kill(probe.pid, signal)
    let status = try probe.waitForExit(timeout: .seconds(60))
    #expect(status & 0x7F == signal, "ended by the signal, got status \(status)")
    expectRestored(probe)
    // The report comes after the terminal was restored.
    let restored = probe.lastIndex(of: "\u{1B}[?1049l") ?? Int.max
    #expect((probe.lastIndex(of: "Program crashed") ?? -1) > restored, "the report follows")
  }

  @Test("with Swift's backtracer on, a crash restores, reports, and ends with its signal")
  func abortWithBacktracer() throws {
    guard !Self.isSanitized else { return }
    let probe = try ProbeProcess(mode: "abort", backtrace: "enable=yes,interactive=no,color=no")
    try probe.waitForReport("ready")
    try probe.type("x")
    let status = try probe.waitForExit(timeout: .seconds(60))
    #expect(status & 0x7F == SIGABRT, "ended by SIGABRT, got status \(status)")
    expectRestored(probe)
  }

  /// Whether the tests (and so the probe) run under a sanitizer.
  static let isSanitized =
    dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil

  @Test("a resize reaches the app as an event")
  func resize() throws {
    let probe = try startedProbe("events")
    probe.resize(columns: 100, rows: 30)
    let expected = String(describing: InputEvent.resize(TerminalSize(columns: 100, rows: 30)))
    try probe.waitForReport(expected)
    try probe.type("q")
    try probe.waitForExit()
    expectRestored(probe)
  }

  @Test("keyboard, mouse and paste bytes reach the app as the right events")
  func input() throws {
    let probe = try startedProbe("events")
    let cases: [(bytes: String, event: InputEvent)] = [
      ("a", .key(KeyEvent(.character("a")))),
      ("\u{1B}[1;5A", .key(KeyEvent(.up, modifiers: .control))),
      ("\u{1B}[3~", .key(KeyEvent(.delete))),
      ("\u{1B}[Z", .key(KeyEvent(.tab, modifiers: .shift))),
      ("\u{1B}[97;3u", .key(KeyEvent(.character("a"), modifiers: .alt))),
      ("\u{1B}[<0;5;3M", .mouse(MouseEvent(.press(.left), column: 4, row: 2))),
      ("\u{1B}[<64;1;1M", .mouse(MouseEvent(.scroll(.up), column: 0, row: 0))),
      ("\u{1B}[200~hello\rworld\u{1B}[201~", .paste("hello\nworld")),
      ("\u{1B}[I", .focusGained),
      ("漢", .key(KeyEvent(.character("漢")))),
    ]
    for (bytes, event) in cases {
      try probe.type(bytes)
      try probe.waitForReport(String(describing: event))
    }
    try probe.type("q")
    try probe.waitForExit()
    expectRestored(probe)
  }

  @Test("Ctrl-C typed inside a paste whose end never comes reaches the app as the key (issue 27.6)")
  func controlCInsideAnUnterminatedPaste() throws {
    let probe = try startedProbe("events")
    try probe.type("\u{1B}[200~abc\u{03}")
    try probe.waitForReport(String(describing: InputEvent.paste("abc")))
    try probe.waitForReport(
      String(describing: InputEvent.key(KeyEvent(.character("c"), modifiers: .control))))
    // The paste ends when the terminal goes quiet; the end marker ends it too.
    try probe.type("\u{1B}[201~q")
    try probe.waitForExit()
    expectRestored(probe)
  }

  @Test("a lone Escape arrives after the escape timeout")
  func loneEscape() throws {
    let probe = try startedProbe("events")
    try probe.type("\u{1B}")
    try probe.waitForReport(String(describing: InputEvent.key(KeyEvent(.escape))))
    try probe.type("q")
    try probe.waitForExit()
  }
}
