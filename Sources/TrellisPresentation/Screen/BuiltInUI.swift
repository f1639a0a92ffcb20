/// What every ``Screen`` can show with no code of its own: the UI
/// protocols a presenter's own protocol refines (BothamUI's
/// `BothamLoadingUI`, `BothamTableViewDataSource` and friends).
///
/// ```swift
/// @MainActor protocol CharactersUI: LoadingUI, EmptyStateUI, ErrorUI, ListUI, NavigatingUI {}
/// extension Screen: CharactersUI {}
/// ```

/// A spinner while content loads.
@MainActor
public protocol LoadingUI: AnyObject {
  /// Shows the spinner in place of the content (over the list, if it has
  /// rows, as a loading row at its end).
  func showLoading()
  /// Hides the spinner.
  func hideLoading()
}

/// A message when there is nothing to show.
@MainActor
public protocol EmptyStateUI: AnyObject {
  /// Shows `message` in place of the content.
  func showEmpty(_ message: String)
}

/// An error with a retry action.
@MainActor
public protocol ErrorUI: AnyObject {
  /// Shows `message` with a Retry button (when the presenter is a
  /// ``RetryingPresenter``).
  func showError(_ message: String)
}

/// A list of items shown through TrellisTables' models and cell factory.
@MainActor
public protocol ListUI: AnyObject {
  /// Shows `items` (replacing what was shown); `hasMore` adds a loading row
  /// that asks a ``PagingPresenter`` for the next page when it nears the
  /// viewport.
  func show(items: [any Sendable], hasMore: Bool)
  /// Adds a page of `items` at the end of the list.
  func append(items: [any Sendable], hasMore: Bool)
}

/// Access to the navigator that shows the screen, for presenters that
/// navigate without a wireframe.
@MainActor
public protocol NavigatingUI: AnyObject {
  /// The navigator showing the screen, once it is shown.
  var navigator: Navigator? { get }
}
