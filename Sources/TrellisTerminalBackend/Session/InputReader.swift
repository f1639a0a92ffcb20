internal import CTrellisTerminal
import Trellis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a terminal on a thread of its own, decodes the bytes and pushes events to
/// an ``InputQueue``; also turns SIGWINCH into ``InputEvent/resize(_:)``.
///
/// Ctrl-C jumps the queue. If the app has not taken it after the interrupt grace
/// (its main thread is stuck), the reader raises SIGINT: the session's handler
/// restores the terminal and the process ends, so Ctrl-C always quits.
///
/// The thread sleeps in `poll()` on the terminal and on a wake-up pipe; the
/// SIGWINCH handler and ``stop()`` write to that pipe. The only timeouts are the
/// escape timeout, while the decoder holds a cut sequence, and the paste idle
/// timeout, while a paste's end marker is awaited — so an idle reader uses no CPU.
final class InputReader: Sendable {
  private let input: Int32
  private let sizeSource: Int32
  private let escapeTimeoutMilliseconds: Int32
  /// Where decoded events go, for the app to take.
  let queue: InputQueue
  /// How long Ctrl-C may wait untaken before the reader interrupts the
  /// process; `nil` never does.
  private let interruptGrace: Duration?
  /// Bytes read before the reader started (typed during a start-up query).
  private let earlyInput: [UInt8]
  private let control = Locked(Control())

  private struct Control {
    var wakeRead: Int32 = -1
    var wakeWrite: Int32 = -1
    var thread: pthread_t?
    var stopped = false
  }

  init(
    input: Int32, sizeSource: Int32, escapeTimeoutMilliseconds: Int32, queue: InputQueue,
    interruptGrace: Duration?, earlyInput: [UInt8] = []
  ) {
    self.earlyInput = earlyInput
    self.input = input
    self.sizeSource = sizeSource
    self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
    self.queue = queue
    self.interruptGrace = interruptGrace
  }

  /// Creates the wake-up pipe, installs the SIGWINCH handler and starts the thread.
  func start() throws(TerminalError) {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw .systemCall("pipe", errno: errno) }
    for fd in fds {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    control.withLock { control in
      control.wakeRead = fds[0]
      control.wakeWrite = fds[1]
    }
    _ = trellis_winch_install(fds[1])

    let box = Unmanaged.passRetained(self).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { context in
        let reader = Unmanaged<InputReader>.fromOpaque(context!).takeRetainedValue()
        reader.run()
        return nil
      }, box)
    guard result == 0 else {
      Unmanaged<InputReader>.fromOpaque(box).release()
      trellis_winch_uninstall()
      close(fds[0])
      close(fds[1])
      throw .systemCall("pthread_create", errno: result)
    }
    control.withLock { $0.thread = thread }
  }

  /// Stops the thread (waiting for it), removes the SIGWINCH handler and finishes
  /// the stream. Safe to call more than once and from any thread but the reader's.
  func stop() {
    let (thread, wakeRead, wakeWrite) = control.withLock {
      control -> (pthread_t?, Int32, Int32) in
      guard !control.stopped else { return (nil, -1, -1) }
      control.stopped = true
      defer { control.thread = nil }
      return (control.thread, control.wakeRead, control.wakeWrite)
    }
    guard wakeWrite >= 0 else { return }
    var byte = UInt8(ascii: "q")
    _ = write(wakeWrite, &byte, 1)
    if let thread {
      if pthread_equal(thread, pthread_self()) == 0 {
        pthread_join(thread, nil)
      } else {
        // Stopping from the reader itself (its stream ended): nobody will join it.
        pthread_detach(thread)
      }
    }
    trellis_winch_uninstall()
    close(wakeRead)
    close(wakeWrite)
    queue.finish()
  }

  /// The thread's loop.
  private func run() {
    let wakeRead = control.withLock { $0.wakeRead }
    var decoder = InputDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var events: [InputEvent] = []
    let clock = ContinuousClock()
    let escapeTimeout = Duration.milliseconds(escapeTimeoutMilliseconds)
    var lastInput = clock.now
    var interruptDeadline: ContinuousClock.Instant?
    func deliver(_ events: [InputEvent]) {
      for event in events {
        queue.push(event)
        if case .key(let key) = event, key.isInterrupt, interruptDeadline == nil,
          let interruptGrace
        {
          interruptDeadline = clock.now + interruptGrace
        }
      }
    }
    if !earlyInput.isEmpty {
      decoder.decode(earlyInput[...], into: &events)
      deliver(events)
    }
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let flushAt = decoder.flushDelay(escapeTimeout: escapeTimeout).map { lastInput + $0 }
      descriptors[0].revents = 0
      descriptors[1].revents = 0
      let ready = poll(
        &descriptors, 2, pollTimeout(until: [flushAt, interruptDeadline], clock: clock))
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if let deadline = interruptDeadline, clock.now >= deadline {
        interruptDeadline = nil
        // The app has not taken Ctrl-C in time: its main thread is stuck.
        // Interrupt as a cooked terminal would; the session's handler
        // restores the terminal and the process ends.
        if queue.holdsInterrupt { kill(getpid(), SIGINT) }
      }
      if ready == 0 {
        if let flushAt, clock.now >= flushAt {
          deliver(decoder.flushPending(idleFor: clock.now - lastInput))
        }
        continue
      }
      if descriptors[1].revents != 0 {
        var wake = [UInt8](repeating: 0, count: 64)
        let count = read(wakeRead, &wake, wake.count)
        if count > 0 && wake[0..<count].contains(UInt8(ascii: "q")) { return }
        if count > 0 && wake[0..<count].contains(UInt8(ascii: "w")),
          let size = try? terminalSize(of: sizeSource)
        {
          queue.push(.resize(size))
        }
      }
      if descriptors[0].revents & Int16(POLLIN) != 0 {
        let count = read(input, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        if count <= 0 { break }
        lastInput = clock.now
        events.removeAll(keepingCapacity: true)
        decoder.decode(buffer[0..<count], into: &events)
        deliver(events)
      } else if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        break
      }
    }
    // End of input: deliver what is held and end the queue.
    deliver(decoder.flushPending(idleFor: InputDecoder.pasteIdleTimeout))
    queue.finish()
  }

  /// The `poll` timeout in milliseconds until the earliest of `deadlines`
  /// (at least 1, so a due deadline is acted on), or -1 (none) when there
  /// is none — an idle reader sleeps.
  private func pollTimeout(
    until deadlines: [ContinuousClock.Instant?], clock: ContinuousClock
  ) -> Int32 {
    guard let deadline = deadlines.compactMap({ $0 }).min() else { return -1 }
    let remaining = deadline - clock.now
    let milliseconds =
      remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(1, milliseconds + 1))
  }
}
