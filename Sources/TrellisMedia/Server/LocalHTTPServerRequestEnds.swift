/// How the requests a ``LocalHTTPServer`` received for one path ended:
/// answered in full, left by the client, or cut off at the deadline.
///
/// A test tells with it whether a client really let a request go (a
/// cancelled image fetch closes its connection) or the server had to give
/// up on it:
///
/// ```swift
/// let server = try LocalHTTPServer { _ in HTTPServerResponse(body: [1], delay: 60) }
/// let fetch = Task { try await ImagePipeline().data(for: server.url("/slow.png")) }
/// _ = try await server.requestCount(for: "/slow.png", atLeast: 1)
/// fetch.cancel()
/// let ends = try await server.requestEnds(for: "/slow.png", atLeast: 1)
/// // ends == LocalHTTPServerRequestEnds(clientClosed: 1)
/// ```
public struct LocalHTTPServerRequestEnds: Hashable, Sendable {
  /// Requests whose response was sent in full (a truncated response's
  /// chosen bytes, too).
  public var completed: Int
  /// Requests whose client closed the connection before the response was
  /// sent: while the server waited its response's delay, or mid-answer.
  public var clientClosed: Int
  /// Requests cut off at ``LocalHTTPServerLimits/requestDeadline``: the
  /// client did not take the response in time (an endless body ends so
  /// when the client stops reading).
  public var timedOut: Int

  /// Counts of each way of ending.
  public init(completed: Int = 0, clientClosed: Int = 0, timedOut: Int = 0) {
    self.completed = completed
    self.clientClosed = clientClosed
    self.timedOut = timedOut
  }

  /// The requests that ended, in all.
  public var total: Int { completed + clientClosed + timedOut }

  /// How one request ended.
  enum End: Sendable {
    case completed, clientClosed, timedOut
  }

  /// Counts one more request ended with `end`.
  mutating func add(_ end: End) {
    switch end {
    case .completed: completed += 1
    case .clientClosed: clientClosed += 1
    case .timedOut: timedOut += 1
    }
  }
}
