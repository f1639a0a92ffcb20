import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A question put to the terminal at start-up, before mouse and keyboard
/// modes are turned on: what it writes (the kitty graphics query and a
/// device-attributes request, say), when its answers are complete, and
/// how long to wait for them.
public struct TerminalQuery: Sendable {
  /// The bytes written to the terminal.
  public var bytes: [UInt8]
  /// The longest wait for the answers.
  public var timeout: Duration
  /// Whether the answers so far are all that will come (a primary device
  /// attributes answer, which every terminal sends, usually ends them).
  public var isAnswered: @Sendable ([UInt8]) -> Bool

  /// Creates a query.
  public init(
    bytes: [UInt8], timeout: Duration = .milliseconds(200),
    isAnswered: @escaping @Sendable ([UInt8]) -> Bool
  ) {
    self.bytes = bytes
    self.timeout = timeout
    self.isAnswered = isAnswered
  }

  /// What came back: the terminal's answers, and what the user typed
  /// meanwhile (handed on to the session's input, not lost).
  public struct Reply: Hashable, Sendable {
    /// The answer sequences, in order (APC, DCS, OSC strings and device
    /// attribute reports).
    public var answers: [UInt8]
    /// Everything else that arrived: the user's input.
    public var input: [UInt8]
    /// Whether the wait ended without complete answers.
    public var timedOut: Bool

    /// Creates a reply (a terminal's answers, emulated in a test).
    public init(answers: [UInt8], input: [UInt8], timedOut: Bool) {
      self.answers = answers
      self.input = input
      self.timedOut = timedOut
    }
  }

  /// Writes the query to `output` and reads `input` until the answers are
  /// complete or the timeout passes. The terminal must already be in raw
  /// mode (or `input` not a terminal at all: a pipe in tests).
  public func ask(input: Int32, output: Int32) -> Reply {
    var received: [UInt8] = []
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var buffer = [UInt8](repeating: 0, count: 1024)
    while true {
      let split = Self.split(received)
      if isAnswered(split.answers) {
        return Reply(answers: split.answers, input: split.input, timedOut: false)
      }
      let left = clock.now.duration(to: deadline)
      guard left > .zero else { break }
      let milliseconds = Int32(
        clamping: left.components.seconds * 1000 + left.components.attoseconds
          / 1_000_000_000_000_000
          + 1)
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    let split = Self.split(received)
    return Reply(answers: split.answers, input: split.input, timedOut: true)
  }

  /// Separates a terminal's answers from the user's input: APC
  /// (`ESC _ … ESC \`), DCS (`ESC P … ESC \`) and OSC (`ESC ] … BEL or
  /// ESC \`) strings, device-attribute reports (`ESC [ ? … c`, `ESC [ >
  /// … c`), window reports (`ESC [ 6 ; h ; w t`) and cursor position
  /// reports off the first row (`ESC [ 2 ; c R`) are answers; the rest is
  /// input. A string cut off at the end
  /// counts as an answer (its rest would arrive as garbage keys otherwise).
  public static func split(_ bytes: [UInt8]) -> (answers: [UInt8], input: [UInt8]) {
    var answers: [UInt8] = []
    var input: [UInt8] = []
    var index = 0
    let escape: UInt8 = 0x1B
    while index < bytes.count {
      guard bytes[index] == escape, index + 1 < bytes.count else {
        input.append(bytes[index])
        index += 1
        continue
      }
      let kind = bytes[index + 1]
      if kind == UInt8(ascii: "_") || kind == UInt8(ascii: "P") || kind == UInt8(ascii: "]") {
        var end = index + 2
        var stop = bytes.count
        while end < bytes.count {
          if bytes[end] == 0x07 && kind == UInt8(ascii: "]") {
            stop = end + 1
            break
          }
          if bytes[end] == escape, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
            stop = end + 2
            break
          }
          end += 1
        }
        answers += bytes[index..<stop]
        index = stop
        continue
      }
      if kind == UInt8(ascii: "["), index + 2 < bytes.count,
        bytes[index + 2] == UInt8(ascii: "?") || bytes[index + 2] == UInt8(ascii: ">")
      {
        var end = index + 3
        while end < bytes.count,
          bytes[end] == UInt8(ascii: ";") || (bytes[end] >= 0x30 && bytes[end] <= 0x39)
        {
          end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "c") {
          answers += bytes[index...end]
          index = end + 1
          continue
        }
      }
      if kind == UInt8(ascii: "["), let end = reportEnd(in: bytes, from: index + 2) {
        answers += bytes[index...end]
        index = end + 1
        continue
      }
      input.append(bytes[index])
      index += 1
    }
    return (answers, input)
  }

  /// The index of the final byte of a report that starts at `start` (just
  /// after `ESC [`): a window report `n ; n ; n t`, or a cursor position
  /// report `row ; column R` on a row other than the first (on the first
  /// it reads the same as F3 with modifiers, a key). `nil` for anything else.
  private static func reportEnd(in bytes: [UInt8], from start: Int) -> Int? {
    var end = start
    var parameters = 1
    while end < bytes.count,
      bytes[end] == UInt8(ascii: ";") || (bytes[end] >= 0x30 && bytes[end] <= 0x39)
    {
      if bytes[end] == UInt8(ascii: ";") { parameters += 1 }
      end += 1
    }
    guard end < bytes.count, end > start else { return nil }
    switch bytes[end] {
    case UInt8(ascii: "t") where parameters == 3:
      return end
    case UInt8(ascii: "R") where parameters == 2:
      let row = bytes[start..<end].prefix { $0 != UInt8(ascii: ";") }
      return Array(row) == [UInt8(ascii: "1")] ? nil : end
    default:
      return nil
    }
  }
}
