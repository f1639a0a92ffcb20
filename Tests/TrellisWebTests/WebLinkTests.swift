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
  private static func links(in message: String) throws -> [(view: Int, text: String, url: String)] {
    let object = try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
    var found: [(Int, String, String)] = []
    for case let op as [Any] in object?["ops"] as? [Any] ?? [] {
      guard let name = op.first as? String, op.count >= 3, let view = op[1] as? Int else {
        continue
      }
      let attributes = (name == "create" ? op[op.count - 1] : op[2]) as? [String: Any]
      for case let run as [Any] in attributes?["text"] as? [Any] ?? [] {
        if let text = run.first as? String, let url = run.last as? String {
          found.append((view, text, url))
        }
      }
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
        #"{"v":1,"type":"followLink","view":\#(link.view),"url":"\#(link.url)"}"#)
      _ = try await client.receive(until: { $0.contains("Arrived at page two") })

      try await client.send(
        #"{"v":1,"type":"followLink","view":\#(link.view),"url":"javascript:alert(3)"}"#)
      let refused = try await client.receive(until: { $0.contains(#""type":"error""#) })
      #expect(refused.last?.contains("shows no link to javascript:alert(3)") == true)
      try await client.close()
    }
  }

  @Test("a link with a scheme that is not allowed is neither shown nor followed")
  func disallowedSchemeRefused() async throws {
    let webServer = try MediaTestServer.make(start: { session in
      session.root.renderSynchronously(Text("Run me").link("javascript:alert(1)"))
    })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let journal = try await client.receive()
      #expect(journal.contains(#"["Run me",null]"#))
      let view = try #require(journal.firstMatch(of: /\["create",(\d+),"text"/)?.1)
      try await client.send(
        #"{"v":1,"type":"followLink","view":\#(view),"url":"javascript:alert(1)"}"#)
      let refused = try await client.receive(until: { $0.contains(#""type":"error""#) })
      #expect(refused.last?.contains("has a scheme that is not allowed") == true)
      try await client.close()
    }
  }

  @Test("followLink decodes with its view and URL; a URL over the limit is refused")
  func followLinkDecoded() throws {
    let good = #"{"v":1,"type":"followLink","view":5,"url":"https://example.com/a"}"#
    #expect(
      try ClientMessageDecoder.decode(Array(good.utf8))
        == .followLink("https://example.com/a", view: ViewID(rawValue: 5)))
    let long = String(repeating: "a", count: WireFormat.maximumLinkLength + 1)
    let tooLong = #"{"v":1,"type":"followLink","view":5,"url":"\#(long)"}"#
    #expect(throws: ClientMessageError.self) {
      try ClientMessageDecoder.decode(Array(tooLong.utf8))
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
