import Trellis

/// The open sessions of a server, by id.
@MainActor
final class WebSessionTable {
  private(set) var sessions: [SessionID: WebSession] = [:]

  func add(_ session: WebSession) { sessions[session.id] = session }

  func remove(_ id: SessionID) {
    sessions.removeValue(forKey: id)?.close()
  }
}
