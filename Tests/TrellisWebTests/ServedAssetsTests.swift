import Foundation
import Testing
import TrellisWeb

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the server serves over HTTP, fetched from a real server on
/// 127.0.0.1.
@Suite("Served assets")
struct ServedAssetsTests {
  private func get(_ path: String, port: Int) async throws -> (Data, HTTPURLResponse) {
    let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
    let (data, response) = try await URLSession.shared.data(from: url)
    return (data, try #require(response as? HTTPURLResponse))
  }

  @Test("the page, script, style sheet and fonts are served under a strict CSP")
  func assetsAndPolicy() async throws {
    let server = try WebServer(
      configuration: WebServerConfiguration(title: "<b>Title</b>"), fonts: TestFonts.chain,
      logger: quietLogger
    ) { _ in }
    try await runTestServer(server) { _, port in
      let (page, pageResponse) = try await get("/", port: port)
      let html = String(decoding: page, as: UTF8.self)
      #expect(html.contains(#"<script type="module" src="/trellis.js"></script>"#))
      #expect(html.contains("&lt;b&gt;Title&lt;/b&gt;"))
      let policy = try #require(pageResponse.value(forHTTPHeaderField: "Content-Security-Policy"))
      #expect(policy.contains("default-src 'none'"))
      #expect(policy.contains("script-src 'self'"))
      #expect(policy.contains("font-src 'self'"))
      #expect(!policy.contains("unsafe"))

      let (script, scriptResponse) = try await get("/trellis.js", port: port)
      #expect(script.count > 1000 && script.count < 30_000)
      #expect(
        scriptResponse.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/javascript")
          == true)
      #expect(!String(decoding: script, as: UTF8.self).contains("innerHTML"))

      let (css, _) = try await get("/trellis.css", port: port)
      let styleSheet = String(decoding: css, as: UTF8.self)
      #expect(styleSheet.contains(#"font-family: "DejaVu Sans""#))
      let fontPath = try #require(
        styleSheet.firstMatch(of: /url\("(\/fonts\/[^"]+)"\)/).map { String($0.1) })
      let (font, fontResponse) = try await get(fontPath, port: port)
      #expect(fontResponse.statusCode == 200)
      #expect(fontResponse.value(forHTTPHeaderField: "Content-Type") == "font/ttf")
      #expect(font.count > 10_000)

      let (_, missing) = try await get("/fonts/../../etc/passwd", port: port)
      #expect(missing.statusCode == 404)
    }
  }
}
