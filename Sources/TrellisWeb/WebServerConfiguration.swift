public import Trellis

/// Where and how a ``WebServer`` listens.
public struct WebServerConfiguration: Sendable {
  /// The address to bind: `127.0.0.1` unless told otherwise, so only this
  /// machine reaches the server.
  public var host: String
  /// The port; 0 takes any free port (``WebServer/run(onReady:)`` reports
  /// which).
  public var port: Int
  /// The page's title.
  public var title: String
  /// The size of a session's tree until its page reports its viewport, in
  /// CSS pixels.
  public var initialSize: Size
  /// The font size text is measured and drawn at, in CSS pixels.
  public var fontSize: Double
  /// What a page may make the server hold and do: sessions, message rate,
  /// queued bytes, viewport size.
  public var limits: WebSessionLimits
  /// Origins, besides the server's own address, whose pages may open a
  /// session: a reverse proxy's public origin, as the browser sends it in
  /// `Origin` — scheme, host and port, such as `https://example.com` or
  /// `http://127.0.0.1:8080` (see <doc:ServingTheWeb>). Empty: only pages
  /// the server served itself.
  public var allowedOrigins: Set<String>
  /// The themes a session shows while its app sets none
  /// (``WebSession/theme``), following the page's `prefers-color-scheme`.
  public var themes: WebThemes
  /// The bounds on the images each session serves.
  public var imageLimits: WebImageLimits
  /// How often the server pings each page (default 30 seconds); a page
  /// that has not answered one ping by the next is closed, which finds
  /// pages gone without a word while the server has nothing to send them
  /// (``WebSessionLimits/stalledPageTimeout`` finds those with messages
  /// waiting). `nil`: no pings.
  public var pingInterval: Duration?

  /// A configuration; every value has a default.
  public init(
    host: String = "127.0.0.1", port: Int = 0, title: String = "Trellis",
    initialSize: Size = Size(width: 1024, height: 768), fontSize: Double = 16,
    limits: WebSessionLimits = WebSessionLimits(),
    allowedOrigins: Set<String> = [],
    themes: WebThemes = WebThemes(), imageLimits: WebImageLimits = WebImageLimits(),
    pingInterval: Duration? = .seconds(30)
  ) {
    self.pingInterval = pingInterval
    self.limits = limits
    self.themes = themes
    self.imageLimits = imageLimits
    self.host = host
    self.port = port
    self.title = title
    self.initialSize = initialSize
    self.fontSize = fontSize
    self.allowedOrigins = allowedOrigins
  }
}
