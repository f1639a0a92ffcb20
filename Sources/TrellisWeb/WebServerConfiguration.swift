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
  /// The themes a session shows while its app sets none
  /// (``WebSession/theme``), following the page's `prefers-color-scheme`.
  public var themes: WebThemes
  /// The bounds on the images each session serves.
  public var imageLimits: WebImageLimits

  /// A configuration; every value has a default.
  public init(
    host: String = "127.0.0.1", port: Int = 0, title: String = "Trellis",
    initialSize: Size = Size(width: 1024, height: 768), fontSize: Double = 16,
    themes: WebThemes = WebThemes(), imageLimits: WebImageLimits = WebImageLimits()
  ) {
    self.themes = themes
    self.imageLimits = imageLimits
    self.host = host
    self.port = port
    self.title = title
    self.initialSize = initialSize
    self.fontSize = fontSize
  }
}
