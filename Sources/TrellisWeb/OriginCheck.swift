/// Whether a WebSocket upgrade comes from the server's own page: its
/// `Origin` must be `http://` and the `Host` it was sent to, and that host
/// must be the one the server listens on (the bound address, or
/// `localhost` for a loopback address) at its port. A page of another site
/// — or one reached through a DNS name rebound to this machine — is
/// refused.
struct OriginCheck: Sendable {
  /// The host names the server answers to.
  let hostNames: Set<String>
  /// The port the server listens on.
  let port: Int

  init(boundHost: String, port: Int) {
    var names: Set<String> = [boundHost.lowercased()]
    if boundHost == "127.0.0.1" || boundHost == "::1" || boundHost == "localhost" {
      names.formUnion(["127.0.0.1", "localhost", "[::1]"])
    }
    hostNames = names
    self.port = port
  }

  /// Whether `origin` (the `Origin` header) and `authority` (the `Host`
  /// header) name this server.
  func allows(origin: String?, authority: String?) -> Bool {
    guard let origin, let authority, origin == "http://" + authority else { return false }
    guard let colon = authority.lastIndex(of: ":"),
      Int(authority[authority.index(after: colon)...]) == port
    else { return false }
    return hostNames.contains(authority[..<colon].lowercased())
  }
}
