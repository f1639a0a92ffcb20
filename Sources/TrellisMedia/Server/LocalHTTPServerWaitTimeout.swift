/// A wait on a ``LocalHTTPServer``'s record
/// (``LocalHTTPServer/requestCount(for:atLeast:timeout:)``,
/// ``LocalHTTPServer/requestEnds(for:atLeast:timeout:)``) that was not
/// met in time: the test fails instead of hanging.
public struct LocalHTTPServerWaitTimeout: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path waited on.
  public var path: String
  /// What was waited for, such as "3 requests".
  public var awaited: String
  /// How long the wait lasted.
  public var timeout: Duration

  /// A wait for `awaited` on `path` that lasted `timeout`.
  public init(path: String, awaited: String, timeout: Duration) {
    self.path = path
    self.awaited = awaited
    self.timeout = timeout
  }

  /// Says what did not happen in time.
  public var description: String {
    "LocalHTTPServer: no \(awaited) for \(path) within \(timeout)"
  }
}
