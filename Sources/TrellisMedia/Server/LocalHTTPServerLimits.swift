/// What one ``LocalHTTPServer`` spends at most, so that no client — slow,
/// stuck or hostile — can stop it serving the others.
///
/// | limit | default |
/// | --- | --- |
/// | ``maximumConnections`` | 16 connections served at once |
/// | ``requestDeadline`` | 10 s to send a request and take the answer |
/// | ``maximumCountedPaths`` | 1,024 paths counted |
///
/// ```swift
/// let server = try LocalHTTPServer(limits: .init(maximumConnections: 4)) { _ in .text("hi") }
/// ```
public struct LocalHTTPServerLimits: Hashable, Sendable {
  /// How many connections are served at once, each on its own thread
  /// (default 16; at least 1). Further clients wait in the listen backlog
  /// until one ends.
  public var maximumConnections: Int
  /// Seconds a connection has, in all, to send its request and to take
  /// the response (default 10). A client that has not finished by then is
  /// disconnected. A response's own ``HTTPServerResponse/delay`` comes on
  /// top.
  public var requestDeadline: Double
  /// How many distinct paths ``LocalHTTPServer/requestCount(for:)`` keeps
  /// (default 1,024). Requests for further paths still count in
  /// ``LocalHTTPServer/totalRequestCount``.
  public var maximumCountedPaths: Int

  /// Limits; each is at least 1 (the deadline at least a millisecond).
  public init(
    maximumConnections: Int = 16, requestDeadline: Double = 10, maximumCountedPaths: Int = 1024
  ) {
    self.maximumConnections = max(1, maximumConnections)
    self.requestDeadline = max(0.001, requestDeadline)
    self.maximumCountedPaths = max(1, maximumCountedPaths)
  }
}
