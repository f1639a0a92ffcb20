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

  /// What went wrong.
  public var description: String {
    switch self {
    case .loading(let error): error.description
    case .parsing(let error, let url): "\(url.absoluteString): \(error)"
    case .invalidAddress(let text): "not a web address: \"\(text)\""
    }
  }
}
