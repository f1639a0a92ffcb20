import Foundation
import Logging
import Testing
import Trellis
import TrellisWeb

/// A real server on 127.0.0.1, on a free port, for as long as `body` runs:
/// `start` renders each session's screen (a ``CounterScreen`` unless told);
/// `clock` times the sessions' limits; pages from `allowedOrigins` may
/// open sessions too; `pings` keeps the server's keep-alive (a test of a
/// page that does not read turns it off: on a loaded machine the test may
/// outlast two ping intervals).
func withTestServer(
  limits: WebSessionLimits = WebSessionLimits(), clock: some Clock<Duration> = ContinuousClock(),
  allowedOrigins: Set<String> = [], pings: Bool = true,
  start: @escaping WebServer.SessionStarter = { $0.root.renderSynchronously(CounterScreen()) },
  _ body: @Sendable (WebServer, Int) async throws -> Void
) async throws {
  let server = try WebServer(
    configuration: WebServerConfiguration(
      limits: limits, allowedOrigins: allowedOrigins, pingInterval: pings ? .seconds(30) : nil),
    fonts: TestFonts.chain, logger: quietLogger, clock: clock, start: start)
  try await runTestServer(server, body)
}

/// A logger that writes nothing: the tests' servers are quiet.
let quietLogger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

/// Runs `server` on a free port of 127.0.0.1 for as long as `body` runs.
func runTestServer(
  _ server: WebServer, _ body: @Sendable (WebServer, Int) async throws -> Void
) async throws {
  let (ports, portSink) = AsyncStream<Int>.makeStream()
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await server.run { port in portSink.yield(port) } }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())
    #expect(port > 0)
    try await body(server, port)
    group.cancelAll()
  }
}

extension RawWebSocketClient {
  /// A client of the server's own page at `port`.
  static func page(port: Int, receiveBuffer: Int32? = nil) async throws -> RawWebSocketClient {
    try await connect(port: port, origin: "http://127.0.0.1:\(port)", receiveBuffer: receiveBuffer)
  }

  /// The server's messages up to and including its close frame (at most
  /// `limit` of them), journals left out.
  func eventsUntilClosed(limit: Int = 100) async throws -> [Event] {
    var events: [Event] = []
    while events.count < limit {
      let event = try await next()
      if case .text(let text) = event, text.contains(#""type":"journal""#) { continue }
      events.append(event)
      if case .closed = event { break }
    }
    return events
  }
}

/// The `"code"` of an `error` message; nil for any other event.
func errorCode(_ event: RawWebSocketClient.Event) -> String? {
  guard case .text(let text) = event,
    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
    object["type"] as? String == "error"
  else { return nil }
  return object["code"] as? String
}
