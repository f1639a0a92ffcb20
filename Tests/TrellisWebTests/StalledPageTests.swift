import Foundation
import Synchronization
import Testing
import Trellis

@testable import TrellisWeb

/// `WebSessionLimits.stalledPageTimeout`: a page that leaves messages unread
/// is closed and freed; one that reads, however slowly, is not. Time is a
/// `ManualClock` the tests advance, so nothing waits for the timeout.
@Suite("Stalled pages", .serialized, .timeLimit(.minutes(3)))
struct StalledPageTests {
  static let timeout = Duration.seconds(30)

  @Test(
    "a page that reads nothing for stalledPageTimeout is closed with stalled and its session freed")
  func stalledPageIsClosedAndFreed() async throws {
    let clock = ManualClock()
    let live = LiveSessions()
    let sessions = SessionBox()
    try await withTestServer(
      limits: WebSessionLimits(stalledPageTimeout: Self.timeout), clock: clock, pings: false
    ) { session in
      live.track(session)
      sessions.session = session
      session.root.renderSynchronously(CounterScreen())
    } _: { server, port in
      var events = server.sessionEvents.makeAsyncIterator()
      let client = try await RawWebSocketClient.page(port: port, receiveBuffer: 4096)
      _ = try await client.receive()
      guard case .opened(let id) = await events.next() else { throw Unexpected(message: "no open") }
      try await Self.flood(sessions)
      await clock.waitForSleeps(1)
      clock.advance(by: Self.timeout - .seconds(1))
      await clock.waitForSleeps(2)
      #expect(await server.sessionCount == 1)
      // The watchdog looks every quarter of the timeout, so by 1.25 times
      // it the session has gone; on a loaded machine the tree afresh may be
      // queued (and the timeout restarted) only after a look, so the clock
      // moves on a quarter at a time until the session goes (at most a
      // minute more).
      for _ in 0..<8 where await server.sessionCount == 1 {
        let sleeps = clock.sleepsBegun
        clock.advance(by: Self.timeout / 4 + .milliseconds(500))
        await clock.waitForSleeps(sleeps + 1)
      }
      #expect(await events.next() == .ended(id, reason: .stalled(timeout: Self.timeout)))
      #expect(await events.next() == .closed(id))
      #expect(await server.sessionCount == 0)
      await MainActor.run { sessions.session = nil }
      #expect(await live.alive == [0, 0, 0])
      // Reading again, the page finds what the kernel held, then its
      // connection gone.
      var ended = false
      for _ in 0..<2_000 where !ended {
        do {
          if case .closed = try await client.next() { ended = true }
        } catch {
          ended = true
        }
      }
      #expect(ended)
    }
  }

  @Test("a page that reads slowly, each read within stalledPageTimeout, keeps its session")
  func slowReadingPageIsKept() async throws {
    let clock = ManualClock()
    let sessions = SessionBox()
    try await withTestServer(
      limits: WebSessionLimits(stalledPageTimeout: Self.timeout), clock: clock, pings: false
    ) { session in
      sessions.session = session
      session.root.renderSynchronously(CounterScreen())
    } _: { server, port in
      let client = try await RawWebSocketClient.page(port: port, receiveBuffer: 4096)
      _ = try await client.receive()
      await clock.waitForSleeps(1)
      // Three spells of 20 seconds, each with messages waiting all along:
      // a minute in all, but the page reads everything at each spell's end.
      for spell in 1...3 {
        try await Self.flood(sessions)
        let sleeps = clock.sleepsBegun
        clock.advance(by: .seconds(20))
        await clock.waitForSleeps(sleeps + 1)
        #expect(await server.sessionCount == 1, "closed in spell \(spell)")
        // The last message is the small one, or the tree afresh when the
        // queue overflowed first: either way the page has read it all.
        while true {
          let message = try await client.receive()
          if message == "{}" || message.contains(#""reset":true"#) { break }
        }
      }
      try await client.close()
    }
  }

  @Test("the stall rule: bytes waiting and no write for the timeout; each write restarts it")
  func stallRuleCountsFromTheLastWrite() {
    let now = TestTime()
    let queue = OutgoingQueue(limit: 1 << 20, now: { now.value })
    #expect(!queue.isStalled(timeout: Self.timeout))
    now.value = .seconds(100)
    #expect(!queue.isStalled(timeout: Self.timeout), "an empty queue never stalls")
    queue.offer("one")
    queue.offer("two")
    now.value = .seconds(125)
    #expect(!queue.isStalled(timeout: Self.timeout))
    _ = queue.written("one")
    now.value = .seconds(150)
    #expect(!queue.isStalled(timeout: Self.timeout), "50 s queued, but 25 s since the last read")
    now.value = .seconds(155)
    #expect(queue.isStalled(timeout: Self.timeout))
    _ = queue.written("two")
    now.value = .seconds(500)
    #expect(!queue.isStalled(timeout: Self.timeout), "drained")
  }

  /// Fills the connection of a page that does not read: a 16 MiB message
  /// (more than the kernel's socket buffers hold, so the channel stays
  /// unwritable) and one more, which waits behind it. The queue then
  /// overflows and, once the first is handed to the channel, queues the
  /// tree afresh, whose write waits: bytes stay queued however long the
  /// machine takes.
  @MainActor private static func flood(_ sessions: SessionBox) throws {
    let session = try #require(sessions.session)
    session.host.sendMessage(String(repeating: "x", count: 16 << 20))
    session.host.sendMessage("{}")
  }
}

/// A time a test sets by hand.
final class TestTime: Sendable {
  private let time = Mutex(Duration.zero)

  var value: Duration {
    get { time.withLock { $0 } }
    set { time.withLock { $0 = newValue } }
  }
}
