import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

/// Issue 32.19: what is not a page is a typed error, never shown as text.
@MainActor
@Suite("The web view refuses what is not a page")
struct WebPageContentTypeTests {
  let server: LocalHTTPServer

  init() throws {
    server = try LocalHTTPServer { request in
      switch request.path {
      case "/picture.png":
        return HTTPServerResponse(headers: ["Content-Type": "image/png"], body: TestImages.png)
      case "/untyped.png":
        return HTTPServerResponse(body: TestImages.png)
      case "/plain-binary":
        return HTTPServerResponse(
          headers: ["Content-Type": "text/plain"], body: TestImages.png)
      case "/untyped.html":
        return HTTPServerResponse(body: Array("<h1>No type, still a page</h1>".utf8))
      case "/notes.txt":
        return .text("plain notes")
      case "/page.html":
        return HTTPServerResponse(
          headers: ["Content-Type": "Text/HTML; charset=UTF-8"], body: Array("<p>Hi</p>".utf8))
      default:
        return .text("not found", status: 404)
      }
    }
  }

  @Test("32.19: an image/png response is a typed notHTML error naming its type")
  func imageIsNotAPage() async {
    let url = server.url("/picture.png")
    await #expect(throws: WebPageError.notHTML(url, contentType: "image/png")) {
      try await WebPageLoader(client: HTTPClient()).load(url)
    }
  }

  @Test("32.19: binary bytes with no type, or served as text, are not a page")
  func sniffedBinary() async {
    let loader = WebPageLoader(client: HTTPClient())
    let untyped = server.url("/untyped.png")
    await #expect(throws: WebPageError.notHTML(untyped, contentType: nil)) {
      try await loader.load(untyped)
    }
    let plain = server.url("/plain-binary")
    await #expect(throws: WebPageError.notHTML(plain, contentType: "text/plain")) {
      try await loader.load(plain)
    }
  }

  @Test("32.19: HTML in any case with parameters, untyped text and plain text are pages")
  func pages() async throws {
    let loader = WebPageLoader(client: HTTPClient())
    for path in ["/page.html", "/untyped.html", "/notes.txt"] {
      #expect(try await !loader.load(server.url(path)).blocks.isEmpty, "\(path)")
    }
  }

  @Test("32.19: a PNG file: URL is refused the same way")
  func pictureFile() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-not-a-page-\(UUID().uuidString).png")
    try Data(TestImages.png).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    await #expect(throws: WebPageError.notHTML(file, contentType: nil)) {
      try await WebPageLoader(client: HTTPClient()).load(file)
    }
  }

  @Test("32.19: the web view shows the typed error in the page, not the image's bytes")
  func webViewShowsError() async {
    let host = HeadlessHost(size: Size(width: 100, height: 20))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let url = server.url("/picture.png")
    root.renderSynchronously(WebView(url: url) { _ in })
    await root.settle()
    let text = host.treeDump()
    #expect(text.contains("is not a web page: its type is image/png"))
    #expect(!text.contains("PNG"))
    server.stop()
  }
}
