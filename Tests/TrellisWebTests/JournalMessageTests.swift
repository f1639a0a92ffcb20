import Foundation
import Testing
import Trellis
import TrellisWeb

@MainActor
@Suite("Journal messages")
struct JournalMessageTests {
  /// Renders `CounterScreen` in a web host of 320 × 200 and returns the
  /// messages its first frames send.
  private func firstMessages() async -> [String] {
    var messages: [String] = []
    let host = WebHost(size: Size(width: 320, height: 200), environment: TestFonts.environment) {
      messages.append($0)
    }
    let root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    root.renderSynchronously(CounterScreen())
    host.drawFrame()
    _ = root
    return messages
  }

  @Test("a small screen's first journal is the golden JSON")
  func smallScreenGolden() async {
    let messages = await firstMessages()
    #expect(messages == [Self.golden])
  }

  @Test("a click's patch carries only what changed")
  func clickPatch() async throws {
    var messages: [String] = []
    let host = WebHost(size: Size(width: 320, height: 200), environment: TestFonts.environment) {
      messages.append($0)
    }
    let root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    root.renderSynchronously(CounterScreen())
    host.drawFrame()
    let button = try #require(host.find(tag: "press"))
    try host.apply(.semantic(.activate, view: button.id), root: root)
    await root.settle()
    host.drawFrame()
    #expect(messages.count == 2)
    #expect(messages.last?.contains("\"reset\":false") == true)
    #expect(messages.last?.contains("Presses: 1") == true)
    #expect(messages.last?.contains("\"create\"") == false)
  }

  @Test("strings cannot break out of the JSON or read as markup")
  func escaping() {
    var attributes = Attributes()
    attributes[.text] = StyledText("<script>\"x\"&\n</script>")
    let journal = ChangeJournal(
      entries: [.created(ViewID(rawValue: 1), kind: .text, attributes: attributes)])
    let json = JournalMessage.encode(journal, root: ViewID(rawValue: 0), in: .characterGrid())
    #expect(!json.contains("<"))
    #expect(json.contains(#"\u003cscript\u003e\"x\"\u0026\n\u003c/script\u003e"#))
    let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(parsed != nil)
  }

  @Test("links keep only http, https and mailto")
  func linkSchemes() {
    var attributes = Attributes()
    attributes[.text] =
      StyledText("a", style: TextStyle(link: "javascript:alert(1)"))
      + StyledText("b", style: TextStyle(link: "https://example.org"))
    let journal = ChangeJournal(
      entries: [.created(ViewID(rawValue: 1), kind: .text, attributes: attributes)])
    let json = JournalMessage.encode(journal, root: ViewID(rawValue: 0), in: .characterGrid())
    #expect(json.contains(#"[["a",null,{"link":0}],["b","https://example.org",{"link":1}]]"#))
    #expect(!json.contains("javascript"))
  }

  @Test("a change of attributes the page is never sent is no op at all")
  func unsentAttributesMakeNoOp() {
    var secret = Attributes()
    secret[AttributeKey<AppSecret>("secret")] = AppSecret(token: "t0ken")
    var title = Attributes()
    title[.title] = "OK"
    let journal = ChangeJournal(entries: [
      .attributesChanged(ViewID(rawValue: 1), AttributeChanges(set: secret)),
      .attributesChanged(ViewID(rawValue: 2), AttributeChanges(set: title)),
      .attributesChanged(ViewID(rawValue: 3), AttributeChanges(set: secret)),
    ])
    let json = JournalMessage.encode(journal, root: ViewID(rawValue: 0), in: .characterGrid())
    #expect(json.hasSuffix(#""ops":[["attrs",2,{"title":"OK"},[]]]}"#))
    #expect(!json.contains("t0ken"))
  }

  static let golden =
    #"{"v":1,"type":"journal","reset":true,"root":1,"ops":["#
    + #"["create",1,"container",{}],"#
    + #"["create",2,"text",{"tag":"count","text":"Presses: 0"}],"#
    + #"["create",3,"button",{"events":["tap"],"tag":"press","title":"Press"}],"#
    + #"["insert",2,1,0],["insert",3,1,1],["resize",320,200],"#
    + #"["frame",1,0,0,320,200],["frame",2,0,0,81,19],["frame",3,0,19,67,19],"#
    + #"["lines",2,["Presses: 0"]]]}"#
}

/// An app's value in a view's attributes that no host draws.
private struct AppSecret: AttributeValue {
  let token: String
  var description: String { "secret" }
}
