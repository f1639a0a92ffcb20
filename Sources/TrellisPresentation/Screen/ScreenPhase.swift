/// What a ``Screen`` shows in its content area, set by its presenter
/// through the built-in UI protocols.
public enum ScreenPhase: Sendable, Hashable {
  /// The screen's own content (its component, or its list).
  case content
  /// A spinner: the content is loading.
  case loading
  /// Nothing to show, with a message.
  case empty(String)
  /// Loading failed, with a message (and a Retry button for a
  /// ``RetryingPresenter``).
  case error(String)
}
