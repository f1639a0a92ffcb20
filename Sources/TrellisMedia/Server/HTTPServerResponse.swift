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
  /// A body that never ends, sent instead of ``body`` (to test clients'
  /// body limits); see ``endless(_:declaredLength:headers:)``.
  public var endlessBody: EndlessBody?

  /// A body sent over and over until the client hangs up or the server's
  /// ``LocalHTTPServerLimits/requestDeadline`` passes.
  public struct EndlessBody: Hashable, Sendable {
    /// The bytes repeated (a space when empty).
    public var chunk: [UInt8]
    /// The `Content-Length` claimed, or `nil` for chunked encoding.
    public var declaredLength: Int64?
  }

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

  /// A response whose body never ends: `chunk` repeated after a
  /// `Content-Length` of `declaredLength` (a lie, when the client reads on
  /// past it the connection ends), or with chunked encoding when `nil`.
  ///
  /// ```swift
  /// let bomb = HTTPServerResponse.endless(Array("<p>".utf8), declaredLength: 8 << 30)
  /// ```
  public static func endless(
    _ chunk: [UInt8], declaredLength: Int64? = nil, headers: [String: String] = [:]
  ) -> Self {
    var response = Self(headers: headers)
    response.endlessBody = EndlessBody(
      chunk: chunk.isEmpty ? [0x20] : chunk, declaredLength: declaredLength)
    return response
  }

  /// A plain-text response.
  public static func text(_ text: String, status: Int = 200) -> Self {
    Self(
      status: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
      body: Array(text.utf8))
  }
}
