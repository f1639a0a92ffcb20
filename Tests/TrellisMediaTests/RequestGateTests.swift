import Synchronization
import Testing

@testable import TrellisMedia

/// Operations that run until the test lets each one finish.
private final class HeldOperations: Sendable {
  private let releases = Mutex<[Int: CheckedContinuation<Void, Never>]>([:])
  let started: AsyncStream<Int>
  private let startedContinuation: AsyncStream<Int>.Continuation

  init() {
    (started, startedContinuation) = AsyncStream.makeStream()
  }

  /// Reports `index` as started, then waits for ``finish(_:)``.
  func run(_ index: Int) async -> Int {
    await withCheckedContinuation { continuation in
      releases.withLock { $0[index] = continuation }
      startedContinuation.yield(index)
    }
    return index
  }

  func finish(_ index: Int) {
    releases.withLock { $0.removeValue(forKey: index) }?.resume()
  }
}

@Suite("Request gate")
struct RequestGateTests {
  /// Waits (yielding, never sleeping) until `gate` has `count` waiting.
  func waitUntil(_ gate: RequestGate, hasWaiting count: Int) async {
    while gate.waiting < count { await Task.yield() }
  }

  @Test("at most `limit` operations run at once; the others start in order as places free up")
  func limitAndOrder() async throws {
    let gate = RequestGate(limit: 2)
    let held = HeldOperations()
    var tasks: [Task<Int, any Error>] = []
    var started = held.started.makeAsyncIterator()
    for index in 0..<5 {
      tasks.append(Task { try await gate.run { await held.run(index) } })
      if index < 2 {
        #expect(await started.next() == index)
      } else {
        await waitUntil(gate, hasWaiting: index - 1)
      }
    }
    #expect(gate.running == 2)
    #expect(gate.waiting == 3)
    held.finish(1)
    #expect(await started.next() == 2)
    held.finish(0)
    #expect(await started.next() == 3)
    held.finish(2)
    #expect(await started.next() == 4)
    #expect(gate.running == 2)
    held.finish(3)
    held.finish(4)
    for (index, task) in tasks.enumerated() { #expect(try await task.value == index) }
    #expect(gate.running == 0)
  }

  @Test("a request cancelled while waiting leaves the line at once and takes no place")
  func cancelWhileWaiting() async throws {
    let gate = RequestGate(limit: 1)
    let held = HeldOperations()
    var started = held.started.makeAsyncIterator()
    let first = Task { try await gate.run { await held.run(0) } }
    #expect(await started.next() == 0)
    let second = Task { try await gate.run { await held.run(1) } }
    await waitUntil(gate, hasWaiting: 1)
    second.cancel()
    await #expect(throws: CancellationError.self) { try await second.value }
    #expect(gate.waiting == 0)
    held.finish(0)
    #expect(try await first.value == 0)
    #expect(gate.running == 0)
    // The place is free again.
    let third = Task { try await gate.run { await held.run(2) } }
    #expect(await started.next() == 2)
    held.finish(2)
    #expect(try await third.value == 2)
  }

  @Test("a request cancelled before it asks never runs")
  func cancelledBeforeAsking() async {
    let gate = RequestGate(limit: 1)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await gate.run { true }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(gate.running == 0)
  }
}
