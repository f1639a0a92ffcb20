/// A response the ``LocalHTTPServer`` sends.
public struct HTTPServerResponse: Sendable {
  /// The status code, such as 200.
  public var status: Int
  /// Header fields to send (the server adds `Content-Length` and
  /// `Connection: close`).
  public var headers: [String: String]
  /// The body.
  public var body: [UInt8]
  /// Seconds to wait before answering (to test clients' timeouts).
  public var delay: Double
  /// Send only this many body bytes, then close (to test truncation).
  public var truncatedTo: Int?

  /// Creates a response.
  public init(
    status: Int = 200, headers: [String: String] = [:], body: [UInt8] = [],
    delay: Double = 0, truncatedTo: Int? = nil
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
    self.truncatedTo = truncatedTo
  }

  /// A plain-text response.
  public static func text(_ text: String, status: Int = 200) -> Self {
    Self(
      status: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
      body: Array(text.utf8))
  }
}
