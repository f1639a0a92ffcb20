import Foundation
import Hummingbird
import HummingbirdWebSocket
public import Logging
import NIOCore
import Trellis
public import TrellisFonts
public import TrellisMedia

/// Serves Trellis screens to browsers: one page, one script, the fonts text
/// is measured with, and a WebSocket per tab, each with its own
/// ``WebSession`` (see <doc:ServingTheWeb>).
///
/// ```swift
/// let server = try WebServer(fonts: .debian()) { session in
///   session.root.renderSynchronously(Text("Hello"))
/// }
/// try await server.run { port in print("http://127.0.0.1:\(port)/") }
/// ```
public final class WebServer: Sendable {
  /// What the app does with each new session: render its screen into
  /// `session.root`.
  public typealias SessionStarter = @MainActor @Sendable (WebSession) -> Void

  /// Where the server listens.
  public let configuration: WebServerConfiguration
  let assets: WebAssets
  let measurer: ProportionalTextMeasurer
  let start: SessionStarter
  let logger: Logger
  @MainActor let sessions = WebSessionTable()
  /// The sessions' pictures and theme style sheets, served under tokens.
  let resources: WebResources
  /// Sessions opening and closing, in order: for an app's logs and
  /// metrics, and for tests to wait on. It keeps the newest 1,024 events
  /// nobody has read, so a server whose app never reads costs bounded
  /// memory.
  public let sessionEvents: AsyncStream<WebSessionEvent>
  let sessionEventSink: AsyncStream<WebSessionEvent>.Continuation
  /// What sessions are timed with (``WebSessionLimits/stalledPageTimeout``).
  let clock: ServerClock

  /// A server showing what `start` renders, with text measured and drawn in
  /// `fonts`.
  ///
  /// `imagePipelines` (those the app's `NetworkImage`s load through) make
  /// pictures for ``WebImageLimits/maximumPixelRatio`` device pixels per
  /// CSS pixel; each page is then sent them scaled to its own ratio.
  ///
  /// `clock` times the sessions' limits: a test passes a clock it
  /// advances itself.
  ///
  /// - Throws: When the client script is missing from the module's bundle.
  public init(
    configuration: WebServerConfiguration = WebServerConfiguration(),
    fonts: FontFallbackChain, imagePipelines: [ImagePipeline] = [.shared],
    logger: Logger = Logger(label: "TrellisWeb"), clock: some Clock<Duration> = ContinuousClock(),
    start: @escaping SessionStarter
  ) throws {
    self.configuration = configuration
    self.clock = ServerClock(clock)
    resources = WebResources(limits: configuration.imageLimits)
    let ratio = Int(configuration.imageLimits.maximumPixelRatio.rounded(.up))
    self.assets = try WebAssets(
      title: configuration.title, fonts: fonts, fontSize: configuration.fontSize)
    self.measurer = ProportionalTextMeasurer(fonts: fonts, fontSize: configuration.fontSize)
    // Pictures sized in text get a character's width and a line's height
    // in device pixels per character and line.
    let text = LayoutEnvironment.webPixels(measurer: measurer)
    for pipeline in imagePipelines {
      pipeline.setPixelsPerCell(PixelSize(width: max(1, ratio), height: max(1, ratio)))
      pipeline.setPixelsPerTextCell(
        PixelSize(
          width: Int((text.characterWidth * Double(ratio)).rounded(.up)),
          height: Int((text.lineHeight * Double(ratio)).rounded(.up))))
    }
    self.start = start
    self.logger = logger
    (sessionEvents, sessionEventSink) = AsyncStream.makeStream(
      bufferingPolicy: .bufferingNewest(1024))
  }

  /// The number of open sessions (one per connected tab).
  @MainActor public var sessionCount: Int { sessions.sessions.count }

  /// Listens until the task is cancelled; `onReady` hears the port bound.
  public func run(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    let port = PortBox()
    let router = Router()
    routes(router)
    let application = Application(
      router: router,
      server: .http1WebSocketUpgrade(
        configuration: .init(
          ws: .init(
            maxFrameSize: WireFormat.maximumClientFrameBytes,
            autoPing: configuration.pingInterval.map { .enabled(timePeriod: $0) } ?? .disabled))
      ) { [self] request, channel, _ in
        try await upgrade(request, port: await port.value, eventLoop: channel.eventLoop) {
          channel.close(promise: nil)
        }
      },
      configuration: .init(
        address: .hostname(configuration.host, port: configuration.port),
        serverName: nil),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? 0
        await port.set(bound)
        await onReady(bound)
      },
      logger: logger
    )
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await application.run() }
      group.addTask { try await self.closeStalledSessions() }
      try await group.next()
      group.cancelAll()
    }
  }

  private func routes(_ router: Router<BasicRequestContext>) {
    let assets = assets
    router.get("/") { _, _ in Self.response(assets.page, type: "text/html; charset=utf-8") }
    router.get("/trellis.js") { _, _ in
      Self.response(assets.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/trellis.css") { _, _ in
      Self.response(assets.styleSheet, type: "text/css; charset=utf-8")
    }
    for font in assets.fonts {
      router.get(RouterPath(font.path)) { _, _ in
        guard let data = FileManager.default.contents(atPath: font.file) else {
          throw HTTPError(.notFound)
        }
        return Self.response(ByteBuffer(bytes: data), type: "font/ttf")
      }
    }
    // The page has no icon: saying so (no content) keeps the browser's own
    // request for one from logging a 404 in the page's console.
    router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
    resourceRoutes(router)
  }

  static func response(_ text: String, type: String) -> Response {
    response(ByteBuffer(string: text), type: type)
  }

  static func response(_ body: ByteBuffer, type: String) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: type,
        .contentSecurityPolicy: WebAssets.contentSecurityPolicy,
        .init("X-Content-Type-Options")!: "nosniff",
        .cacheControl: "no-store",
      ],
      body: .init(byteBuffer: body))
  }
}

/// The bound port, known once the server runs.
actor PortBox {
  private(set) var value = 0
  func set(_ port: Int) { value = port }
}
