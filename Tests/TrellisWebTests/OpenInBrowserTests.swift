import Foundation
import Testing
import Trellis
import TrellisWeb

/// A URL the app opens (`OpenURL`) opens in the user's browser: the session
/// sends the page an `open` message, never launching anything on the
/// server, and only for `http`, `https` and `mailto`.
@MainActor
@Suite("Opening links in the browser", .serialized)
struct OpenInBrowserTests {
  /// What a host sent its page.
  @MainActor final class Sent {
    var messages: [String] = []
  }

  private func host() -> (WebHost, Sent) {
    let sent = Sent()
    let host = WebHost(size: Size(width: 80, height: 24), environment: .characterGrid()) {
      sent.messages.append($0)
    }
    return (host, sent)
  }

  @Test("an allowed URL is sent as one versioned open message, escaped as a JSON string")
  func openMessageOnTheWire() throws {
    let (host, sent) = host()
    try host.openInBrowser("https://example.com/a?b=\"c\"&d=<e>")
    try host.openInBrowser("mailto:help@example.com")
    #expect(
      sent.messages == [
        #"{"v":1,"type":"open","url":"https://example.com/a?b=\"c\"\u0026d=\u003ce\u003e"}"#,
        #"{"v":1,"type":"open","url":"mailto:help@example.com"}"#,
      ])
  }

  @Test(
    "javascript:, data:, file:, tel:, a URL with a control character or past the length limit is refused, nothing sent",
    arguments: [
      "javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "data:text/html,x",
      "file:///etc/passwd", "tel:+123", "vbscript:x", "https://example.com/\u{0}x",
      "http://example.com/\u{85}", "", "//example.com",
    ])
  func refusedSchemes(url: String) throws {
    let (host, sent) = host()
    #expect(throws: WebLinkError.schemeNotAllowed(url)) { try host.openInBrowser(url) }
    #expect(sent.messages.isEmpty)
  }

  @Test("a URL longer than the wire format's limit is refused with its length")
  func tooLong() {
    let (host, sent) = host()
    let url = "https://example.com/" + String(repeating: "a", count: WireFormat.maximumLinkLength)
    #expect(
      throws: WebLinkError.tooLong(bytes: url.utf8.count, limit: WireFormat.maximumLinkLength)
    ) { try host.openInBrowser(url) }
    #expect(sent.messages.isEmpty)
  }

  @Test("the session handles OpenURL: an allowed URL goes to the page, a refused one to onFailure")
  func sessionHandlesOpenURL() async throws {
    let refusals = Sent()
    let webServer = try MediaTestServer.make(start: { session in
      session.root.renderSynchronously(
        Stack {
          Button(
            "Bad",
            send: OpenURL("javascript:alert(1)") { refusals.messages.append($0) })
          Button("Docs", send: OpenURL("https://example.com/docs"))
        })
    })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let first = try await client.receive()
      let buttons = first.matches(of: /\["create",(\d+),"button"/).map { String($0.1) }
      #expect(buttons.count == 2)
      for button in buttons {
        try await client.send(#"{"v":1,"type":"activate","view":\#(button)}"#)
      }
      // The bad URL, activated first, sent nothing: the first open is the docs'.
      let opened = try await client.receive(until: { $0.contains(#""type":"open""#) })
      #expect(opened.last == #"{"v":1,"type":"open","url":"https://example.com/docs"}"#)
      try await client.close()
    }
    #expect(refusals.messages.count == 1)
    #expect(refusals.messages.first?.contains("javascript:alert(1)") == true)
  }
}
