import Foundation
import Testing
import Trellis
import TrellisWeb

/// The issue's "message size and rate limits with typed errors", over a
/// real socket, for every kind of message the page sends: one size limit
/// (``WireFormat/maximumClientMessageBytes``) checked before parsing,
/// however the message is framed, and one rate budget every kind draws
/// on.
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
    "a message one byte past maximumClientMessageBytes is not read; the socket closes with 1009, in one frame or many",
    arguments: [1, 3])
  func messagePastTheLimitCloses(frames: Int) async throws {
    try await withTestServer { server, port in
      var sessionEvents = server.sessionEvents.makeAsyncIterator()
      let client = try await RawWebSocketClient.page(port: port)
      _ = try await client.receive()
      let resize = Self.padded(
        #"{"v":1,"type":"resize","width":321,"height":123}"#, to: Self.limit + 1)
      try await client.send(resize, inFrames: frames)
      let events = try await client.eventsUntilClosed()
      // One frame past the limit is refused by the frame decoder, which
      // closes at once; frames adding up past it are refused by the
      // session, which says why first.
      let refusal = frames == 1 ? [] : ["messageTooLarge"]
      #expect(
        events.map { errorCode($0) ?? "\($0)" }
          == refusal + ["\(RawWebSocketClient.Event.closed(code: 1009))"])
      guard case .opened(let id) = await sessionEvents.next() else {
        throw Unexpected(message: "no session")
      }
      var ending: [WebSessionEvent] = []
      while ending.last != .closed(id), let event = await sessionEvents.next() {
        ending.append(event)
      }
      let reason = WebSessionEvent.ended(id, reason: .messageTooLarge(limit: Self.limit))
      #expect(ending == (frames == 1 ? [] : [reason]) + [.closed(id)])
      #expect(await server.sessionCount == 0)
    }
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
