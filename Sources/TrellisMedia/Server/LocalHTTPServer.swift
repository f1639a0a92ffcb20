public import Foundation
internal import Synchronization

#if canImport(Glibc)
  internal import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests and for the catalog's
/// offline demos: one thread per connection, one request per connection.
///
/// ```swift
/// let server = try LocalHTTPServer { request in
///   request.path == "/hello" ? .text("hi") : .text("not found", status: 404)
/// }
/// let url = server.url("/hello")  // http://127.0.0.1:<port>/hello
/// ```
///
/// It binds port 0 (the system picks a free one) and reads the port back.
/// It counts the requests it answered, by path, so tests can check how
/// often a client really asked.
public final class LocalHTTPServer: Sendable {
  /// Answers one request.
  public typealias Handler = @Sendable (HTTPServerRequest) -> HTTPServerResponse

  /// The port the server listens on.
  public let port: Int
  private let socket: Int32
  private let handler: Handler
  private let counts = Mutex<[String: Int]>([:])
  private let stopped = Mutex(false)

  /// Starts a server that answers with `handler`.
  ///
  /// - Throws: ``LocalHTTPServerError`` when no socket can be bound.
  public init(handler: @escaping Handler) throws(LocalHTTPServerError) {
    self.handler = handler
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw .socket(errno: errno) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 64) == 0 else {
      let code = errno
      close(fd)
      throw .bind(errno: code)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(fd, $0, &length)
      }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    socket = fd
    let thread = Thread { [self] in acceptLoop() }
    thread.name = "LocalHTTPServer"
    thread.start()
  }

  deinit { stop() }

  /// The URL of `path` on this server.
  public func url(_ path: String) -> URL {
    // 127.0.0.1 with a port and a path always makes a URL.
    URL(string: "http://127.0.0.1:\(port)\(path.hasPrefix("/") ? path : "/" + path)")!
  }

  /// How many requests for `path` the server received.
  public func requestCount(for path: String) -> Int {
    counts.withLock { $0[path, default: 0] }
  }

  /// How many requests the server received in all.
  public var totalRequestCount: Int {
    counts.withLock { $0.values.reduce(0, +) }
  }

  /// Stops accepting connections.
  public func stop() {
    let already = stopped.withLock { stopped in
      defer { stopped = true }
      return stopped
    }
    guard !already else { return }
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private func acceptLoop() {
    while !stopped.withLock({ $0 }) {
      let client = accept(socket, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      let thread = Thread { [self] in serve(client) }
      thread.start()
    }
  }

  private func serve(_ client: Int32) {
    defer { close(client) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let request = readRequest(client) else { return }
    counts.withLock { $0[request.path, default: 0] += 1 }
    let response = handler(request)
    if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    var bytes = Array(head.utf8)
    let body = request.method == "HEAD" ? [] : response.body
    bytes += body.prefix(response.truncatedTo ?? body.count)
    var sent = 0
    while sent < bytes.count {
      let written = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, 0) }
      if written <= 0 { return }
      sent += written
    }
  }

  private func readRequest(_ client: Int32) -> HTTPServerRequest? {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = [13, 10, 13, 10]
    while buffer.count < 65_536 {
      let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return nil }
      buffer += chunk[0..<count]
      guard let range = buffer.firstRange(of: end) else { continue }
      let text = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
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
    return nil
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 304: "Not Modified"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    default: "Status"
    }
  }
}

/// Why a ``LocalHTTPServer`` could not start.
public enum LocalHTTPServerError: Error, Hashable, Sendable {
  /// No socket could be created (the `errno`).
  case socket(errno: Int32)
  /// The socket could not bind 127.0.0.1 or listen (the `errno`).
  case bind(errno: Int32)
}
