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
    }
  }
}
