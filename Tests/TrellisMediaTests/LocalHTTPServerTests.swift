import Foundation
import Synchronization
import Testing

@testable import TrellisMedia

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 27.4: no client can stop the local server serving the others.
@Suite("LocalHTTPServer under hostile clients")
struct LocalHTTPServerTests {
  @Test("27.4: the server keeps accepting after EMFILE, ENFILE, ECONNABORTED and EINTR")
  func acceptErrorsAreRetried() throws {
    let failures = Mutex<[Int32]>([EMFILE, ENFILE, ECONNABORTED, EINTR, EMFILE])
    let server = try LocalHTTPServer(
      limits: LocalHTTPServerLimits(),
      acceptor: { listening in
        if let code = failures.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return -code }
        return accept(listening, nil, nil)
      },
      handler: { _ in .text("still here") })
    defer { server.stop() }
    #expect(RawSocket.get("/a", port: server.port) == "HTTP/1.1 200 OK")
    #expect(RawSocket.get("/b", port: server.port) == "HTTP/1.1 200 OK")
    #expect(server.acceptFailureCount == 5)
    #expect(server.isAccepting)
  }

  @Test("27.4: the failures accept retries, after a back-off or at once, and the fatal ones")
  func acceptFailureKinds() {
    #expect(AcceptFailure(errno: EMFILE) == .retryLater)
    #expect(AcceptFailure(errno: ENFILE) == .retryLater)
    #expect(AcceptFailure(errno: ENOBUFS) == .retryLater)
    #expect(AcceptFailure(errno: ECONNABORTED) == .retryNow)
    #expect(AcceptFailure(errno: EINTR) == .retryNow)
    #expect(AcceptFailure(errno: EBADF) == .fatal)
    #expect(AcceptFailure(errno: EINVAL) == .fatal)
  }

  @Test("27.4: slow clients take no more than the pool; each is cut off at the deadline")
  func slowClientsAreBounded() throws {
    let server = try LocalHTTPServer(
      limits: LocalHTTPServerLimits(maximumConnections: 4, requestDeadline: 0.3)
    ) { _ in .text("ok") }
    defer { server.stop() }
    // Twelve clients that start a request and never finish it.
    let stuck = try (0..<12).map { _ in try RawSocket(port: server.port) }
    for client in stuck { client.send("GET /stuck HTTP/1.1\r\nHost: x\r\n") }
    // A real client waits its turn, then is served.
    #expect(RawSocket.get("/real", port: server.port) == "HTTP/1.1 200 OK")
    for client in stuck {
      let (bytes, end) = client.readAll()
      #expect(end == .closed)
      #expect(bytes.isEmpty)
    }
    #expect(server.peakConnectionsInService == 4)
    #expect(server.requestCount(for: "/stuck") == 0)
  }

  @Test("27.4: a client that never finishes its request is cut off at the deadline")
  func requestDeadline() throws {
    let server = try LocalHTTPServer(limits: LocalHTTPServerLimits(requestDeadline: 0.2)) { _ in
      .text("ok")
    }
    defer { server.stop() }
    // One byte at a time would reset a per-read timeout; the deadline is overall.
    let client = try RawSocket(port: server.port)
    client.send("G")
    let (_, end) = client.readAll()
    #expect(end == .closed)
    #expect(RawSocket.get("/after", port: server.port) == "HTTP/1.1 200 OK")
  }

  @Test("27.4: a client resetting the connection mid-answer raises no SIGPIPE; serving goes on")
  func peerClosingMidSend() throws {
    // SIGPIPE's default action ends the process: if the server's send
    // raised it, this test run would die here.
    let previous = signal(SIGPIPE, SIG_DFL)
    defer { signal(SIGPIPE, previous) }
    let server = try LocalHTTPServer(limits: LocalHTTPServerLimits(requestDeadline: 5)) { request in
      request.path == "/endless" ? .endless(Array("data ".utf8)) : .text("ok")
    }
    defer { server.stop() }
    for _ in 0..<3 {
      let client = try RawSocket(port: server.port)
      client.send("GET /endless HTTP/1.1\r\nHost: x\r\n\r\n")
      let (bytes, _) = client.readAll(upTo: 100_000)
      #expect(bytes.count >= 100_000)
      client.resetOnClose()
    }
    #expect(RawSocket.get("/after", port: server.port) == "HTTP/1.1 200 OK")
    #expect(server.requestCount(for: "/endless") == 3)
  }

  @Test("27.4: writing to a connection whose peer has gone fails without raising SIGPIPE")
  func writeToClosedPeer() {
    let previous = signal(SIGPIPE, SIG_DFL)
    defer { signal(SIGPIPE, previous) }
    var ends: [Int32] = [0, 0]
    #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
    close(ends[1])
    defer { close(ends[0]) }
    // A Unix socket whose peer closed answers a send with EPIPE, which
    // raises SIGPIPE (ending this process) unless the send says not to.
    let connection = ServerConnection(socket: ends[0], seconds: 1)
    #expect(!connection.write(Array("HTTP/1.1 200 OK\r\n".utf8)))
  }

  @Test("27.4: per-path counts keep at most maximumCountedPaths paths; the total counts all")
  func countsAreBounded() throws {
    let server = try LocalHTTPServer(limits: LocalHTTPServerLimits(maximumCountedPaths: 3)) { _ in
      .text("ok")
    }
    defer { server.stop() }
    for index in 0..<10 { _ = RawSocket.get("/page/\(index)", port: server.port) }
    _ = RawSocket.get("/page/0", port: server.port)
    #expect(server.totalRequestCount == 11)
    #expect(server.countedPathCount == 3)
    #expect(server.requestCount(for: "/page/0") == 2)
    #expect(server.requestCount(for: "/page/9") == 0)
  }

  @Test(
    "requestEnds tells how each request ended: answered, left by the client, cut off at the deadline"
  )
  func requestEndsTellHowTheClientLeft() async throws {
    let server = try LocalHTTPServer(limits: LocalHTTPServerLimits(requestDeadline: 1)) { request in
      switch request.path {
      case "/slow": HTTPServerResponse(body: [1], delay: 60)
      case "/endless": .endless(Array("data ".utf8))
      default: .text("ok")
      }
    }
    defer { server.stop() }
    #expect(RawSocket.get("/done", port: server.port) == "HTTP/1.1 200 OK")
    // A client that gives up while the server waits to answer.
    let leaving = try RawSocket(port: server.port)
    leaving.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await server.requestCount(for: "/slow", atLeast: 1) == 1)
    leaving.shutDown()
    // A client that asks for an endless body and reads none of it: the
    // server's writes fill the socket's buffers, then wait for the deadline.
    let stalled = try RawSocket(port: server.port)
    stalled.send("GET /endless HTTP/1.1\r\nHost: x\r\n\r\n")
    let slow = try await server.requestEnds(for: "/slow", atLeast: 1)
    let endless = try await server.requestEnds(for: "/endless", atLeast: 1)
    let done = try await server.requestEnds(for: "/done", atLeast: 1)
    #expect(done == LocalHTTPServerRequestEnds(completed: 1))
    #expect(slow == LocalHTTPServerRequestEnds(clientClosed: 1))
    #expect(endless == LocalHTTPServerRequestEnds(timedOut: 1))
    #expect(server.requestEnds(for: "/never") == LocalHTTPServerRequestEnds())
    withExtendedLifetime(stalled) {}
  }

  @Test("a wait on the server's record that is not met in time throws instead of hanging")
  func waitsAreBounded() async throws {
    let server = try LocalHTTPServer { _ in .text("ok") }
    defer { server.stop() }
    await #expect(throws: LocalHTTPServerWaitTimeout.self) {
      try await server.requestCount(for: "/never", atLeast: 1, timeout: .milliseconds(50))
    }
    await #expect(throws: LocalHTTPServerWaitTimeout.self) {
      try await server.requestEnds(for: "/never", atLeast: 1, timeout: .milliseconds(50))
    }
    // A wait already met returns at once.
    #expect(RawSocket.get("/a", port: server.port) == "HTTP/1.1 200 OK")
    #expect(try await server.requestCount(for: "/a", atLeast: 1, timeout: .zero) == 1)
  }
}
