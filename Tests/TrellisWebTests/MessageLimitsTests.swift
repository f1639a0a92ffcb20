import Foundation
import Testing
import Trellis
import TrellisWeb

/// The issue's "message size and rate limits with typed errors", over a
/// real socket, for every kind of message the page sends: one size limit
/// (``WireFormat/maximumClientMessageBytes``) checked before parsing,
/// however the message is framed (a frame past
/// ``WireFormat/maximumClientFrameBytes`` is closed unread), and one rate
/// budget every kind draws on.
@Suite("Web message limits", .serialized)
struct MessageLimitsTests {
  static let limit = WireFormat.maximumClientMessageBytes

  /// `message` with spaces before its closing brace, `bytes` long in all.
  static func padded(_ message: String, to bytes: Int) -> String {
    String(message.dropLast()) + String(repeating: " ", count: bytes - message.utf8.count) + "}"
  }

  @Test("a message of exactly maximumClientMessageBytes is read and applied")
  func messageAtTheLimitIsApplied() async throws {
    try await withTestServer { _, port in
      let client = try await RawWebSocketClient.page(port: port)
      _ = try await client.receive()
      let resize = Self.padded(#"{"v":1,"type":"resize","width":321,"height":123}"#, to: Self.limit)
      #expect(resize.utf8.count == Self.limit)
      try await client.send(resize)
      #expect(try await client.receive().contains(#"["resize",321,123]"#))
      try await client.close()
    }
  }

  @Test(
    "a message past maximumClientMessageBytes, in one frame or several, is refused with messageTooLarge, then closed with 1009",
    arguments: zip(
      [
        WireFormat.maximumClientMessageBytes + 1, WireFormat.maximumClientMessageBytes + 1,
        WireFormat.maximumClientFrameBytes, WireFormat.maximumClientFrameBytes,
      ],
      [1, 3, 1, 4]))
  func messagePastTheLimitIsRefusedWithAnError(bytes: Int, frames: Int) async throws {
    try await withTestServer { server, port in
      var sessionEvents = server.sessionEvents.makeAsyncIterator()
      let client = try await RawWebSocketClient.page(port: port)
      _ = try await client.receive()
      let resize = Self.padded(#"{"v":1,"type":"resize","width":321,"height":123}"#, to: bytes)
      try await client.send(resize, inFrames: frames)
      let events = try await client.eventsUntilClosed()
      #expect(
        events.map { errorCode($0) ?? "\($0)" }
          == ["messageTooLarge", "\(RawWebSocketClient.Event.closed(code: 1009))"])
      let id = try await openedSession(&sessionEvents)
      let ending = await endingEvents(of: id, &sessionEvents)
      #expect(ending == [.ended(id, reason: .messageTooLarge(limit: Self.limit)), .closed(id)])
      #expect(await server.sessionCount == 0)
    }
  }

  @Test("a frame past maximumClientFrameBytes is closed with 1009 from its header, unread")
  func framePastTheFrameBoundIsClosedUnread() async throws {
    try await withTestServer { server, port in
      var sessionEvents = server.sessionEvents.makeAsyncIterator()
      let client = try await RawWebSocketClient.page(port: port)
      _ = try await client.receive()
      // Only the header: the server closes without waiting for the payload.
      try await client.sendFrameHeader(payloadLength: WireFormat.maximumClientFrameBytes + 1)
      let events = try await client.eventsUntilClosed()
      #expect(events == [.closed(code: 1009)])
      let id = try await openedSession(&sessionEvents)
      let ending = await endingEvents(of: id, &sessionEvents)
      #expect(ending.last == .closed(id))
      #expect(await server.sessionCount == 0)
    }
  }

  /// The id of the session the next event opened.
  func openedSession(
    _ events: inout AsyncStream<WebSessionEvent>.Iterator
  ) async throws -> SessionID {
    guard case .opened(let id) = await events.next() else {
      throw Unexpected(message: "no session")
    }
    return id
  }

  /// The events up to session `id`'s `closed`.
  func endingEvents(
    of id: SessionID, _ events: inout AsyncStream<WebSessionEvent>.Iterator
  ) async -> [WebSessionEvent] {
    var ending: [WebSessionEvent] = []
    while ending.last != .closed(id), let event = await events.next() {
      ending.append(event)
    }
    return ending
  }

  @Test("every kind of message draws on the one rate budget: the message past the burst is refused")
  func everyKindCountsAgainstTheRate() async throws {
    let seeds = try Self.seedOfEveryKind()
    // No refill while the test runs: the burst alone decides. One token for
    // each kind's message and one for a marker the page can see applied.
    let limits = WebSessionLimits(messagesPerSecond: 0.001, messageBurst: seeds.count + 1)
    try await withTestServer(limits: limits) { _, port in
      let client = try await RawWebSocketClient.page(port: port)
      _ = try await client.receive()
      for seed in seeds { try await client.send(seed) }
      try await client.send(#"{"v":1,"type":"resize","width":777,"height":333}"#)
      // Every message so far was within the burst: none is refused before
      // the marker is applied (answers to seeds naming views the screen
      // does not have are the decoder's and the tree's own errors).
      var before: [String] = []
      while true {
        let event = try await client.next()
        guard case .text(let text) = event else { throw Unexpected(message: "\(event)") }
        if text.contains(#"["resize",777,333]"#) { break }
        before.append(errorCode(event) ?? "")
        #expect(before.count < 200)
      }
      #expect(!before.contains("rateLimited"))
      try await client.send(seeds[0])
      var refusal: String?
      while refusal == nil {
        let event = try await client.next()
        if case .text(let text) = event, text.contains(#""type":"error""#) {
          refusal = errorCode(event)
        }
      }
      #expect(refusal == "rateLimited")
      try await client.close()
    }
  }

  /// One seed of the client message fuzzer per kind of message (the
  /// fuzzer's seeds cover every kind: `FuzzSeedCoverageTests`).
  static func seedOfEveryKind() throws -> [String] {
    let folder = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Fuzz/seeds/ClientMessage").standardized
    var seeds: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where file.hasSuffix(".json") {
      let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
      guard let message = try? ClientMessageDecoder.decode(Array(text.utf8)) else { continue }
      seeds[FuzzSeedCoverageTests.kind(of: message)] =
        seeds[
          FuzzSeedCoverageTests.kind(of: message)] ?? text
    }
    #expect(Set(seeds.keys) == FuzzSeedCoverageTests.everyKind)
    return seeds.keys.sorted().compactMap { seeds[$0] }
  }
}
