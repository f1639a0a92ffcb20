import Foundation
import Testing
import Trellis
import TrellisWeb

/// The limits a page meets (`WebSessionLimits`), each against a real
/// server: refusals reach the page as typed `error` messages, and close
/// codes where the session cannot go on.
@Suite("Web session limits", .serialized)
struct SessionLimitsTests {
  @Test(
    "a page past its message rate is told rateLimited once, then closed with 1008 if it goes on")
  func messageRateLimit() async throws {
    // A refill of one message per thousand seconds: no token comes back
    // while the test runs, so the burst alone decides.
    let limits = WebSessionLimits(
      messagesPerSecond: 0.001, messageBurst: 5, maximumRefusedMessages: 3)
    try await withTestServer(limits: limits) { _, port in
      let client = try await RawWebSocketClient.page(port: port)
      _ = try await client.receive()
      for _ in 0..<8 { try await client.send(#"{"v":9,"type":"click"}"#) }
      let events = try await client.eventsUntilClosed()
      #expect(
        events.map { errorCode($0) ?? "\($0)" }
          == Array(repeating: "unsupportedVersion", count: 5) + [
            "rateLimited", "flooding", "\(RawWebSocketClient.Event.closed(code: 1008))",
          ])
    }
  }

  @Test(
    "a tab past maximumSessions is told tooManySessions and closed with 1013; a freed place is taken"
  )
  func sessionCountLimit() async throws {
    try await withTestServer(limits: WebSessionLimits(maximumSessions: 2)) { server, port in
      var sessionEvents = server.sessionEvents.makeAsyncIterator()
      let first = try await RawWebSocketClient.page(port: port)
      let second = try await RawWebSocketClient.page(port: port)
      _ = try await first.receive()
      _ = try await second.receive()
      let third = try await RawWebSocketClient.page(port: port)
      let refusal = try await third.eventsUntilClosed()
      #expect(
        refusal.map { errorCode($0) ?? "\($0)" } == [
          "tooManySessions", "closed(code: Optional(1013))",
        ])
      #expect(await server.sessionCount == 2)
      try await first.close()
      var closed = 0
      while closed == 0, let event = await sessionEvents.next() {
        if case .closed = event { closed += 1 }
      }
      let fourth = try await RawWebSocketClient.page(port: port)
      #expect(try await fourth.receive().contains(#""reset":true"#))
      #expect(await server.sessionCount == 2)
      try await second.close()
      try await fourth.close()
    }
  }

  @Test("a viewport past maximumViewportSize is refused with viewportTooLarge; the session goes on")
  func viewportLimit() async throws {
    let limits = WebSessionLimits(maximumViewportSize: Size(width: 4_000, height: 3_000))
    try await withTestServer(limits: limits) { _, port in
      let client = try await RawWebSocketClient.page(port: port)
      _ = try await client.receive()
      try await client.send(#"{"v":1,"type":"resize","width":4001,"height":100}"#)
      #expect(errorCode(try await client.next()) == "viewportTooLarge")
      try await client.send(#"{"v":1,"type":"resize","width":4000,"height":3000}"#)
      #expect(try await client.receive().contains(#"["resize",4000,3000]"#))
      try await client.close()
    }
  }

  @Test("typing past maximumFieldTextBytes is refused with fieldTextTooLong; the text stays")
  func fieldTextLimit() async throws {
    try await withTestServer(limits: WebSessionLimits(maximumFieldTextBytes: 8)) { session in
      session.root.renderSynchronously(NameField())
    } _: { _, port in
      let client = try await RawWebSocketClient.page(port: port)
      _ = try await client.receive()
      try await client.send(#"{"v":1,"type":"key","key":"Tab"}"#)
      for _ in 0..<9 { try await client.send(#"{"v":1,"type":"key","key":"é","text":"é"}"#) }
      var journals: [String] = []
      var refusal: RawWebSocketClient.Event?
      while refusal == nil, journals.count < 100 {
        let event = try await client.next()
        if case .text(let text) = event, text.contains(#""type":"journal""#) {
          journals.append(text)
        } else {
          refusal = event
        }
      }
      #expect(refusal.flatMap(errorCode) == "fieldTextTooLong")
      // Four two-byte characters fill the eight bytes; the fifth is refused.
      #expect(journals.contains { $0.contains(#""value":"éééé""#) })
      #expect(!journals.contains { $0.contains("ééééé") })
      try await client.close()
    }
  }

  @Test(
    "a page that stops reading costs at most maximumQueuedBytes; reading again, it gets the tree afresh"
  )
  func outgoingQueueBound() async throws {
    let limit = 64 << 10
    let sessions = SessionBox()
    // A clock that stays still: however long the flood takes on a loaded
    // machine, the page is not given up on as stalled.
    try await withTestServer(
      limits: WebSessionLimits(maximumQueuedBytes: limit), clock: ManualClock(), pings: false
    ) { session in
      sessions.session = session
      session.root.renderSynchronously(LargeText(round: 0))
    } _: { _, port in
      // A 4 KiB receive buffer: the kernel holds little for a client that
      // does not read, so the server's writes wait at once.
      let client = try await RawWebSocketClient.page(port: port, receiveBuffer: 4096)
      _ = try await client.receive()
      // 1,000 patches of 8 KiB each: 8 MiB, past what the sockets'
      // buffers hold (a few MiB), with the page reading none of them.
      // One round per main-actor job, so suites running alongside are not
      // held up for the whole flood.
      var most = 0
      for round in 1...1_000 {
        let previous = most
        most = await MainActor.run {
          guard let session = sessions.session else { return Int.max }
          session.root.renderSynchronously(LargeText(round: round))
          session.host.drawFrame()
          return max(previous, session.queuedOutgoingBytes)
        }
      }
      let overflows = await MainActor.run {
        sessions.session?.outgoingOverflows ?? 0
      }
      #expect(most <= limit + LargeText.bytes + 1024)
      #expect(overflows >= 1)
      // Reading again, the page gets what was queued, then the whole tree
      // as it is now.
      var reset: String?
      for _ in 0..<4_000 {
        let message = try await client.receive()
        if message.contains(#""reset":true"#) {
          reset = message
          break
        }
      }
      #expect(reset?.contains("round 1000 ") == true)
      try await client.close()
    }
  }
}

/// A text field whose text is kept in state, as a form's is.
struct NameField: StatefulComponent {
  func initialState() -> String { "" }

  func body(state: String, scope: Scope<String>) -> some Component {
    TextField("Name", text: state) { scope.set($0) }
  }
}

/// The session a test's server opened, for the test to drive.
@MainActor
final class SessionBox {
  var session: WebSession?
}

/// A text of about 8 KiB that changes every round: a large patch per frame.
struct LargeText: Component {
  static let bytes = 8 << 10
  let round: Int

  var body: some Component {
    Text("round \(round) " + String(repeating: "x", count: Self.bytes)).lineLimit(1)
  }
}
