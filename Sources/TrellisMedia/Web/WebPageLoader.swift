public import Foundation

/// Fetches a page and parses it into ``WebContent``, off the main actor.
public struct WebPageLoader: Sendable {
  /// The HTTP client.
  public var client: HTTPClient

  /// Creates a loader.
  public init(client: HTTPClient = .shared) {
    self.client = client
  }

  /// The page at `url`, parsed; `file:` URLs are read from disk.
  ///
  /// - Throws: ``WebPageError``, or `CancellationError`.
  public func load(_ url: URL) async throws -> WebContent {
    let bytes: [UInt8]
    let finalURL: URL
    if url.isFileURL {
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw WebPageError.loading(.fileUnreadable(url.path))
      }
      bytes = [UInt8](data)
      finalURL = url
    } else {
      let response: HTTPResponse
      do {
        response = try await client.get(url)
      } catch let error as MediaLoadingError {
        throw WebPageError.loading(error)
      }
      guard (200..<300).contains(response.status) else {
        throw WebPageError.loading(.httpStatus(response.status, url))
      }
      bytes = response.body
      finalURL = response.url
    }
    try Task.checkCancellation()
    do {
      return try HTMLText.parse(bytes, baseURL: finalURL)
    } catch {
      throw WebPageError.parsing(error, finalURL)
    }
  }

  /// The URL for what a user typed: as it is when it has a scheme, else
  /// with `https://` in front (`http://` for `localhost` and `127.0.0.1`).
  ///
  /// - Throws: ``WebPageError/invalidAddress(_:)``.
  public static func url(forAddress address: String) throws(WebPageError) -> URL {
    let trimmed = address.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.contains(" ") else { throw .invalidAddress(address) }
    if trimmed.contains("://"), let url = URL(string: trimmed), url.host != nil || url.isFileURL {
      return url
    }
    let local = trimmed.hasPrefix("localhost") || trimmed.hasPrefix("127.0.0.1")
    guard let url = URL(string: (local ? "http://" : "https://") + trimmed), url.host != nil
    else { throw .invalidAddress(address) }
    return url
  }
}
