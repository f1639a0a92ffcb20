/// A session opening or closing (see ``WebServer/sessionEvents``).
public enum WebSessionEvent: Sendable, Equatable {
  /// A tab connected; its session is open.
  case opened(SessionID)
  /// The server ended a session for what its page did (flooding, or
  /// leaving messages unread): said just before its ``closed(_:)``.
  case ended(SessionID, reason: WebSessionLimitError)
  /// A tab's socket closed; its session is freed.
  case closed(SessionID)
}
