import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

/// Issue 29: a link followed by keyboard replaces the page it was on; focus
/// goes on in the new page rather than to nothing.
@MainActor
@Suite("WebView focus across pages", .serialized)
struct WebViewFocusTests {
  let server: LocalHTTPServer

  init() throws {
    server = try LocalHTTPServer { request in
      let page: String
      switch request.path {
      case "/first.html":
        page = "<h1>First</h1><p><a href=\"/second.html\">second</a></p>"
      case "/second.html":
        page =
          "<h1>Second</h1><p><a href=\"/first.html\">first</a> or"
          + " <a href=\"/third.html\">third</a></p>"
      case "/third.html":
        page = "<h1>Third</h1><p>No links here.</p>"
      default:
        return .text("nope", status: 404)
      }
      return HTTPServerResponse(headers: ["Content-Type": "text/html"], body: Array(page.utf8))
    }
  }

  private func focusedTag(_ host: HeadlessHost) -> String? {
    host.focusedView.flatMap { host.tree.node($0)?.attributes[.tag] }
  }

  @Test("a link followed by keyboard hands focus to the new page's first link, else the toolbar")
  func followedLinkKeepsFocusInTheWebView() async throws {
    let host = HeadlessHost(size: Size(width: 60, height: 20))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(WebView(url: server.url("/first.html")) { _ in })
    await root.settle()
    #expect(host.focus(tag: "link-1"))
    #expect(host.press(KeyPress(.enter)))
    await root.settle()
    host.tree.syncFocus()
    #expect(host.find(text: "# Second") != nil)
    #expect(focusedTag(host) == "link-1")
    // Tab goes on to the page's second link, which leads to a page without
    // links: focus stays in the web view, on its toolbar.
    #expect(host.press(KeyPress(.tab)))
    #expect(focusedTag(host) == "link-2")
    #expect(host.press(KeyPress(.enter)))
    await root.settle()
    host.tree.syncFocus()
    #expect(host.find(text: "# Third") != nil)
    #expect(focusedTag(host) == "external")
    server.stop()
  }
}
