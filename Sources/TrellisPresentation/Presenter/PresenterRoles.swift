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
  /// The screen asks for one page at a time: not again until the page is
  /// appended, or the presenter answers otherwise (``ErrorUI/showError(_:)``,
  /// ``EmptyStateUI/showEmpty(_:)``, or a new list with
  /// ``ListUI/show(items:hasMore:)``). A presenter that shows a new list
  /// while a page is loading (a refresh) cancels that page's request, so
  /// the old list's page is not appended to the new one.
  func loadNextPage()
}

/// A presenter told when a row of its screen's list is chosen.
@MainActor
public protocol ListPresenter: Presenter {
  /// The user chose `item` (Enter or a click on its row).
  func didSelect(item: any Sendable)
}
