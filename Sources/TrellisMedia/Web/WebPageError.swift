public import Foundation

/// Why a page cannot be shown; the web view shows it in the page.
public enum WebPageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The page could not be fetched: DNS, connection, timeout or HTTP
  /// status.
  case loading(MediaLoadingError)
  /// The page arrived but could not be parsed.
  case parsing(HTMLParsingError, URL)
  /// The address typed is not a URL.
  case invalidAddress(String)
  /// What arrived is not a page: its `Content-Type` (such as `image/png`)
  /// is not HTML or text, or, with no type (`nil`) or a text type, its
  /// first bytes are binary.
  case notHTML(URL, contentType: String?)

  /// What went wrong.
  public var description: String {
    switch self {
    case .loading(let error): error.description
    case .parsing(let error, let url): "\(url.absoluteString): \(error)"
    case .invalidAddress(let text): "not a web address: \"\(text)\""
    case .notHTML(let url, let contentType):
      "\(url.absoluteString) is not a web page: "
        + Self.why(contentType)
    }
  }

  private static func why(_ contentType: String?) -> String {
    guard let contentType else { return "it has no type and its bytes are binary" }
    if PageContentType.essence(contentType).hasPrefix("text/") {
      return "it is served as \(contentType) but its bytes are binary"
    }
    return "its type is \(contentType)"
  }
}
