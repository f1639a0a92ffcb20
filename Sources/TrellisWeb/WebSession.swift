public import Trellis

/// One tab's session: its host, its component root and its id. Made when a
/// page's WebSocket opens, closed (and forgotten by the server) when it
/// closes.
///
/// The session is the root's `responder`: it
/// handles `SetTheme` (the app sets a theme, see ``theme``) and `OpenURL`
/// (the page opens it in the user's browser) and passes every other action
/// to ``nextResponder``.
@MainActor
public final class WebSession: ActionResponder {
  /// The session's id (never in a URL).
  public let id: SessionID
  /// The tab's host.
  public let host: WebHost
  /// The root the app shows its screen in, sized to the page.
  public let root: ComponentRoot
  /// Where actions the session does not handle go: the app's presenter.
  public weak var nextResponder: (any ActionResponder)?
  /// The theme the app set, or `nil` (the default) to follow the page's
  /// `prefers-color-scheme` with the server's light and dark themes.
  public var theme: Theme? {
    didSet { sendTheme() }
  }
  /// The page's colour scheme, once it reported one.
  public private(set) var pageColorScheme: WebColorScheme?
  /// Called each time the page reports its colour scheme (when it connects
  /// and when the browser's preference changes), after the session sent
  /// the theme for it: an app following the page can line its own idea of
  /// the theme shown up with ``resolvedTheme``.
  public var onColorScheme: (@MainActor (WebColorScheme) -> Void)?

  /// The messages waiting for the page, when the session has a socket.
  let outgoing: OutgoingQueue?
  private let themes: WebThemes
  private let resources: WebResources?
  private var sentTheme: (theme: Theme, scheme: WebColorScheme, token: ResourceToken)?

  init(
    id: SessionID, host: WebHost, outgoing: OutgoingQueue? = nil, themes: WebThemes = WebThemes(),
    resources: WebResources? = nil
  ) {
    self.id = id
    self.host = host
    self.outgoing = outgoing
    self.themes = themes
    self.resources = resources
    root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    root.responder = self
    if let resources {
      host.images = WebImageViews(resources: resources, session: id)
    }
    host.onDisplay = { [weak self] display in
      guard let self else { return }
      pageColorScheme = display.colorScheme
      sendTheme()
      onColorScheme?(display.colorScheme)
    }
  }

  /// The theme the page shows and the scheme it is drawn in: the app's
  /// theme if it set one, else the server's theme for the page's scheme.
  public var resolvedTheme: (theme: Theme, scheme: WebColorScheme) {
    let pageScheme = pageColorScheme ?? .light
    if let theme { return (theme, WebColorScheme.of(theme, fallback: pageScheme)) }
    let theme = pageScheme == .dark ? themes.dark : themes.light
    return (theme, WebColorScheme.of(theme, fallback: pageScheme))
  }

  /// Handles `SetTheme` and `OpenURL` (the page opens the URL in a new
  /// tab, see ``WebHost/openInBrowser(_:)``; a refused one is told to the
  /// action's `onFailure`, never opened on the server); passes other
  /// actions on.
  public func handle(_ action: any ComponentAction) -> Bool {
    if let setTheme = action as? SetTheme {
      theme = setTheme.theme
      return true
    }
    if let open = action as? OpenURL {
      do {
        try host.openInBrowser(open.url)
      } catch {
        open.onFailure?(error.description)
      }
      return true
    }
    return nextResponder?.handle(action) ?? false
  }

  /// The bytes of messages waiting for the page to read them: at most
  /// ``WebSessionLimits/maximumQueuedBytes`` plus one message.
  public var queuedOutgoingBytes: Int { outgoing?.queuedBytes ?? 0 }

  /// How many times the page read so slowly that the session dropped its
  /// queued changes and sent the whole tree afresh.
  public var outgoingOverflows: Int { outgoing?.overflows ?? 0 }

  /// Applies a message from the page.
  func apply(_ message: ClientMessage) throws {
    try host.apply(message, root: root)
  }

  /// Sends the `theme` message when the page has reported its scheme and
  /// the theme or scheme differs from the last one sent; the previous
  /// style sheet's URL goes.
  private func sendTheme() {
    guard pageColorScheme != nil, let resources else { return }
    let (theme, scheme) = resolvedTheme
    if let sentTheme, sentTheme.theme == theme, sentTheme.scheme == scheme { return }
    let css = ThemeStyleSheet.css(for: theme, scheme: scheme)
    let token = resources.addStyleSheet(css, session: id)
    if let old = sentTheme?.token { resources.remove(old) }
    sentTheme = (theme, scheme, token)
    host.sendMessage(
      ThemeMessage.encode(name: theme.name, scheme: scheme, href: "/theme/\(token).css"))
  }

  /// Ends the session: the root's views and controllers go, the host stops
  /// sending, its images and style sheet stop being served.
  func close() {
    root.invalidate()
    host.close()
    resources?.removeAll(of: id)
  }
}

/// The themes a session follows the page's colour scheme with.
public struct WebThemes: Sendable, Hashable {
  /// The theme for a page preferring light colours.
  public var light: Theme
  /// The theme for a page preferring dark colours.
  public var dark: Theme

  /// Themes for each scheme: `Theme.light` and
  /// `Theme.dark` by default.
  public init(light: Theme = .light, dark: Theme = .dark) {
    self.light = light
    self.dark = dark
  }
}

/// The wire format's `theme` message.
enum ThemeMessage {
  static func encode(name: String, scheme: WebColorScheme, href: String) -> String {
    var writer = JSONWriter()
    writer.raw("{\"v\":\(WireFormat.version),\"type\":\"theme\",\"name\":")
    writer.string(String(name.prefix(256)))
    writer.raw(",\"scheme\":\"\(scheme.rawValue)\",\"href\":")
    writer.string(href)
    writer.raw("}")
    return writer.text
  }
}
