public import Foundation

/// Why an image or a page could not be loaded: each case says what and
/// where (the URL).
public enum MediaLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not an absolute `http` or `https` URL.
  case invalidURL(String)
  /// The host name does not resolve.
  case hostNotFound(URL)
  /// Nothing answered, or the connection broke.
  case cannotConnect(URL, reason: String)
  /// No answer within the timeout, in seconds.
  case timedOut(URL, seconds: Double)
  /// The server answered with an error status.
  case httpStatus(Int, URL)
  /// The redirects went on too long or in a circle.
  case tooManyRedirects(URL)
  /// The body arrived but is not an image.
  case decoding(ImageDecodingError, URL)
  /// The file could not be read (a `file:` URL or a path).
  case fileUnreadable(String)
  /// Another failure of the network layer, with its message.
  case network(URL, reason: String)
  /// The body (or the `file:` URL's file) is larger than the client's
  /// ``HTTPBodyLimits`` allow for its kind; `declaredLength` is the
  /// `Content-Length` or file size when known, else the transfer was cut
  /// off once its running total passed `limit` bytes.
  case bodyTooLarge(URL, kind: HTTPRequestKind, limit: Int, declaredLength: Int64?)

  /// What went wrong, and where.
  public var description: String {
    switch self {
    case .invalidURL(let text): "not a valid http(s) URL: \"\(text)\""
    case .hostNotFound(let url): "host not found: \(url.host ?? url.absoluteString)"
    case .cannotConnect(let url, let reason): "cannot connect to \(url.absoluteString): \(reason)"
    case .timedOut(let url, let seconds):
      "no answer from \(url.absoluteString) within \(seconds) s"
    case .httpStatus(let status, let url): "HTTP \(status) from \(url.absoluteString)"
    case .tooManyRedirects(let url): "too many redirects from \(url.absoluteString)"
    case .decoding(let error, let url): "\(url.absoluteString): \(error)"
    case .fileUnreadable(let path): "cannot read the file \(path)"
    case .network(let url, let reason): "\(url.absoluteString): \(reason)"
    case .bodyTooLarge(let url, let kind, let limit, let declared):
      "\(url.absoluteString): the \(kind) is larger than its limit, HTTPBodyLimits.\(kind) = "
        + Self.bytes(limit)
        + (declared.map { " (it declares \($0) bytes)" } ?? " (cut off once past the limit)")
    }
  }

  /// `bytes` in words: whole MiB or KiB when it is one, else bytes.
  static func bytes(_ count: Int) -> String {
    if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
    if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
    return "\(count) bytes"
  }
}
