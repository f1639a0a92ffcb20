import Foundation
import Testing
import Trellis
import TrellisWeb

/// A closed tab frees its session: the issue's "1,000 open/close cycles
/// leave memory flat", against a real server.
@Suite("Web session freeing", .serialized)
struct SessionFreeingTests {
  @Test("1,000 tabs opened and closed leave no session, host, root or socket behind")
  func thousandOpenCloseCycles() async throws {
    let live = LiveSessions()
    // Nothing timed on the server's side: no pings, and a clock that stays
    // still, so however slowly a loaded machine runs the cycles no session
    // is closed for anything but its page closing it.
    try await withTestServer(clock: ManualClock(), pings: false) { session in
      live.track(session)
      session.root.renderSynchronously(CounterScreen())
    } _: { server, port in
      var events = server.sessionEvents.makeAsyncIterator()
      // The first hundred warm up what a process keeps once (fonts' caches,
      // the allocator's pools, NIO's buffers).
      for _ in 0..<100 { try await Self.openAndClose(port: port, events: &events) }
      let before = ProcessCounts()
      for _ in 0..<900 { try await Self.openAndClose(port: port, events: &events) }
      let after = ProcessCounts()
      #expect(await server.sessionCount == 0)
      #expect(await live.tracked == 1_000)
      #expect(await live.alive == [0, 0, 0])
      // Sockets: each cycle's is closed (a few may be in the middle of it).
      #expect(after.descriptors <= before.descriptors + 4)
      // A session with its tree is tens of kilobytes: 900 kept would be
      // tens of megabytes. Other suites run alongside, so allow some.
      #expect(after.residentBytes - before.residentBytes < 24 << 20)
    }
  }

  /// One tab: connect, take the first journal, close, and wait until the
  /// server has opened and freed its session.
  private static func openAndClose(
    port: Int, events: inout AsyncStream<WebSessionEvent>.Iterator
  ) async throws {
    let client = try await RawWebSocketClient.page(port: port)
    _ = try await client.receive()
    try await client.close()
    guard case .opened(let opened) = await events.next(),
      await events.next() == .closed(opened)
    else { throw Unexpected(message: "no open and close events") }
  }
}

/// Weak references to every session a server opened, with its host and
/// root: what is still alive once the tabs are closed.
@MainActor
final class LiveSessions {
  private struct Entry {
    weak var session: WebSession?
    weak var host: WebHost?
    weak var root: ComponentRoot?
  }

  private var entries: [Entry] = []

  func track(_ session: WebSession) {
    entries.append(Entry(session: session, host: session.host, root: session.root))
  }

  var tracked: Int { entries.count }

  /// Sessions, hosts and roots still allocated.
  var alive: [Int] {
    [
      entries.count { $0.session != nil }, entries.count { $0.host != nil },
      entries.count { $0.root != nil },
    ]
  }
}

/// The process's open file descriptors and resident memory, from /proc.
struct ProcessCounts {
  let descriptors: Int
  let residentBytes: Int

  init() {
    descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    residentBytes = pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
