public import Foundation
public import Trellis

/// An in-app, text-mode web view (Nimbus' `NIWebController`): a toolbar
/// with the address, back, forward, reload and "open in the system
/// browser"; a progress bar while loading; the page as styled, wrapped
/// text with links that load in place; errors shown in the page. A page
/// opened from a link or the address starts at its top; back and forward
/// show a page scrolled where it was left.
///
/// ```swift
/// import Foundation
///
/// WebView(url: URL(string: "http://127.0.0.1:8080/index.html")!)
/// ```
public struct WebView: StatefulComponent, ControlledComponent {
  /// The first page.
  public var url: URL
  /// Fetches and parses pages.
  public var loader: WebPageLoader
  /// Opens a URL in the system's browser (`xdg-open` by default) when the
  /// host does not open it for its user (a web session opens it in the
  /// user's browser; see `OpenURL`).
  public var openExternally: @Sendable (URL) -> Void

  /// Creates a web view that opens `url` when it appears.
  public init(
    url: URL, loader: WebPageLoader = WebPageLoader(),
    openExternally: @escaping @Sendable (URL) -> Void = WebView.openWithSystemBrowser
  ) {
    self.url = url
    self.loader = loader
    self.openExternally = openExternally
  }

  /// Nothing loaded yet: the controller starts the first load.
  public func initialState() -> WebViewState {
    WebViewState(address: url.absoluteString)
  }

  /// The toolbar, the progress bar while loading, and the page.
  public func body(state: WebViewState, scope: Scope<WebViewState>) -> some Component {
    let navigator = WebNavigator(loader: loader, scope: scope, loads: state.loads)
    let current = state.currentURL
    Stack(spacing: 0, alignment: .stretch) {
      Stack(.horizontal, spacing: 1, alignment: .center) {
        Button("◀") { navigator.go(to: state.index - 1, in: state) }
          .disabled(!state.canGoBack).tag("back")
        Button("▶") { navigator.go(to: state.index + 1, in: state) }
          .disabled(!state.canGoForward).tag("forward")
        Button("⟳") { if let current { navigator.reload(current) } }.tag("reload")
        TextField("Address", text: state.address) { text in scope.mutate { $0.address = text } }
          .onSubmit { text in navigator.open(address: text, from: state) }
          .tag("address").flex(grow: 1)
        Button("Open ↗", send: OpenPageExternally(url: current)).tag("external")
      }
      // A step of the host's spacing scale between the buttons.
      .scaled()
      if state.isLoading {
        ProgressBar(value: state.progress, label: "Loading…").tag("progress")
      } else {
        Divider()
      }
      pageView(state: state)
    }
    .onAction(LinkTapped.self) { link in navigator.open(address: link.url, from: state) }
    // The host opens the page for its user (a web session: in the user's
    // browser, never on the server); else `openExternally` here.
    .onAction(OpenPageExternally.self) { [openExternally] action, context in
      guard let url = action.url, !context.send(OpenURL(url.absoluteString)) else { return }
      openExternally(url)
    }
  }

  /// The page, scrolled where it was left, or at its top when new.
  ///
  /// Each load (a link followed, back, forward, reload) shows the page in a
  /// new scroll view, keyed by the load, that starts at the offset recorded
  /// for its place in the history: a scroll view kept from the previous page
  /// would keep that page's offset and could show a short new page blank.
  private func pageView(state: WebViewState) -> some Component {
    let offsets = state.scrollOffsets
    let index = state.index
    return ScrollView(onScroll: { offset in offsets.record(offset, at: index) }) {
      WebPageText(state: state)
    }
    .attribute(.contentOffset, offsets.offset(at: index))
    .flex(grow: 1)
    .tag("page")
    .key(state.loadID)
  }

  /// Starts the first load when the view appears.
  public typealias Controller = WebViewController

  /// Opens `url` with `xdg-open`, ignoring failures (no browser).
  public static let openWithSystemBrowser: @Sendable (URL) -> Void = { url in
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }
}

/// Starts a ``WebView``'s first load.
@MainActor
public final class WebViewController: ComponentController {
  private let component: WebView
  private let scope: Scope<WebViewState>
  private var started = false
  private let loads = PageLoads()

  /// Creates the controller.
  public init(component: WebView, context: ControllerContext) {
    self.component = component
    scope = context.scope(of: WebViewState.self)
  }

  /// Loads the first page, once.
  public func didAppear() {
    guard !started else { return }
    started = true
    let loads = loads
    // The body's navigator finds the tracker in the state.
    scope.mutate { $0.loads = loads }
    WebNavigator(loader: component.loader, scope: scope, loads: loads)
      .push(component.url, onto: nil)
  }

  /// Returns when every page load under way has ended (its result is then
  /// in the state, shown by the root's next render).
  public func settle() async {
    await loads.settle()
  }
}

/// "Open ↗": the page shown, to be opened outside the web view.
struct OpenPageExternally: ComponentAction {
  let url: URL?
}
