/// A presenter whose screen offers a retry button on its error state.
@MainActor
public protocol RetryingPresenter: Presenter {
  /// The user asked to try again after an error.
  func retry()
}

/// A presenter whose screen refreshes: a refresh key, or the wheel pulled
/// past the top of its list.
@MainActor
public protocol RefreshingPresenter: Presenter {
  /// The user asked for fresh content.
  func refresh()
}

/// A presenter whose list loads more as the user nears its end.
@MainActor
public protocol PagingPresenter: Presenter {
  /// The list's loading row came near the viewport: load the next page and
  /// hand it to ``ListUI/append(items:hasMore:)``.
  ///
  /// The screen asks once per page of a list: the next request comes with
  /// the loading row the answer (``ListUI/append(items:hasMore:)``) brings.
  /// A new list (``ListUI/show(items:hasMore:)``, after a refresh) starts
  /// asking again, though the old list's page may still be loading: the
  /// presenter drops that page rather than append it to the new list, and
  /// reads the page number it asks for before it awaits (see the article's
  /// `CharactersPresenter`).
  func loadNextPage()
}

/// A presenter told when a row of its screen's list is chosen.
@MainActor
public protocol ListPresenter: Presenter {
  /// The user chose `item` (Enter or a click on its row).
  func didSelect(item: any Sendable)
}
