import Foundation
import Testing
import Trellis
import TrellisWeb

/// Behind a reverse proxy the page's origin is the proxy's: the server
/// accepts it when configured to, and still refuses every other.
@Suite("Allowed origins", .serialized)
struct AllowedOriginTests {
  @Test("a proxy's configured origin opens a session; other origins stay refused")
  func proxyOriginAllowed() async throws {
    try await withTestServer(allowedOrigins: ["https://Trellis.Example/"]) { server, port in
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
