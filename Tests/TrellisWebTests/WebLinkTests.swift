import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisWeb

/// Links in pages are real links with allowed schemes, followed in the app
/// as in the terminal; what pages say reaches the page as data.
@Suite("Web links", .serialized)
struct WebLinkTests {
  private static let pages: [String: String] = [
    "/one.html": """
    <html><body><p>Shown as text: &lt;script&gt;alert(1)&lt;/script&gt; \
    &lt;img src=x onerror=alert(2)&gt;</p>
    <p><a href="/two.html">Second page</a> <a href="javascript:alert(3)">Bad</a></p></body></html>
    """,
    "/two.html": "<html><body><p>Arrived at page two</p></body></html>",
  ]

  /// The `[view, url]` of each run with a link in a journal's text
  /// attributes.
  /// Each link run in a journal's texts and lines: its view, text, URL
  /// (`href`, or "" when the page may not follow it) and index.
  private static func links(in message: String) throws
    -> [(view: Int, text: String, url: String, index: Int)]
  {
    let object = try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
    var found: [(Int, String, String, Int)] = []
    func collect(_ runs: [Any], view: Int) {
      for case let run as [Any] in runs where run.count == 3 {
        guard let text = run[0] as? String, let style = run[2] as? [String: Any],
          let index = style["link"] as? Int
        else { continue }
        found.append((view, text, run[1] as? String ?? "", index))
      }
    }
    for case let op as [Any] in object?["ops"] as? [Any] ?? [] {
      guard let name = op.first as? String, op.count >= 3, let view = op[1] as? Int else {
        continue
      }
      if name == "lines" {
        for case let line as [Any] in op[2] as? [Any] ?? [] { collect(line, view: view) }
      }
      let attributes = (name == "create" ? op[op.count - 1] : op[2]) as? [String: Any]
      collect(attributes?["text"] as? [Any] ?? [], view: view)
    }
    return found
  }

  @Test("a web page's link is followed in the app; its markup-like text is carried as data")
  func webViewLinkFollowed() async throws {
    let pages = Self.pages
    let site = try LocalHTTPServer { request in
      guard let page = pages[request.path] else { return .text("not found", status: 404) }
      return HTTPServerResponse(
        headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(page.utf8))
    }
    defer { site.stop() }
    let start = site.url("/one.html")
    let webServer = try MediaTestServer.make(start: { session in
      session.root.renderSynchronously(WebView(url: start))
    })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let messages = try await client.receive(until: { $0.contains("Second page") })
      let loaded = messages.joined()
      // The page's text, escaped in JSON: no markup reaches the page as markup.
      #expect(loaded.contains(#"\u003cscript\u003ealert(1)\u003c/script\u003e"#))
      #expect(loaded.contains(#"\u003cimg src=x onerror=alert(2)\u003e"#))
      #expect(!loaded.contains("<script>") && !loaded.contains("<img"))
      let message = try #require(messages.last)
      let link = try #require(try Self.links(in: message).first { $0.text == "Second page" })
      #expect(link.url == site.url("/two.html").absoluteString)
      #expect(try Self.links(in: message).allSatisfy { !$0.url.hasPrefix("javascript") })

      try await client.send(
        #"{"v":1,"type":"link","view":\#(link.view),"link":\#(link.index)}"#)
      _ = try await client.receive(until: { $0.contains("Arrived at page two") })

      try await client.send(#"{"v":1,"type":"link","view":\#(link.view),"link":999}"#)
      let refused = try await client.receive(until: { $0.contains(#""type":"error""#) })
      #expect(refused.last?.contains("a link of the view's text") == true)
      try await client.close()
    }
  }

  @Test("a link with a scheme that is not allowed reaches the page without its URL")
  func disallowedSchemeRefused() async throws {
    let webServer = try MediaTestServer.make(start: { session in
      session.root.renderSynchronously(Text("Run me").link("javascript:alert(1)"))
    })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let journal = try await client.receive()
      #expect(journal.contains(#"["Run me",null,"#))
      #expect(!journal.contains("javascript"))
      try await client.close()
    }
  }

  @Test("script-like strings in a screen reach the page as JSON string data")
  func scriptLikeStringsCarriedAsData() async throws {
    let hostile = "<script>alert(1)</script><img src=x onerror=alert(2)>&amp;"
    let webServer = try MediaTestServer.make(start: { session in
      session.root.renderSynchronously(
        Stack {
          Text(hostile)
          Button(hostile) {}
          TextField("</textarea>", text: hostile)
        })
    })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let journal = try await client.receive()
      #expect(!journal.contains("<"))
      #expect(!journal.contains(">"))
      let object = try JSONSerialization.jsonObject(with: Data(journal.utf8)) as? [String: Any]
      let strings = (object?["ops"] as? [[Any]] ?? []).compactMap { $0.last as? [String: Any] }
        .flatMap { $0.values.compactMap { $0 as? String } }
      #expect(strings.filter { $0 == hostile }.count >= 3)
      try await client.close()
    }
  }
}
