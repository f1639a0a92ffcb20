public import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  internal import FoundationNetworking
#endif

/// Fetches URLs over HTTP with URLSession (FoundationNetworking on
/// Linux): redirects are followed, every request has a timeout, and each
/// failure is a ``MediaLoadingError``.
///
/// Bodies are limited per ``HTTPRequestKind`` (``HTTPBodyLimits``) while
/// they arrive: a response over its limit fails as soon as that is known,
/// and no more than the limit is ever held.
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
  /// How many requests run at once; the others wait their turn, in order.
  public var maximumConcurrentRequests: Int { gate.limit }
  /// The largest body accepted per kind of request.
  public let bodyLimits: HTTPBodyLimits
  private let session: URLSession
  private let transfers = HTTPTransfers()
  private let gate: RequestGate

  /// Creates a client whose requests time out after `timeout` seconds, and
  /// of which `maximumConcurrentRequests` run at once (a screenful of
  /// thumbnails does not open a connection each; the time a request waits
  /// for its turn does not count towards its timeout).
  ///
  /// Bodies larger than `bodyLimits` allow for the request's kind fail
  /// with ``MediaLoadingError/bodyTooLarge(_:kind:limit:declaredLength:)``
  /// as soon as that is known, without reading the rest.
  public init(
    timeout: Double = 15, maximumConcurrentRequests: Int = 8,
    bodyLimits: HTTPBodyLimits = HTTPBodyLimits()
  ) {
    self.timeout = timeout
    gate = RequestGate(limit: maximumConcurrentRequests)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 4
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpMaximumConnectionsPerHost = max(1, maximumConcurrentRequests)
    self.bodyLimits = bodyLimits
    session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
  }

  // The session keeps its delegate (and itself) alive until invalidated.
  deinit { session.finishTasksAndInvalidate() }

  /// Gets `url` with extra request `headers`. Any status is a response;
  /// only failures to get one throw. The body may have up to
  /// ``bodyLimits``[`kind`] bytes.
  ///
  /// - Throws: ``MediaLoadingError`` (``MediaLoadingError/bodyTooLarge(_:kind:limit:declaredLength:)``
  ///   for a body over its limit), or `CancellationError` when the calling
  ///   task is cancelled.
  public func get(_ url: URL, headers: [String: String] = [:], kind: HTTPRequestKind = .data)
    async throws -> HTTPResponse
  {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      throw MediaLoadingError.invalidURL(url.absoluteString)
    }
    var request = URLRequest(url: url, timeoutInterval: timeout)
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let limit = bodyLimits[kind]
    let body: [UInt8]
    let response: URLResponse
    do {
      (response, body) = try await gate.run { try await send(request, limit: limit) }
    } catch let overflow as LimitedBody.Overflow {
      throw MediaLoadingError.bodyTooLarge(
        url, kind: kind, limit: limit, declaredLength: overflow.declaredLength)
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
      url: http.url ?? url, status: http.statusCode, headers: fields, body: body)
  }

  /// Runs `request` as a data task collecting at most `limit` body
  /// bytes, cancelled when the calling task is.
  ///
  /// Not `URLSession.data(for:)`: it reads the whole body before anything
  /// can check its size, and on Linux its cancellation handler calls
  /// `URLSessionTask.cancel()` while holding a lock the session's
  /// completion needs (a cancel racing a completion deadlocks).
  private func send(_ request: URLRequest, limit: Int) async throws -> HTTPTransfer.Outcome {
    let transfer = HTTPTransfer(limit: limit)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request)
        transfers.register(transfer, for: task)
        transfer.start(task, for: continuation)
      }
    } onCancel: {
      transfer.cancel()
    }
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
