/// Whether a WebSocket upgrade comes from the server's own page: its
/// `Origin` must be `http://` and the `Host` it was sent to, and that host
/// must be the one the server listens on (the bound address, or
/// `localhost` for a loopback address) at its port. A page of another site
/// — or one reached through a DNS name rebound to this machine — is
/// refused. Behind a reverse proxy the page comes from the proxy's origin,
/// which the configuration names (``WebServerConfiguration/allowedOrigins``).
struct OriginCheck: Sendable {
  /// The host names the server answers to.
  let hostNames: Set<String>
  /// The port the server listens on.
  let port: Int
  /// Other origins whose pages may open a session, normalised.
  let allowedOrigins: Set<String>

  init(boundHost: String, port: Int, allowedOrigins: Set<String> = []) {
    var names: Set<String> = [boundHost.lowercased()]
    if boundHost == "127.0.0.1" || boundHost == "::1" || boundHost == "localhost" {
      names.formUnion(["127.0.0.1", "localhost", "[::1]"])
    }
    hostNames = names
    self.port = port
    self.allowedOrigins = Set(allowedOrigins.map(Self.normalised))
  }

  /// An origin as browsers send it: lower case, no trailing slash.
  static func normalised(_ origin: String) -> String {
    var origin = origin.lowercased()
    while origin.hasSuffix("/") { origin.removeLast() }
    return origin
  }

  /// Whether `origin` (the `Origin` header) and `authority` (the `Host`
  /// header) name this server, or `origin` is one of the allowed ones.
  func allows(origin: String?, authority: String?) -> Bool {
    if let origin, allowedOrigins.contains(Self.normalised(origin)) { return true }
    guard let origin, let authority, origin == "http://" + authority else { return false }
    guard let colon = authority.lastIndex(of: ":"),
      Int(authority[authority.index(after: colon)...]) == port
    else { return false }
    return hostNames.contains(authority[..<colon].lowercased())
  }
}
