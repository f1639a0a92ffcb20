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

  /// The messages waiting for the page, when the session has a socket.
  let outgoing: OutgoingQueue?

  init(id: SessionID, host: WebHost, outgoing: OutgoingQueue? = nil) {
    self.id = id
    self.host = host
    self.outgoing = outgoing
    root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
  }

  /// The bytes of messages waiting for the page to read them: at most
  /// ``WebSessionLimits/maximumQueuedBytes`` plus one message.
  public var queuedOutgoingBytes: Int { outgoing?.queuedBytes ?? 0 }

  /// How many times the page read so slowly that the session dropped its
  /// queued changes and sent the whole tree afresh.
  public var outgoingOverflows: Int { outgoing?.overflows ?? 0 }

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
