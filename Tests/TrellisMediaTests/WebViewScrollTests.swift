import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

/// Issue 32, item 19: a page opened from a link starts at its top; back
/// and forward show a page where it was left.
@MainActor
@Suite("WebView scroll positions across pages", .serialized)
struct WebViewScrollTests {
  let server: LocalHTTPServer

  init() throws {
    let paragraphs = (1...80).map { "<p>Paragraph \($0)</p>" }.joined()
    server = try LocalHTTPServer { request in
      switch request.path {
      case "/long.html":
        return HTTPServerResponse(
          headers: ["Content-Type": "text/html"],
          body: Array(
            "<h1>Long</h1>\(paragraphs)<p><a href=\"/short.html\">short</a></p>".utf8))
      case "/short.html":
        return HTTPServerResponse(
          headers: ["Content-Type": "text/html"], body: Array("<h1>Short page</h1>".utf8))
      default:
        return .text("nope", status: 404)
      }
    }
  }

  private func pageOffset(_ host: HeadlessHost) -> Double {
    guard let page = host.find(tag: "page") else { return -1 }
    return host.contentOffset(of: page.id).y
  }

  @Test("a link followed by keyboard from the end of a long page opens the new page at its top")
  func followedLinkStartsAtTheTopAndBackRestoresTheOffset() async throws {
    let host = HeadlessHost(size: Size(width: 60, height: 20))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(WebView(url: server.url("/long.html")) { _ in })
    await root.settle()
    // The keyboard reaches the link's button at the end of the page, which
    // scrolls the page down to it.
    #expect(host.focus(tag: "link-1"))
    let leftAt = pageOffset(host)
    #expect(leftAt > 100)
    #expect(host.press(KeyPress(.enter)))
    await root.settle()
    #expect(host.find(text: "# Short page") != nil)
    #expect(pageOffset(host) == 0)

    // Back: the long page where it was left; forward: the short one at its top.
    #expect(host.tap(tag: "back"))
    await root.settle()
    #expect(host.find(text: "# Long") != nil)
    #expect(pageOffset(host) == leftAt)
    #expect(host.tap(tag: "forward"))
    await root.settle()
    #expect(pageOffset(host) == 0)
    server.stop()
  }
}
