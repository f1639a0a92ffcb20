import Foundation

/// The requests an ``ImagePipeline`` has under way, by URL, and the callers
/// waiting for each: one request per URL however many ask, cancelled when
/// the last of them leaves.
///
/// The pipeline keeps it behind a `Locked` (D-192), not in actor state, so
/// ``ImagePipeline/isFetching(_:)`` answers at once without a hop, and a
/// cancelled caller leaves in its cancellation handler, synchronously
/// (D-263). The methods only change state: they hand back the
/// continuations to resume and the task to cancel, which the pipeline does
/// once it released the lock. Generic over the continuation so that its
/// races can be tested with plain values.
struct ImageFetches<Continuation> {
  /// A caller waiting for a request's body.
  struct Waiter {
    var continuation: Continuation
    /// Whether the caller decodes the body into the memory cache and
    /// releases it after (``ImagePipeline/image(for:fitting:)``).
    var holds: Bool
  }

  private struct Fetch {
    var generation: Int
    var task: Task<Void, Never>?
    var waiters: [Int: Waiter]
    /// The body once it came back, kept while callers still decode it into
    /// the memory cache: a caller arriving meanwhile takes it instead of
    /// starting a second request for the URL.
    var body: [UInt8]?
    /// How many callers are decoding ``body``.
    var holds = 0
  }

  /// What a caller joining a URL's fetch does next.
  enum Joining {
    /// Waits: the request is under way, the caller is one of its waiters.
    case waiting
    /// Starts the request (`generation`), then hands its task to
    /// ``started(_:generation:task:)``.
    case start(generation: Int)
    /// Takes this body at once: the request ended just before.
    case body([UInt8])
    /// Throws `CancellationError`: the caller was cancelled before it
    /// joined.
    case cancelled
  }

  private var fetches: [URL: Fetch] = [:]
  private var nextCaller = 0
  /// Callers given an id that have not joined yet.
  private var arriving: Set<Int> = []
  /// Callers cancelled before they joined: they must not wait when they do.
  private var cancelledEarly: Set<Int> = []
  /// How many requests were started.
  private(set) var requestCount = 0

  /// Whether a request for `url` is under way (started, its body not back).
  func isFetching(_ url: URL) -> Bool { fetches[url].map { $0.body == nil } ?? false }

  /// How many callers wait for the request for `url`.
  func callersWaiting(for url: URL) -> Int { fetches[url]?.waiters.count ?? 0 }

  /// How many URLs have a request under way.
  var inFlight: Int { fetches.values.count { $0.body == nil } }

  /// The body of `url` kept for callers decoding it, if any; the caller
  /// holds it too when `holding`.
  mutating func takeBody(of url: URL, holding: Bool) -> [UInt8]? {
    guard let body = fetches[url]?.body else { return nil }
    if holding { fetches[url]?.holds += 1 }
    return body
  }

  /// A new caller's id, before it joins (so a cancellation that comes
  /// first is remembered).
  mutating func arrive() -> Int {
    nextCaller += 1
    arriving.insert(nextCaller)
    return nextCaller
  }

  /// `caller` joins the fetch of `url`, or starts one.
  mutating func join(_ url: URL, caller: Int, waiter: Waiter) -> Joining {
    arriving.remove(caller)
    if cancelledEarly.remove(caller) != nil { return .cancelled }
    // A fetch that has just ended keeps its body while callers decode it:
    // waiting on it would wait for a request that will never end again.
    if let body = takeBody(of: url, holding: waiter.holds) { return .body(body) }
    if fetches[url] != nil {
      fetches[url]?.waiters[caller] = waiter
      return .waiting
    }
    requestCount += 1
    fetches[url] = Fetch(generation: requestCount, task: nil, waiters: [caller: waiter])
    return .start(generation: requestCount)
  }

  /// Records the task of the request `generation` of `url`; false when every
  /// caller left meanwhile, and the task must be cancelled.
  mutating func started(_ url: URL, generation: Int, task: Task<Void, Never>) -> Bool {
    guard fetches[url]?.generation == generation, fetches[url]?.body == nil else { return false }
    fetches[url]?.task = task
    return true
  }

  /// `caller` was cancelled: its continuation to resume with
  /// `CancellationError`, if it was waiting, and the request's task to
  /// cancel when it was the last caller.
  mutating func leave(_ url: URL, caller: Int) -> (
    waiter: Continuation?, task: Task<Void, Never>?
  ) {
    if arriving.remove(caller) != nil {
      cancelledEarly.insert(caller)
      return (nil, nil)
    }
    guard let waiter = fetches[url]?.waiters.removeValue(forKey: caller) else { return (nil, nil) }
    guard let fetch = fetches[url], fetch.waiters.isEmpty, fetch.body == nil else {
      return (waiter.continuation, nil)
    }
    fetches[url] = nil
    return (waiter.continuation, fetch.task)
  }

  /// The request `generation` of `url` ended with `body` (nil when it
  /// failed): the continuations to resume. A body is kept while callers
  /// decode it.
  mutating func finish(_ url: URL, generation: Int, body: [UInt8]?) -> [Continuation] {
    guard let fetch = fetches[url], fetch.generation == generation, fetch.body == nil else {
      return []
    }
    let holds = fetch.waiters.values.filter(\.holds).count
    if let body, holds > 0 {
      fetches[url] = Fetch(
        generation: generation, task: nil, waiters: [:], body: body, holds: holds)
    } else {
      fetches[url] = nil
    }
    return fetch.waiters.values.map(\.continuation)
  }

  /// A caller that held the body of `url` has decoded it; the body goes
  /// once nobody decodes it any more.
  mutating func release(_ url: URL) {
    guard fetches[url]?.body != nil else { return }
    fetches[url]?.holds -= 1
    if fetches[url]?.holds ?? 0 <= 0 { fetches[url] = nil }
  }
}
