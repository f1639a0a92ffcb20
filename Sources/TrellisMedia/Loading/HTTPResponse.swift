public import Foundation

/// What an ``HTTPClient`` received: status, headers and body.
public struct HTTPResponse: Sendable {
  /// The final URL, after redirects.
  public var url: URL
  /// The status code.
  public var status: Int
  /// Header fields, names lowercased.
  public var headers: [String: String]
  /// The body.
  public var body: [UInt8]

  /// Creates a response.
  public init(url: URL, status: Int, headers: [String: String], body: [UInt8]) {
    self.url = url
    self.status = status
    self.headers = headers
    self.body = body
  }
}
