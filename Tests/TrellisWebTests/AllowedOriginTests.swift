import Foundation
import Logging
import Testing
import Trellis
import TrellisWeb

/// Behind a reverse proxy the page's origin is the proxy's: the server
/// accepts it when configured to, and still refuses every other.
@Suite("Allowed origins", .serialized)
struct AllowedOriginTests {
  private static let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

  /// Runs `body` with a server allowing `origins` on a free port.
  private func withServer(
    allowing origins: Set<String>, _ body: @Sendable (WebServer, Int) async throws -> Void
  ) async throws {
    let server = try WebServer(
      configuration: WebServerConfiguration(allowedOrigins: origins), fonts: TestFonts.chain,
      logger: Self.quiet
    ) { session in
      session.root.renderSynchronously(CounterScreen())
    }
    let (ports, portSink) = AsyncStream<Int>.makeStream()
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await server.run { port in portSink.yield(port) } }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      try await body(server, port)
      group.cancelAll()
    }
  }

  @Test("a proxy's configured origin opens a session; other origins stay refused")
  func proxyOriginAllowed() async throws {
    try await withServer(allowing: ["https://Trellis.Example/"]) { server, port in
      let client = try await RawWebSocketClient.connect(
        port: port, origin: "https://trellis.example")
      let journal = try await client.receive()
      #expect(journal.contains("Presses: 0"))
      await #expect(throws: RawWebSocketClient.Failure.self) {
        try await RawWebSocketClient.connect(port: port, origin: "http://trellis.example")
      }
      await #expect(throws: RawWebSocketClient.Failure.self) {
        try await RawWebSocketClient.connect(port: port, origin: "https://evil.example")
      }
      #expect(await server.sessionCount == 1)
      try await client.close()
    }
  }
}
