public import Foundation
internal import Trellis

#if canImport(Glibc)
  internal import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests and for the catalog's
/// offline demos: one request per connection.
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
/// often a client really asked, and how each ended
/// (``LocalHTTPServerRequestEnds``: answered, left by the client, cut off
/// at the deadline); ``requestCount(for:atLeast:timeout:)`` and
/// ``requestEnds(for:atLeast:timeout:)`` wait for them without polling.
///
/// No client can stop it serving the others (``LocalHTTPServerLimits``):
/// at most ``LocalHTTPServerLimits/maximumConnections`` connections are
/// served at once, each within
/// ``LocalHTTPServerLimits/requestDeadline``; a failed `accept` that can
/// pass (out of file descriptors, a connection aborted, a signal) is
/// retried after a back-off instead of ending the server; a client that
/// hangs up mid-answer never raises SIGPIPE; and the per-path counts keep
/// at most ``LocalHTTPServerLimits/maximumCountedPaths`` paths.
public final class LocalHTTPServer: Sendable {
  /// Answers one request.
  public typealias Handler = @Sendable (HTTPServerRequest) -> HTTPServerResponse
  /// Accepts one connection on the listening socket: the new socket, or
  /// `-errno` (a seam for tests to inject failures).
  typealias Acceptor = @Sendable (_ listening: Int32) -> Int32

  /// The port the server listens on.
  public let port: Int
  /// What the server spends at most.
  public let limits: LocalHTTPServerLimits
  private let socket: Int32
  private let handler: Handler
  private let acceptor: Acceptor
  private let counts: RequestCounts
  private let slots: DispatchSemaphore
  private let status = Locked(Status())

  private struct Status {
    var stopped = false
    var accepting = true
    var acceptFailures = 0
    var inService = 0
    var peakInService = 0
  }

  /// Starts a server that answers with `handler`, within `limits`.
  ///
  /// - Throws: ``LocalHTTPServerError`` when no socket can be bound.
  public convenience init(
    limits: LocalHTTPServerLimits = LocalHTTPServerLimits(), handler: @escaping Handler
  ) throws(LocalHTTPServerError) {
    try self.init(limits: limits, acceptor: Self.acceptNext, handler: handler)
  }

  init(limits: LocalHTTPServerLimits, acceptor: @escaping Acceptor, handler: @escaping Handler)
    throws(LocalHTTPServerError)
  {
    self.limits = limits
    self.handler = handler
    self.acceptor = acceptor
    counts = RequestCounts(maximumPaths: limits.maximumCountedPaths)
    slots = DispatchSemaphore(value: limits.maximumConnections)
    (socket, port) = try Self.listen()
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

  /// How many requests for `path` the server received (0 for paths past
  /// ``LocalHTTPServerLimits/maximumCountedPaths``).
  public func requestCount(for path: String) -> Int { counts.count(for: path) }

  /// How the requests for `path` that ended so far ended (nothing for
  /// paths past ``LocalHTTPServerLimits/maximumCountedPaths``).
  public func requestEnds(for path: String) -> LocalHTTPServerRequestEnds {
    counts.record(for: path).ends
  }

  /// Waits until the server has received at least `count` requests for
  /// `path`, and returns how many it has: a test knows a client's request
  /// arrived without polling.
  ///
  /// - Throws: ``LocalHTTPServerWaitTimeout`` when they have not arrived
  ///   within `timeout` (the test fails instead of hanging; a path past
  ///   ``LocalHTTPServerLimits/maximumCountedPaths`` is never counted);
  ///   `CancellationError` when the waiting task is cancelled.
  public func requestCount(
    for path: String, atLeast count: Int, timeout: Duration = .seconds(30)
  ) async throws -> Int {
    try await counts.wait(
      for: path, until: { $0.requests >= count }, awaited: "\(count) requests", timeout: timeout
    ).requests
  }

  /// Waits until at least `count` requests for `path` have ended, however
  /// they ended, and returns how they all ended so far.
  ///
  /// ```swift
  /// let fetch = Task { try await ImagePipeline().data(for: server.url("/hello")) }
  /// _ = try await server.requestCount(for: "/hello", atLeast: 1)
  /// fetch.cancel()
  /// let ends = try await server.requestEnds(for: "/hello", atLeast: 1)
  /// // ends.completed == 1, or ends.clientClosed == 1 if the fetch let go first
  /// ```
  ///
  /// - Throws: ``LocalHTTPServerWaitTimeout`` when they have not ended
  ///   within `timeout`; `CancellationError` when the waiting task is
  ///   cancelled.
  public func requestEnds(
    for path: String, atLeast count: Int, timeout: Duration = .seconds(30)
  ) async throws -> LocalHTTPServerRequestEnds {
    try await counts.wait(
      for: path, until: { $0.ends.total >= count }, awaited: "\(count) ended requests",
      timeout: timeout
    ).ends
  }

  /// How many requests the server received in all.
  public var totalRequestCount: Int { counts.total }

  /// How many distinct paths the per-path counts keep.
  public var countedPathCount: Int { counts.pathCount }

  /// Whether the server still takes connections: until ``stop()``, or an
  /// `accept` failure that cannot pass (the listening socket broke).
  public var isAccepting: Bool { status.withLock { $0.accepting } }

  /// How many times `accept` failed; the server retried after each
  /// failure that can pass.
  public var acceptFailureCount: Int { status.withLock { $0.acceptFailures } }

  /// How many connections are being served now.
  public var connectionsInService: Int { status.withLock { $0.inService } }

  /// The most connections ever served at once (never more than
  /// ``LocalHTTPServerLimits/maximumConnections``).
  public var peakConnectionsInService: Int { status.withLock { $0.peakInService } }

  /// Stops accepting connections.
  public func stop() {
    let already = status.withLock { status in
      defer {
        status.stopped = true
        status.accepting = false
      }
      return status.stopped
    }
    guard !already else { return }
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private var stopped: Bool { status.withLock { $0.stopped } }

  /// Takes connections while a place is free; a failure that can pass is
  /// retried, after a back-off growing from 10 ms to 1 s while it lasts
  /// (out of descriptors: waiting lets connections end and free some).
  private func acceptLoop() {
    var backOff = 0.0
    while true {
      slots.wait()
      guard !stopped else {
        // Every place given back: libdispatch traps when a semaphore
        // below its initial value is freed.
        slots.signal()
        return
      }
      let client = acceptor(socket)
      if client >= 0 {
        backOff = 0
        startServing(client)
        continue
      }
      slots.signal()
      let code = -client
      status.withLock { $0.acceptFailures += 1 }
      guard !stopped else { return }
      switch AcceptFailure(errno: code) {
      case .retryNow:
        continue
      case .retryLater:
        backOff = min(1, max(0.01, backOff * 2))
        Thread.sleep(forTimeInterval: backOff)
      case .fatal:
        status.withLock { $0.accepting = false }
        return
      }
    }
  }

  private func startServing(_ client: Int32) {
    status.withLock { status in
      status.inService += 1
      status.peakInService = max(status.peakInService, status.inService)
    }
    let thread = Thread { [self] in
      serve(client)
      close(client)
      status.withLock { $0.inService -= 1 }
      slots.signal()
    }
    thread.name = "LocalHTTPServer connection"
    thread.start()
  }

  private func serve(_ client: Int32) {
    var connection = ServerConnection(socket: client, seconds: limits.requestDeadline)
    guard let request = connection.readRequest() else { return }
    counts.add(request.path)
    let response = handler(request)
    if response.delay > 0 {
      guard connection.pause(response.delay) else {
        return counts.end(request.path, .clientClosed)
      }
      connection.extend(by: response.delay)
    }
    let writer = HTTPServerResponseWriter(response: response, method: request.method)
    let end: LocalHTTPServerRequestEnds.End =
      if writer.send(on: connection) {
        .completed
      } else {
        connection.deadlinePassed ? .timedOut : .clientClosed
      }
    counts.end(request.path, end)
  }

  /// Binds 127.0.0.1 at a port the system picks, and listens.
  private static func listen() throws(LocalHTTPServerError) -> (socket: Int32, port: Int) {
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
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
    guard bound == 0, Glibc.listen(fd, 128) == 0 else {
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
    return (fd, Int(UInt16(bigEndian: address.sin_port)))
  }

  private static let acceptNext: Acceptor = { listening in
    let client = accept(listening, nil, nil)
    guard client >= 0 else { return -errno }
    // Not inherited by processes the app starts (accept4 is not exported).
    _ = fcntl(client, F_SETFD, FD_CLOEXEC)
    return client
  }
}

/// Why a ``LocalHTTPServer`` could not start.
public enum LocalHTTPServerError: Error, Hashable, Sendable {
  /// No socket could be created (the `errno`).
  case socket(errno: Int32)
  /// The socket could not bind 127.0.0.1 or listen (the `errno`).
  case bind(errno: Int32)
}
