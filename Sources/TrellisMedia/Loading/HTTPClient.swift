public import Foundation
import Synchronization

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
  /// How many requests run at once; the others wait their turn, in order.
  public var maximumConcurrentRequests: Int { gate.limit }
  private let session: URLSession
  private let gate: RequestGate

  /// Creates a client whose requests time out after `timeout` seconds, and
  /// of which `maximumConcurrentRequests` run at once (a screenful of
  /// thumbnails does not open a connection each; the time a request waits
  /// for its turn does not count towards its timeout).
  public init(timeout: Double = 15, maximumConcurrentRequests: Int = 8) {
    self.timeout = timeout
    gate = RequestGate(limit: maximumConcurrentRequests)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 4
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpMaximumConnectionsPerHost = max(1, maximumConcurrentRequests)
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
      (data, response) = try await gate.run { try await send(request) }
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

  /// Runs `request` as a data task, cancelled when the calling task is.
  ///
  /// Not `URLSession.data(for:)`: on Linux its cancellation handler calls
  /// `URLSessionTask.cancel()` (which waits on the session's queue) while
  /// holding a lock the session's completion needs, and a cancel racing a
  /// completion deadlocks both threads. Here the cancel is sent from a
  /// global queue with no lock held.
  private func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
    let running = RunningDataTask()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            continuation.resume(throwing: error)
          } else if let response {
            continuation.resume(returning: (data ?? Data(), response))
          } else {
            continuation.resume(throwing: URLError(.badServerResponse))
          }
        }
        running.start(task)
      }
    } onCancel: {
      running.cancel()
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

/// A data task and whether its caller was cancelled, whichever comes first.
private final class RunningDataTask: Sendable {
  private struct State {
    var task: URLSessionDataTask?
    var cancelled = false
  }

  private let state = Mutex(State())

  /// Starts `task`, or cancels it at once when the caller already was.
  func start(_ task: URLSessionDataTask) {
    let cancelled = state.withLock { state in
      state.task = task
      return state.cancelled
    }
    task.resume()
    if cancelled { Self.cancelOffLock(task) }
  }

  /// Cancels the task if it started; a task that starts later is cancelled
  /// by ``start(_:)``.
  func cancel() {
    let task = state.withLock { state in
      state.cancelled = true
      return state.task
    }
    if let task { Self.cancelOffLock(task) }
  }

  private static func cancelOffLock(_ task: URLSessionDataTask) {
    DispatchQueue.global().async { task.cancel() }
  }
}
