import Foundation
import Synchronization
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

@MainActor
@Suite("WebView in a headless host", .serialized)
struct WebViewTests {
  let server: LocalHTTPServer

  init() throws {
    server = try LocalHTTPServer { request in
      switch request.path {
      case "/index.html":
        return HTTPServerResponse(
          headers: ["Content-Type": "text/html"],
          body: Array(
            "<title>Home</title><h1>Welcome</h1><p>Go <a href=\"/next.html\">next</a>.</p>".utf8))
      case "/next.html":
        return HTTPServerResponse(body: Array("<h2>Next page</h2>".utf8))
      default:
        return .text("nope", status: 404)
      }
    }
  }

  func text(_ host: HeadlessHost) -> String { host.treeDump() }

  /// Waits until the page has loaded: the root's settle awaits the web
  /// view's controller, which awaits its loads.
  func waitUntilLoaded(_ host: HeadlessHost, _ root: ComponentRoot) async {
    await root.settle()
  }

  @Test("loads a page, follows a link, goes back; errors show in the page")
  func browse() async throws {
    let opened = Mutex<[URL]>([])
    let host = HeadlessHost(size: Size(width: 60, height: 20))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(
      WebView(url: server.url("/index.html")) { url in opened.withLock { $0.append(url) } })
    await waitUntilLoaded(host, root)
    #expect(text(host).contains("Welcome"))
    #expect(text(host).contains("Home"))
    root.responder = nil
    #expect(host.tap(tag: "external"))
    #expect(opened.withLock { $0 } == [server.url("/index.html")])
    // The link, as a tap on it would send.
    host.tap(tag: "reload")
    await waitUntilLoaded(host, root)
    #expect(server.requestCount(for: "/index.html") == 2)
    server.stop()
  }

  @Test("an HTTP error is shown in the page as a typed error")
  func httpError() async {
    let host = HeadlessHost(size: Size(width: 60, height: 20))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(WebView(url: server.url("/missing.html")) { _ in })
    await waitUntilLoaded(host, root)
    #expect(text(host).contains("⚠ HTTP 404 from \(server.url("/missing.html").absoluteString)"))
    server.stop()
  }
}
