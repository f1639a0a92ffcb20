public import Foundation

/// What a ``WebView`` shows: its history, the address being typed and
/// the page's phase.
public struct WebViewState: Sendable, Equatable {
  /// A page's phase.
  public enum Phase: Sendable, Equatable {
    /// Nothing asked yet.
    case idle
    /// Loading, with progress from 0 to 1.
    case loading(progress: Double)
    /// The parsed page.
    case loaded(WebContent)
    /// The typed error, shown in the page.
    case failed(WebPageError)
  }

  /// Pages visited, oldest first.
  public var history: [URL] = []
  /// The current page's index in ``history``.
  public var index = -1
  /// The address field's text.
  public var address: String
  /// The page's phase.
  public var phase: Phase = .idle
  /// Identifies the latest load, so a late answer to an earlier one is
  /// dropped.
  public var loadID = 0

  /// Creates a state with `address` in the field and nothing loaded.
  /// The loads under way, set by the web view's controller.
  var loads: PageLoads?
  /// Where each page of the history was left scrolled.
  let scrollOffsets = PageScrollOffsets()

  /// Creates a state showing `address`, nothing loaded.
  public init(address: String) {
    self.address = address
  }

  /// The page shown, if any.
  public var currentURL: URL? { history.indices.contains(index) ? history[index] : nil }
  /// Whether there is a page before this one.
  public var canGoBack: Bool { index > 0 }
  /// Whether there is a page after this one.
  public var canGoForward: Bool { index + 1 < history.count }
  /// Whether a page is loading.
  public var isLoading: Bool {
    if case .loading = phase { return true }
    return false
  }
  /// The loading progress (1 when not loading).
  public var progress: Double {
    if case .loading(let progress) = phase { return progress }
    return 1
  }
}
