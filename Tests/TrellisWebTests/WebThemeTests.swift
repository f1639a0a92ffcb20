import Foundation
import Testing
import Trellis
import TrellisWeb

/// The theme a session shows follows the page's `prefers-color-scheme`
/// unless the app sets one.
@Suite("Web themes", .serialized)
struct WebThemeTests {
  /// The `href` of the first `theme` message in `messages`.
  private static func themeHref(in messages: [String]) throws -> String {
    let message = try #require(messages.last { $0.contains(#""type":"theme""#) })
    return String(try #require(message.firstMatch(of: /"href":"(\/theme\/[0-9a-f]{32}\.css)"/)?.1))
  }

  @Test("the page's colour scheme picks the light or dark theme, and switching follows it")
  func prefersColorSchemeSwitching() async throws {
    let webServer = try MediaTestServer.make(start: { $0.root.renderSynchronously(Text("Hi")) })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      _ = try await client.receive()
      try await client.sendDisplay(scheme: "dark")
      let dark = try await client.receive(until: { $0.contains(#""type":"theme""#) })
      #expect(dark.last?.contains(#""name":"dark","scheme":"dark""#) == true)
      let darkHref = try Self.themeHref(in: dark)
      let (darkCSS, status, type) = try await MediaTestServer.get(darkHref, port: port)
      #expect(status == 200)
      #expect(type == "text/css; charset=utf-8")
      let darkSheet = String(decoding: darkCSS, as: UTF8.self)
      #expect(darkSheet.contains("color-scheme: dark;"))
      #expect(darkSheet.contains("--t-background: #1e1e1e;"))

      try await client.sendDisplay(scheme: "light")
      let light = try await client.receive(until: { $0.contains(#""type":"theme""#) })
      #expect(light.last?.contains(#""name":"light","scheme":"light""#) == true)
      let lightSheet = String(
        decoding: try await MediaTestServer.get(try Self.themeHref(in: light), port: port).0,
        as: UTF8.self)
      // Theme.light's own background, from its typed palette.
      #expect(lightSheet.contains("--t-background: #ffffff;"))
      #expect(try await MediaTestServer.get(darkHref, port: port).1 == 404)
      try await client.close()
    }
  }

  @Test("a theme the app sets wins over the page's scheme; SetTheme changes it")
  func appThemeWins() async throws {
    let night = Theme(name: "night", palette: [.background: .rgb(red: 10, green: 20, blue: 30)])
    let webServer = try MediaTestServer.make(start: { session in
      session.theme = night
      session.root.renderSynchronously(Button("Light", send: SetTheme(.light)))
    })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let first = try await client.receive()
      try await client.sendDisplay(scheme: "light")
      let shown = try await client.receive(until: { $0.contains(#""type":"theme""#) })
      #expect(shown.last?.contains(#""name":"night","scheme":"dark""#) == true)
      let sheet = String(
        decoding: try await MediaTestServer.get(try Self.themeHref(in: shown), port: port).0,
        as: UTF8.self)
      #expect(sheet.contains("--t-background: #0a141e;"))

      let button = try #require(first.firstMatch(of: /\["create",(\d+),"button"/)?.1)
      try await client.send(#"{"v":1,"type":"activate","view":\#(button)}"#)
      let changed = try await client.receive(until: { $0.contains(#""type":"theme""#) })
      #expect(changed.last?.contains(#""name":"light","scheme":"light""#) == true)
      try await client.close()
    }
  }

  @Test("a display message with an unknown scheme or a bad pixel ratio is refused")
  func displayValidated() throws {
    for message in [
      #"{"v":1,"type":"display","scheme":"sepia","pixelRatio":1}"#,
      #"{"v":1,"type":"display","scheme":"dark","pixelRatio":0}"#,
      #"{"v":1,"type":"display","scheme":"dark","pixelRatio":100}"#,
      #"{"v":1,"type":"display","pixelRatio":1}"#,
    ] {
      #expect(throws: ClientMessageError.self) {
        try ClientMessageDecoder.decode(Array(message.utf8))
      }
    }
    let good = #"{"v":1,"type":"display","scheme":"dark","pixelRatio":1.5}"#
    #expect(
      try ClientMessageDecoder.decode(Array(good.utf8))
        == .display(WebDisplay(colorScheme: .dark, pixelRatio: 1.5)))
  }
}
