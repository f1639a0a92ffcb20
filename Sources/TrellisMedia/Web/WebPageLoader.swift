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
  /// A page may have up to the client's ``HTTPBodyLimits/page`` bytes
  /// (16 MiB by default): a larger one fails while it arrives, and a
  /// larger file before it is read. What is not a page (an image, a PDF)
  /// is an error, not text.
  ///
  /// - Throws: ``WebPageError``, or `CancellationError`.
  public func load(_ url: URL) async throws -> WebContent {
    if url.isFileURL {
      let bytes: [UInt8]
      do {
        bytes = try LimitedFileReader.contents(of: url, limit: client.bodyLimits.page, kind: .page)
      } catch {
        throw WebPageError.loading(error)
      }
      try Task.checkCancellation()
      return try Self.page(bytes, contentType: nil, url: url)
    }
    let response: HTTPResponse
    do {
      response = try await client.get(url, kind: .page)
    } catch let error as MediaLoadingError {
      throw WebPageError.loading(error)
    }
    try Task.checkCancellation()
    guard (200..<300).contains(response.status) else {
      throw WebPageError.loading(.httpStatus(response.status, url))
    }
    return try Self.content(of: response)
  }

  /// The page in `response`, whatever its status: its `Content-Type` must
  /// be HTML or text (with no type, its first bytes must not be binary),
  /// and its body is parsed with ``HTMLText``.
  ///
  /// - Throws: ``WebPageError/notHTML(_:contentType:)`` or
  ///   ``WebPageError/parsing(_:_:)``.
  public static func content(of response: HTTPResponse) throws(WebPageError) -> WebContent {
    try page(response.body, contentType: response.headers["content-type"], url: response.url)
  }

  private static func page(_ bytes: [UInt8], contentType: String?, url: URL)
    throws(WebPageError) -> WebContent
  {
    try PageContentType.check(contentType, body: bytes, url: url)
    do {
      return try HTMLText.parse(bytes, baseURL: url)
    } catch {
      throw .parsing(error, url)
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
