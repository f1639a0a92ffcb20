import Foundation
import Testing

@testable import TrellisMedia

/// The races of the pipeline's requests and their callers, played out on
/// `ImageFetches` with strings for continuations: a caller that resumes
/// nothing would hang, so each test checks who is resumed.
@Suite("ImageFetches: one request per URL, its callers, their cancellation")
struct ImageFetchesTests {
  typealias Fetches = ImageFetches<String>
  let url = URL(string: "http://127.0.0.1/a.png")!

  func waiter(_ name: String, holds: Bool = true) -> Fetches.Waiter {
    Fetches.Waiter(continuation: name, holds: holds)
  }

  /// Starts a request for `url` with a first caller, "first"; its generation.
  func start(_ fetches: inout Fetches) throws -> Int {
    let caller = fetches.arrive()
    guard case .start(let generation) = fetches.join(url, caller: caller, waiter: waiter("first"))
    else { throw ConditionNotMet(timeout: .zero) }
    let recorded = fetches.started(url, generation: generation, task: Task {})
    #expect(recorded)
    return generation
  }

  @Test("a caller joining a fetch that has just ended takes its body instead of waiting for it")
  func joiningAFetchThatJustEnded() throws {
    var fetches = Fetches()
    let generation = try start(&fetches)
    // The second caller looked for a body before the request ended, and
    // joins after: it must not wait for a request that will not end again.
    let second = fetches.arrive()
    let resumed = fetches.finish(url, generation: generation, body: [1, 2, 3])
    #expect(resumed == ["first"])
    #expect(!fetches.isFetching(url))
    guard case .body(let body) = fetches.join(url, caller: second, waiter: waiter("second")) else {
      Issue.record("the second caller waits for a request that has ended")
      return
    }
    #expect(body == [1, 2, 3])
    // Both decode the body; it goes when the last of them is done.
    fetches.release(url)
    let kept = fetches.takeBody(of: url, holding: false)
    #expect(kept == [1, 2, 3])
    fetches.release(url)
    let gone = fetches.takeBody(of: url, holding: false)
    #expect(gone == nil)
  }

  @Test("a caller joining after a fetch ended with nobody decoding starts a new request")
  func joiningAfterAFailedFetch() throws {
    var fetches = Fetches()
    let generation = try start(&fetches)
    let second = fetches.arrive()
    let resumed = fetches.finish(url, generation: generation, body: nil)
    #expect(resumed == ["first"])
    guard case .start = fetches.join(url, caller: second, waiter: waiter("second")) else {
      Issue.record("the second caller did not start a request")
      return
    }
    #expect(fetches.isFetching(url))
    #expect(fetches.requestCount == 2)
  }

  @Test("a caller cancelled before it joined does not wait")
  func cancelledBeforeJoining() {
    var fetches = Fetches()
    let caller = fetches.arrive()
    let left = fetches.leave(url, caller: caller)
    #expect(left.waiter == nil && left.task == nil)
    guard case .cancelled = fetches.join(url, caller: caller, waiter: waiter("late")) else {
      Issue.record("a cancelled caller joined")
      return
    }
    #expect(!fetches.isFetching(url))
    #expect(fetches.requestCount == 0)
  }

  @Test("the request is cancelled when its last caller leaves, not before")
  func lastCallerCancels() throws {
    var fetches = Fetches()
    let task = Task {}
    let first = fetches.arrive()
    guard case .start(let generation) = fetches.join(url, caller: first, waiter: waiter("first"))
    else { throw ConditionNotMet(timeout: .zero) }
    let recorded = fetches.started(url, generation: generation, task: task)
    #expect(recorded)
    let second = fetches.arrive()
    guard case .waiting = fetches.join(url, caller: second, waiter: waiter("second")) else {
      throw ConditionNotMet(timeout: .zero)
    }
    #expect(fetches.callersWaiting(for: url) == 2)
    let one = fetches.leave(url, caller: first)
    #expect(one.waiter == "first" && one.task == nil)
    #expect(fetches.isFetching(url))
    let both = fetches.leave(url, caller: second)
    #expect(both.waiter == "second" && both.task == task)
    #expect(!fetches.isFetching(url) && fetches.inFlight == 0)
    // The request's end, after, resumes nobody.
    let resumed = fetches.finish(url, generation: generation, body: [1])
    #expect(resumed.isEmpty)
  }
}
