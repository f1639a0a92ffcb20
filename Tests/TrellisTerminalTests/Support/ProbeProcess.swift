import CTrellisTerminal
import Testing
import Trellis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the TerminalProbe executable on a fresh pseudo-terminal and talks to it.
///
/// The probe gets the pty's slave side as its controlling terminal (a new session,
/// so resizes deliver SIGWINCH) and stdin/stdout/stderr; its reports come back on a
/// pipe. Every wait is on file descriptors or the exit status, bounded by a deadline.
final class ProbeProcess {
  enum Failure: Error, CustomStringConvertible {
    case system(String, Int32)
    case timedOut(String)
    case probeNotFound(String)

    var description: String {
      switch self {
      case .system(let call, let error): "\(call) failed: errno \(error)"
      case .timedOut(let what): "timed out waiting for \(what)"
      case .probeNotFound(let path): "TerminalProbe not found at \(path)"
      }
    }
  }

  let master: Int32
  /// The test's own descriptor on the slave side, to read its termios.
  let slave: Int32
  let reports: Int32
  let pid: pid_t
  /// The slave's termios before the probe started.
  let originalAttributes: termios

  /// Everything the probe wrote to the terminal.
  private(set) var output: [UInt8] = []
  /// Report lines received so far.
  private(set) var reportLines: [String] = []
  private var partialReport: [UInt8] = []
  private var reportsClosed = false
  private(set) var exitStatus: Int32?

  /// The path of the executable `name`: next to the test bundle, in the
  /// same build folder.
  static func executablePath(_ name: String = "TerminalProbe") throws -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { throw Failure.system("readlink", errno) }
    let executable = String(
      decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var directory = executable
    // The test runner lives in the build folder, possibly inside an .xctest bundle.
    while let slash = directory.lastIndex(of: "/") {
      directory = String(directory[..<slash])
      let candidate = directory + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
      if directory.isEmpty { break }
    }
    throw Failure.probeNotFound(executable)
  }

  /// Starts the TerminalProbe in `mode`, with Swift's backtracer off
  /// unless `backtrace` says how to run it (`SWIFT_BACKTRACE`'s value).
  convenience init(
    mode: String, columns: UInt16 = 80, rows: UInt16 = 24, backtrace: String? = nil
  ) throws {
    try self.init(
      executable: Self.executablePath(), arguments: [mode], columns: columns, rows: rows,
      environment: ["TRELLIS_PROBE_FD=3", "TRELLIS_PROBE_SETSID=1"]
        + (backtrace.map { ["SWIFT_BACKTRACE=\($0)"] } ?? []))
  }

  /// Starts `executable` on a new pty of `columns` × `rows`. With
  /// `ownSession`, it runs under `setsid --ctty` so the pty becomes its
  /// controlling terminal (and resizes signal it) without its cooperation.
  /// Descriptor 3 is a pipe whose end shows the process has exited.
  init(
    executable: String, arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24,
    environment extraEnvironment: [String], ownSession: Bool = false
  ) throws {
    var masterFD: Int32 = -1
    var slaveFD: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&masterFD, &slaveFD, nil, nil, &size) == 0 else {
      throw Failure.system("openpty", errno)
    }
    master = masterFD
    slave = slaveFD
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    var attributes = termios()
    tcgetattr(slave, &attributes)
    originalAttributes = attributes
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

    var pipeFDs: [Int32] = [-1, -1]
    guard pipe(&pipeFDs) == 0 else { throw Failure.system("pipe", errno) }
    reports = pipeFDs[0]
    _ = fcntl(reports, F_SETFL, fcntl(reports, F_GETFL) | O_NONBLOCK)
    _ = fcntl(reports, F_SETFD, FD_CLOEXEC)

    let probe = ownSession ? "/usr/bin/setsid" : executable
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The probe calls setsid() and makes its stdin (the slave) its controlling
    // terminal, so that resizing the pty signals it with SIGWINCH.
    posix_spawn_file_actions_adddup2(&actions, slave, 0)
    posix_spawn_file_actions_adddup2(&actions, slave, 1)
    posix_spawn_file_actions_adddup2(&actions, slave, 2)
    posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 3)

    let arguments =
      ownSession ? [probe, "--ctty", executable] + arguments : [probe] + arguments
    // The backtracer is off unless the caller turns it on.
    let backtracer =
      extraEnvironment.contains { $0.hasPrefix("SWIFT_BACKTRACE=") }
      ? [] : ["SWIFT_BACKTRACE=enable=no"]
    let environment =
      ["TERM=xterm-256color", "PATH=/usr/bin:/bin"] + backtracer + extraEnvironment
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var child = pid_t()
    let result = posix_spawn(&child, probe, &actions, nil, &argv, &envp)
    close(pipeFDs[1])
    guard result == 0 else { throw Failure.system("posix_spawn", result) }
    pid = child
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
    close(slave)
    close(reports)
  }

  // MARK: Driving

  /// Sends bytes as if typed on the terminal.
  func type(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw Failure.system("write master", errno)
      }
      offset += written
    }
  }

  /// Sends bytes as if typed as fast as the terminal takes them, reading the
  /// output meanwhile, so a process that draws while it reads is never
  /// blocked on a full terminal (which would hide how it handles input).
  func flood(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
      guard poll(&descriptor, 1, 1000) >= 0 || errno == EINTR else {
        throw Failure.system("poll", errno)
      }
      drainOutput()
      guard descriptor.revents & Int16(POLLOUT) != 0 else { continue }
      let written = bytes[offset...].withUnsafeBytes {
        write(master, $0.baseAddress, min($0.count, 1024))
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw Failure.system("write master", errno)
      }
      offset += written
    }
  }

  /// Sends a string as if typed.
  func type(_ text: String) throws {
    try type(Array(text.utf8))
  }

  /// Resizes the terminal window (the kernel signals the probe with SIGWINCH).
  func resize(columns: UInt16, rows: UInt16) {
    _ = trellis_set_window_size(master, columns, rows)
  }

  /// The slave's current termios.
  func currentAttributes() -> termios {
    var attributes = termios()
    tcgetattr(slave, &attributes)
    return attributes
  }

  /// Whether the current termios equals the original, byte for byte.
  func attributesAreRestored() -> Bool {
    var current = currentAttributes()
    var original = originalAttributes
    return memcmp(&current, &original, MemoryLayout<termios>.size) == 0
  }

  /// Waits until a report line satisfying `predicate` has arrived.
  @discardableResult
  func waitForReport(
    timeout: Duration = .seconds(20), _ description: String,
    where predicate: (String) -> Bool
  ) throws -> String {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var checked = 0
    while true {
      while checked < reportLines.count {
        if predicate(reportLines[checked]) { return reportLines[checked] }
        checked += 1
      }
      if reportsClosed { throw Failure.timedOut("\(description) (the probe ended)") }
      guard try pump(until: deadline) else { throw Failure.timedOut(description) }
    }
  }

  /// Waits until the terminal output satisfies `predicate` (checked after
  /// each read).
  func waitForOutput(
    timeout: Duration = .seconds(20), _ description: String,
    where predicate: ([UInt8]) -> Bool
  ) throws {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !predicate(output) {
      if reportsClosed { throw Failure.timedOut("\(description) (the process ended)") }
      guard try pump(until: deadline) else { throw Failure.timedOut(description) }
    }
  }

  /// Waits for the report line `line`.
  func waitForReport(_ line: String, timeout: Duration = .seconds(20)) throws {
    try waitForReport(timeout: timeout, line) { $0 == line }
  }

  /// Waits for the probe to end and returns its wait status. The probe's end is
  /// seen as the end of its report pipe (closed by the kernel at exit).
  @discardableResult
  func waitForExit(timeout: Duration = .seconds(30)) throws -> Int32 {
    if let exitStatus { return exitStatus }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !reportsClosed {
      guard try pump(until: deadline) else { throw Failure.timedOut("probe exit") }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw Failure.system("waitpid", errno) }
    }
    exitStatus = status
    drainOutput()
    return status
  }

  /// Reads whatever is available, waiting up to `deadline` for something to
  /// happen. Returns false if the deadline passed with nothing new.
  private func pump(until deadline: ContinuousClock.Instant) throws -> Bool {
    let remaining = deadline - ContinuousClock.now
    guard remaining > .zero else { return false }
    let milliseconds = Int32(
      min(
        1000,
        remaining.components.seconds * 1000 + remaining.components.attoseconds
          / 1_000_000_000_000_000 + 1))
    var descriptors = [
      pollfd(fd: master, events: Int16(POLLIN), revents: 0),
      pollfd(fd: reportsClosed ? -1 : reports, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&descriptors, 2, milliseconds)
    if ready < 0 {
      if errno == EINTR { return true }
      throw Failure.system("poll", errno)
    }
    if ready == 0 { return ContinuousClock.now < deadline }
    drainOutput()
    if descriptors[1].revents != 0 { readReports() }
    return true
  }

  private func drainOutput() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(master, &buffer, buffer.count)
      if count <= 0 { return }
      output.append(contentsOf: buffer[0..<count])
    }
  }

  private func readReports() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(reports, &buffer, buffer.count)
      if count == 0 {
        reportsClosed = true
        return
      }
      if count < 0 { return }
      for byte in buffer[0..<count] {
        if byte == 0x0A {
          reportLines.append(String(decoding: partialReport, as: UTF8.self))
          partialReport.removeAll()
        } else {
          partialReport.append(byte)
        }
      }
    }
  }

  /// Whether the terminal output contains `sequence`.
  func outputContains(_ sequence: String) -> Bool {
    let needle = Array(sequence.utf8)
    guard needle.count <= output.count else { return false }
    for start in 0...(output.count - needle.count)
    where output[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// Where `sequence` first occurs in the output, if it does.
  func firstIndex(of sequence: String) -> Int? {
    let needle = Array(sequence.utf8)
    guard needle.count <= output.count else { return nil }
    for start in 0...(output.count - needle.count)
    where output[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }

  /// How many times `sequence` occurs in the output.
  func occurrences(of sequence: String) -> Int {
    let needle = Array(sequence.utf8)
    guard !needle.isEmpty, needle.count <= output.count else { return 0 }
    return (0...(output.count - needle.count)).count {
      output[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  /// The position after the last occurrence of `sequence` in the output, if any.
  func lastIndex(of sequence: String) -> Int? {
    let needle = Array(sequence.utf8)
    guard needle.count <= output.count else { return nil }
    for start in stride(from: output.count - needle.count, through: 0, by: -1)
    where output[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}
