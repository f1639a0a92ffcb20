/// A session opening or closing (see ``WebServer/sessionEvents``).
public enum WebSessionEvent: Sendable, Equatable {
  /// A tab connected; its session is open.
  case opened(SessionID)
  /// A tab's socket closed; its session is freed.
  case closed(SessionID)
}
