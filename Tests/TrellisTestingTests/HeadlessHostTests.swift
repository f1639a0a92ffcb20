import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Headless host")
struct HeadlessHostTests {
  @Test("finds views by tag, identifier and kind")
  func findsViews() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack {
        Text("Title").tag("title")
        Button("OK") {}.identifier("ok-button")
        Divider()
      })
    #expect(host.find(tag: "title")?.text == "Title")
    let button = try #require(host.find(identifier: "ok-button"))
    #expect(button.kind == .button)
    #expect(button[.title] == "OK")
    #expect(host.findAll(kind: .divider).count == 1)
    #expect(host.find(tag: "missing") == nil)
  }
}
