import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal WebSocket client over a blocking socket, sending exactly the
/// headers a browser sends (one `Origin`), which HummingbirdWSClient does
/// not: it always adds an `Origin` of its own. A read waits for the server
/// as long as it takes, up to 120 s: far more than the slowest machine
/// needs for one message, so only a broken server fails the test (instead
/// of hanging it). Each call blocks a
/// thread of its own, never one of the concurrency pool the server needs;
/// calls are made one at a time (hence `@unchecked Sendable`).
final class RawWebSocketClient: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let socket: Int32
  private var buffer: [UInt8] = []

  /// What the server sent next: a text message or its close frame.
  enum Event: Equatable {
    case text(String)
    case closed(code: Int?)
  }

  /// Connects to `127.0.0.1:port` and upgrades `path` with `origin`;
  /// `receiveBuffer` bytes, when given, fixes the socket's receive buffer
  /// (a small one makes a client that stops reading hold the server up at
  /// once).
  static func connect(
    port: Int, path: String = "/socket", origin: String, receiveBuffer: Int32? = nil
  ) async throws -> RawWebSocketClient {
    try await offThePool {
      try RawWebSocketClient(port: port, path: path, origin: origin, receiveBuffer: receiveBuffer)
    }
  }

  /// The next text message or close frame, skipping pings.
  func next() async throws -> Event {
    try await offThePool { try self.nextNow() }
  }

  /// Sends a text message.
  func send(_ text: String) async throws {
    try await offThePool { try self.sendNow(text) }
  }

  /// Sends a text message split into `frames` frames (a text frame, then
  /// continuations), as a client may send a long message.
  func send(_ text: String, inFrames frames: Int) async throws {
    try await offThePool {
      let bytes = Array(text.utf8)
      let size = (bytes.count + frames - 1) / frames
      for start in stride(from: 0, to: bytes.count, by: size) {
        let end = min(bytes.count, start + size)
        try self.write(
          self.frame(
            opcode: start == 0 ? 0x1 : 0x0, payload: Array(bytes[start..<end]),
            final: end == bytes.count))
      }
    }
  }

  /// Sends only the header of a final text frame announcing
  /// `payloadLength` bytes (and its mask), none of the payload: what a
  /// server refusing the length must answer without reading on.
  func sendFrameHeader(payloadLength: Int) async throws {
    try await offThePool {
      try self.write(self.header(opcode: 0x1, final: true, length: payloadLength) + self.mask)
    }
  }

  /// Closes the connection and waits for the server's close frame.
  func close() async throws {
    try await offThePool { try self.closeNow() }
  }

  /// The next text message.
  func receive() async throws -> String {
    try await offThePool { try self.receiveNow() }
  }

  private static func offThePool<Result: Sendable>(
    _ work: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
    }
  }

  private func offThePool<Result: Sendable>(
    _ work: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await Self.offThePool(work)
  }

  private init(port: Int, path: String, origin: String, receiveBuffer: Int32?) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Failure(description: "socket") }
    if var receiveBuffer {
      setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, socklen_t(MemoryLayout<Int32>.size))
    }
    var timeout = timeval(tv_sec: 120, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connect") }
    let request =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\n"
      + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    try write(Array(request.utf8))
    let head = try readHead()
    // No close here: a class whose initialiser throws after every property
    // is set is deinitialised, and deinit closes the socket. Closing it
    // twice closed whatever socket another test had opened with the number.
    guard head.hasPrefix("HTTP/1.1 101") else {
      throw Failure(description: "upgrade refused: \(head.prefix(40))")
    }
  }

  deinit { Glibc.close(socket) }

  /// Sends a text message, masked as a client must.
  private func sendNow(_ text: String) throws {
    try write(frame(opcode: 0x1, payload: Array(text.utf8)))
  }

  /// Sends a close frame and waits for the server's.
  private func closeNow() throws {
    try write(frame(opcode: 0x8, payload: [0x03, 0xE8]))
    while let (opcode, _) = try? readFrame(), opcode != 0x8 {}
  }

  /// The next text message, skipping pings.
  private func receiveNow() throws -> String {
    while true {
      let (opcode, payload) = try readFrame()
      if opcode == 0x1 { return String(decoding: payload, as: UTF8.self) }
      if opcode == 0x8 { throw Failure(description: "closed") }
      try answerPing(opcode, payload)
    }
  }

  private func nextNow() throws -> Event {
    while true {
      let (opcode, payload) = try readFrame()
      if opcode == 0x1 { return .text(String(decoding: payload, as: UTF8.self)) }
      if opcode == 0x8 {
        return .closed(code: payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil)
      }
      try answerPing(opcode, payload)
    }
  }

  /// Answers a ping as a browser does, so the server's keep-alive does not
  /// close a test that runs long on a loaded machine.
  private func answerPing(_ opcode: UInt8, _ payload: [UInt8]) throws {
    if opcode == 0x9 { try write(frame(opcode: 0xA, payload: payload)) }
  }

  private let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]

  private func frame(opcode: UInt8, payload: [UInt8], final: Bool = true) -> [UInt8] {
    header(opcode: opcode, final: final, length: payload.count) + mask
      + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
  }

  /// A masked frame's first bytes, up to its mask: the opcode and the
  /// payload's length, in the shortest of the three encodings.
  private func header(opcode: UInt8, final: Bool, length: Int) -> [UInt8] {
    var bytes: [UInt8] = [(final ? 0x80 : 0) | opcode]
    if length < 126 {
      bytes.append(0x80 | UInt8(length))
    } else if length < 1 << 16 {
      bytes += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
      bytes.append(0x80 | 127)
      bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: length >> ($0 * 8)) }
    }
    return bytes
  }

  private func readFrame() throws -> (UInt8, [UInt8]) {
    let header = try read(2)
    var length = Int(header[1] & 0x7F)
    if length == 126 {
      let extended = try read(2)
      length = Int(extended[0]) << 8 | Int(extended[1])
    } else if length == 127 {
      length = try read(8).reduce(0) { $0 << 8 | Int($1) }
    }
    return (header[0] & 0x0F, try read(length))
  }

  private func readHead() throws -> String {
    while true {
      if let end = String(decoding: buffer, as: UTF8.self).range(of: "\r\n\r\n") {
        let head = String(String(decoding: buffer, as: UTF8.self)[..<end.lowerBound])
        buffer.removeFirst(head.utf8.count + 4)
        return head
      }
      try fill()
    }
  }

  private func read(_ count: Int) throws -> [UInt8] {
    while buffer.count < count { try fill() }
    defer { buffer.removeFirst(count) }
    return Array(buffer.prefix(count))
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let received = recv(socket, &chunk, chunk.count, 0)
    guard received > 0 else { throw Failure(description: "connection ended") }
    buffer += chunk.prefix(received)
  }

  private func write(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      let written = bytes[sent...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, 0)
      }
      guard written > 0 else { throw Failure(description: "send") }
      sent += written
    }
  }
}
