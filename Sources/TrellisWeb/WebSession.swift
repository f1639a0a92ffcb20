public import Trellis

/// One tab's session: its host, its component root and its id. Made when a
/// page's WebSocket opens, closed (and forgotten by the server) when it
/// closes.
@MainActor
public final class WebSession {
  /// The session's id (never in a URL).
  public let id: SessionID
  /// The tab's host.
  public let host: WebHost
  /// The root the app shows its screen in, sized to the page.
  public let root: ComponentRoot

  init(id: SessionID, host: WebHost) {
    self.id = id
    self.host = host
    root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
  }

  /// Applies a message from the page.
  func apply(_ message: ClientMessage) throws(SemanticInputError) {
    try host.apply(message, root: root)
  }

  /// Ends the session: the root's views and controllers go, the host stops
  /// sending.
  func close() {
    root.invalidate()
    host.close()
  }
}
