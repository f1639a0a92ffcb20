import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One accepted connection of a ``LocalHTTPServer``, with the deadline by
/// which its request must have arrived and its response been taken.
///
/// Every wait is a `poll` bounded by the time left, so a client that
/// sends or reads a byte at a time cannot hold the connection past the
/// deadline; sends never raise SIGPIPE (`MSG_NOSIGNAL`) when the peer has
/// gone.
struct ServerConnection {
  /// The largest request head read.
  static let maximumHeadLength = 65_536

  /// Linux's POLLRDHUP (the peer shut down its side), which Glibc's
  /// module map does not export without `_GNU_SOURCE`.
  private static let peerClosed: Int16 = 0x2000

  let socket: Int32
  private(set) var deadline: ContinuousClock.Instant

  init(socket: Int32, seconds: Double) {
    self.socket = socket
    deadline = .now + .seconds(seconds)
  }

  /// Moves the deadline `seconds` later (a response's deliberate delay).
  mutating func extend(by seconds: Double) { deadline += .seconds(seconds) }

  /// Whether the deadline has passed: a wait that failed then failed for
  /// time, not because the peer went.
  var deadlinePassed: Bool { ContinuousClock.now >= deadline }

  /// Waits for `events` until the deadline; false when it passed, or the
  /// peer hung up or failed.
  func wait(for events: Int16) -> Bool {
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return false }
      let milliseconds = Int32(min(left / .milliseconds(1), Double(Int32.max)).rounded(.up))
      var entry = pollfd(fd: socket, events: events, revents: 0)
      let ready = poll(&entry, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return false }
      return entry.revents & Int16(POLLERR | POLLNVAL) == 0 && entry.revents & events != 0
    }
  }

  /// The request's head, or nil when it is malformed, too long, or not
  /// complete by the deadline.
  func readRequest() -> HTTPServerRequest? {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = [13, 10, 13, 10]
    while buffer.count < Self.maximumHeadLength {
      guard wait(for: Int16(POLLIN)) else { return nil }
      let count = chunk.withUnsafeMutableBytes {
        recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
      }
      if count < 0, errno == EAGAIN || errno == EINTR { continue }
      if count <= 0 { return nil }
      buffer += chunk[0..<count]
      if let range = buffer.firstRange(of: end) {
        return Self.parseHead(buffer[..<range.lowerBound])
      }
    }
    return nil
  }

  /// Sends all of `bytes` by the deadline; false when the peer went or
  /// the time ran out.
  func write(_ bytes: some Collection<UInt8>) -> Bool {
    let bytes = Array(bytes)
    var sent = 0
    while sent < bytes.count {
      guard wait(for: Int16(POLLOUT)) else { return false }
      let written = bytes[sent...].withUnsafeBytes {
        send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
      }
      if written < 0, errno == EAGAIN || errno == EINTR { continue }
      if written <= 0 { return false }
      sent += written
    }
    return true
  }

  /// Waits `seconds` before answering; false when the peer hung up
  /// meanwhile (a cancelled client frees its place at once).
  func pause(_ seconds: Double) -> Bool {
    let until = ContinuousClock.now + .seconds(seconds)
    while true {
      let left = ContinuousClock.now.duration(to: until)
      guard left > .zero else { return true }
      // Only the peer's close wakes this (POLLRDHUP; errors and hang-ups
      // always do), not bytes it sends.
      var entry = pollfd(fd: socket, events: Self.peerClosed, revents: 0)
      let milliseconds = Int32(min(left / .milliseconds(1), 60_000).rounded(.up))
      let ready = poll(&entry, 1, max(1, milliseconds))
      if ready > 0 { return false }
    }
  }

  private static func parseHead(_ head: ArraySlice<UInt8>) -> HTTPServerRequest? {
    let text = String(decoding: head, as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return HTTPServerRequest(method: String(parts[0]), target: String(parts[1]), headers: headers)
  }
}
