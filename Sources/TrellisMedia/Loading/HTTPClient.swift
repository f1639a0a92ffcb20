public import Foundation

#if canImport(FoundationNetworking)
  internal import FoundationNetworking
#endif

/// Fetches URLs over HTTP with URLSession (FoundationNetworking on
/// Linux): redirects are followed, every request has a timeout, and each
/// failure is a ``MediaLoadingError``.
///
/// URLSession's own cache is off: the ``ImagePipeline``'s disk cache
/// decides what is fresh, and revalidates with `If-None-Match` /
/// `If-Modified-Since`.
public final class HTTPClient: Sendable {
  /// A client with the default timeout, shared so that components made
  /// anew on every rebuild reuse one URLSession.
  public static let shared = HTTPClient()

  /// Seconds a request may wait for an answer.
  public let timeout: Double
  private let session: URLSession

  /// Creates a client whose requests time out after `timeout` seconds.
  public init(timeout: Double = 15) {
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 4
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpMaximumConnectionsPerHost = 8
    session = URLSession(configuration: configuration)
  }

  /// Gets `url` with extra request `headers`. Any status is a response;
  /// only failures to get one throw.
  ///
  /// - Throws: ``MediaLoadingError``, or `CancellationError` when the
  ///   calling task is cancelled.
  public func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPResponse {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      throw MediaLoadingError.invalidURL(url.absoluteString)
    }
    var request = URLRequest(url: url, timeoutInterval: timeout)
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      try Task.checkCancellation()
      throw map(error, url: url)
    }
    try Task.checkCancellation()
    guard let http = response as? HTTPURLResponse else {
      throw MediaLoadingError.network(url, reason: "not an HTTP response")
    }
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String {
        fields[name.lowercased()] = value
      }
    }
    return HTTPResponse(
      url: http.url ?? url, status: http.statusCode, headers: fields, body: [UInt8](data))
  }

  private func map(_ error: any Error, url: URL) -> MediaLoadingError {
    guard let error = error as? URLError else {
      return .network(url, reason: String(describing: error))
    }
    switch error.code {
    case .timedOut: return .timedOut(url, seconds: timeout)
    case .cannotFindHost, .dnsLookupFailed: return .hostNotFound(url)
    case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet:
      return .cannotConnect(url, reason: error.localizedDescription)
    case .httpTooManyRedirects, .redirectToNonExistentLocation: return .tooManyRedirects(url)
    case .badURL, .unsupportedURL: return .invalidURL(url.absoluteString)
    default: return .network(url, reason: error.localizedDescription)
    }
  }
}
