// A tiny full-screen app that the pty tests drive: it starts a TerminalSession,
// draws one frame, reports decoded events on a side channel, and ends in the way
// its first argument asks. Not part of the public product.
//
//   TerminalProbe events   report events until "q", then end normally
//   TerminalProbe throw    throw an error at the first key
//   TerminalProbe trap     fatalError() at the first key
//   TerminalProbe exit     call exit(0) at the first key, without restoring first
//   TerminalProbe abort    call abort() at the first key (SIGABRT)
//   TerminalProbe segfault write through an invalid pointer at the first key (SIGSEGV)
//   TerminalProbe overflow recurse without end on the main thread at the first key
//   TerminalProbe stuck    stop taking input at the first key (a hung app)
//   TerminalProbe stderr   write a line to standard error at each key, end at "q"
//
// Reports go to the descriptor named by TRELLIS_PROBE_FD, one line each:
// "ready", then `String(describing:)` of each InputEvent.

import CTrellisTerminal
import Trellis
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct ProbeError: Error {}

/// Recurses until the stack runs out; the buffer keeps each frame large and
/// the optimiser from turning the recursion into a loop.
@inline(never)
func recurse(_ depth: Int) -> Int {
  var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
  let next = withUnsafeMutableBytes(of: &frame) { bytes in
    recurse(depth + Int(bytes[0] & 1) + 1)
  }
  return next + frame.7
}

// Under the tests, become a session leader with the pty as controlling terminal so
// that window size changes arrive as SIGWINCH.
if getenv("TRELLIS_PROBE_SETSID") != nil {
  _ = setsid()
  _ = trellis_set_controlling_terminal(0)
}

let mode = CommandLine.arguments.dropFirst().first ?? "events"
let reportDescriptor = getenv("TRELLIS_PROBE_FD").flatMap { Int32(String(cString: $0)) } ?? 2

func report(_ line: String) {
  var bytes = Array(line.utf8)
  bytes.append(0x0A)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes {
      write(reportDescriptor, $0.baseAddress, $0.count)
    }
    if written <= 0 { return }
    offset += written
  }
}

// As TerminalApp does: the main thread gets a signal stack.
await MainActor.run { TerminalSession.installSignalStack() }

do {
  try await TerminalSession.run { session in
    let size = try session.size()
    var display = TerminalDisplay(
      backend: TTYOutput(fileDescriptor: session.outputDescriptor), width: size.columns,
      height: size.rows, capabilities: TerminalCapabilities(colorDepth: .ansi256))
    try display.draw { buffer in
      buffer.write("probe", x: 0, y: 0, style: CellStyle(attributes: .bold))
    }
    let events = session.events()
    report("ready")
    for await event in events {
      report(String(describing: event))
      guard case .key(let key) = event else { continue }
      switch mode {
      case "throw":
        throw ProbeError()
      case "trap":
        fatalError("probe trap")
      case "exit":
        exit(0)
      case "abort":
        abort()
      case "segfault":
        UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
      case "stuck":
        report("stuck")
        // Never takes another event, as an app whose main thread hangs.
        while true { sleep(1000) }
      case "overflow":
        // On the main thread, whose signal stack the session set up.
        let depth = await MainActor.run { recurse(1) }
        report("depth \(depth)")
      case "stderr":
        // What a log handler or a library does while the app runs.
        let line = Array("probe stderr line\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if key.key == .character("q") { return }
      default:
        if key.key == .character("q") { return }
      }
    }
  }
} catch {
  report("error")
  exit(3)
}
