import Foundation
import Testing
import Trellis
import TrellisWeb

/// A real server on 127.0.0.1 and a WebSocket client speaking the wire
/// format, as the page does.
@Suite("Web sessions", .serialized)
struct SessionLifecycleTests {
  @Test("a tab's session: first journal, a click's patch, closed and freed")
  func sessionLifecycle() async throws {
    try await withTestServer { server, port in
      var events = server.sessionEvents.makeAsyncIterator()
      let client = try await RawWebSocketClient.connect(
        port: port, origin: "http://127.0.0.1:\(port)")
      let journal = try await client.receive()
      #expect(journal.contains(#""reset":true"#))
      #expect(journal.contains("Presses: 0"))
      guard case .opened(let opened) = await events.next() else {
        Issue.record("no session opened")
        return
      }
      #expect(await server.sessionCount == 1)
      let centre = try Self.centre(ofViewTitled: "Press", in: journal)
      try await client.send(#"{"v":1,"type":"click","x":\#(centre.x),"y":\#(centre.y)}"#)
      // The click focuses the button in one frame; the new count, rendered
      // off the main actor, comes in a later one.
      var patches: [String] = []
      while patches.count < 5, patches.last?.contains("Presses: 1") != true {
        patches.append(try await client.receive())
      }
      #expect(patches.allSatisfy { $0.contains(#""reset":false"#) })
      #expect(patches.last?.contains(#"["attrs",2,{"text":"Presses: 1"},[]]"#) == true)
      try await client.close()
      #expect(await events.next() == .closed(opened))
      #expect(await server.sessionCount == 0)
    }
  }

  @Test("a malformed message is answered with an error and the session goes on")
  func malformedMessageKeepsSession() async throws {
    try await withTestServer { _, port in
      let client = try await RawWebSocketClient.connect(
        port: port, origin: "http://127.0.0.1:\(port)")
      _ = try await client.receive()
      try await client.send(#"{"v":9,"type":"click"}"#)
      let error = try await client.receive()
      #expect(error.contains(#""type":"error""#))
      #expect(error.contains("unsupportedVersion"))
      try await client.send(#"{"v":1,"type":"resize","width":200,"height":100}"#)
      let patch = try await client.receive()
      #expect(patch.contains(#"["resize",200,100]"#))
      try await client.close()
    }
  }

  @Test("a socket opened from another origin, or another path, is refused")
  func foreignOriginRefused() async throws {
    try await withTestServer { server, port in
      await #expect(throws: RawWebSocketClient.Failure.self) {
        try await RawWebSocketClient.connect(port: port, origin: "http://evil.example")
      }
      await #expect(throws: RawWebSocketClient.Failure.self) {
        try await RawWebSocketClient.connect(port: port, origin: "http://127.0.0.1:\(port + 1)")
      }
      await #expect(throws: RawWebSocketClient.Failure.self) {
        try await RawWebSocketClient.connect(
          port: port, path: "/other", origin: "http://127.0.0.1:\(port)")
      }
      #expect(await server.sessionCount == 0)
    }
  }

  /// The centre of the view whose `title` attribute is `title`, from a
  /// journal that creates it in the root.
  static func centre(ofViewTitled title: String, in journal: String) throws -> Point {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(journal.utf8)) as? [String: Any])
    let ops = try #require(object["ops"] as? [[Any]])
    let created = ops.first { op in
      op.first as? String == "create" && (op[3] as? [String: Any])?["title"] as? String == title
    }
    let id = try #require(created?[1] as? Int)
    let frame = try #require(
      ops.first { $0.first as? String == "frame" && $0[1] as? Int == id })
    let numbers = frame.dropFirst(2).compactMap { ($0 as? NSNumber)?.doubleValue }
    return Point(x: numbers[0] + numbers[2] / 2, y: numbers[1] + numbers[3] / 2)
  }
}

struct Unexpected: Error {
  let message: String
}
