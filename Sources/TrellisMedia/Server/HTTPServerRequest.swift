/// A request the ``LocalHTTPServer`` received.
public struct HTTPServerRequest: Sendable {
  /// The method, such as `GET`.
  public var method: String
  /// The path with its query, such as `/images/1.png?size=2`.
  public var target: String
  /// Header fields, names lowercased.
  public var headers: [String: String]

  /// The path without its query.
  public var path: String {
    String(target.prefix { $0 != "?" })
  }
}
