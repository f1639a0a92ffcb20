import Foundation
import Testing
import Trellis
import TrellisWeb

/// A form whose field, switch and counter button report to its state, as
/// an app's bindings would.
struct FormScreen: StatefulComponent {
  struct Values: Equatable, Sendable {
    var name = "Ana"
    var presses = 0
  }

  func initialState() -> Values { Values() }

  func body(state: Values, scope: Scope<Values>) -> some Component {
    Stack(alignment: .start) {
      Text("Hello, \(state.name)").tag("greeting")
      TextField("Name", text: state.name) { name in scope.mutate { $0.name = name } }.tag("name")
      Button("Press \(state.presses)") { scope.mutate { $0.presses += 1 } }.tag("press")
      KeyCommandFooter().tag("footer")
    }
    .keyCommand(KeyPress("s"), "Save") { _ in }
  }
}

@MainActor
@Suite("Native input from the page")
struct NativeInputTests {
  @Test("an edit with its caret sets the text through bindings and the caret in characters")
  func editWithCaret() async throws {
    let page = PageSession(FormScreen())
    let field = try #require(page.host.find(tag: "name")?.id)
    let before = page.sentCount
    try page.host.apply(.editText("Zoë 👍🏽", caret: 3, anchor: 5, view: field), root: page.root)
    await page.frame()
    // The caret went in the input's own frame, sent before `apply` returned.
    let sent = page.messages(since: before)
    let node = try #require(page.host.tree.node(field))
    #expect(node.value == "Zoë 👍🏽")
    #expect(node.editing.caret == 3 && node.editing.anchor == 5)
    #expect(page.view("greeting")?.attributes["text"] as? String == "Hello, Zoë 👍🏽")
    #expect(page.last("edit", of: "name", in: sent) as? [Int] == [3, 5])
  }

  @Test("a selection past the end of the text is clamped to it")
  func selectionClamped() async throws {
    let page = PageSession(FormScreen())
    let field = try #require(page.host.find(tag: "name")?.id)
    try page.host.apply(.editText(nil, caret: 99, anchor: 1, view: field), root: page.root)
    await page.frame()
    let node = try #require(page.host.tree.node(field))
    #expect(node.editing.caret == 3 && node.editing.anchor == 1)
    #expect(throws: SemanticInputError.unknownView(ViewID(rawValue: 9_999))) {
      try page.host.apply(
        .editText(nil, caret: 0, anchor: nil, view: ViewID(rawValue: 9_999)), root: page.root)
    }
  }

  @Test("the page focusing a control focuses it in the tree, so Tab goes on from it")
  func focusFromThePage() throws {
    let page = PageSession(FormScreen())
    let button = try #require(page.host.find(tag: "press")?.id)
    let before = page.sentCount
    try page.host.apply(.focus(button), root: page.root)
    // The input's frame is sent before `apply` returns.
    let sent = page.messages(since: before)
    #expect(page.host.tree.focusedView == button)
    #expect(
      page.ops(of: sent).contains {
        ($0[0] as? String) == "focus" && ($0[1] as? Int) == button.rawValue
      })
  }

  @Test("a press and release of the pointer on a button is a click")
  func pointerPressAndRelease() async throws {
    let page = PageSession(FormScreen())
    let id = try #require(page.host.find(tag: "press")?.id)
    let button = try #require(page.host.tree.absoluteFrame(of: id))
    let point = Point(x: button.minX + button.width / 2, y: button.minY + button.height / 2)
    try page.host.apply(.pointer(.down, at: point, extendingSelection: false), root: page.root)
    try page.host.apply(.pointer(.up, at: point, extendingSelection: false), root: page.root)
    await page.frame()
    #expect(page.view("press")?.attributes["title"] as? String == "Press 1")
  }

  @Test("a key command footer is given the active commands as keys and labels")
  func footerItems() async throws {
    let page = PageSession(FormScreen())
    await page.frame()
    let items = try #require(page.view("footer")?.attributes["footerItems"] as? [String])
    #expect(items.count.isMultiple(of: 2))
    #expect(items.contains("Save"))
  }

  @Test("the page's time zone becomes the tree's, so both show a date on the same day")
  func timeZoneFromThePage() throws {
    let page = PageSession(FormScreen())
    let zone = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
    #expect(try page.host.apply(.timeZone(zone), root: page.root))
    #expect(page.host.tree.timeZone == zone)
    #expect(try !page.host.apply(.timeZone(zone), root: page.root))
  }

  @Test("the new page messages decode, with their fields checked")
  func decodesPageMessages() throws {
    func decode(_ json: String) throws(ClientMessageError) -> ClientMessage {
      try ClientMessageDecoder.decode(Array(json.utf8))
    }
    #expect(
      try decode(#"{"v":1,"type":"pointer","phase":"move","x":3,"y":4}"#)
        == .pointer(.move, at: Point(x: 3, y: 4), extendingSelection: false))
    #expect(
      try decode(#"{"v":1,"type":"setText","view":2,"text":"hé","caret":2,"anchor":null}"#)
        == .editText("hé", caret: 2, anchor: nil, view: ViewID(rawValue: 2)))
    #expect(
      try decode(#"{"v":1,"type":"select","view":2,"caret":0,"anchor":1}"#)
        == .editText(nil, caret: 0, anchor: 1, view: ViewID(rawValue: 2)))
    #expect(
      try decode(#"{"v":1,"type":"link","view":5,"link":1,"cell":null}"#)
        == .followLink(1, cell: nil, view: ViewID(rawValue: 5)))
    #expect(try decode(#"{"v":1,"type":"focus","view":5}"#) == .focus(ViewID(rawValue: 5)))
    #expect(
      try decode(#"{"v":1,"type":"timeZone","zone":"Europe/Madrid"}"#)
        == .timeZone(TimeZone(identifier: "Europe/Madrid")!))
    #expect(
      throws: ClientMessageError.invalidField(
        "zone", type: "timeZone", reason: "not a time zone identifier")
    ) {
      try decode(#"{"v":1,"type":"timeZone","zone":"Mars/Olympus"}"#)
    }
    #expect(
      throws: ClientMessageError.invalidField(
        "phase", type: "pointer", reason: "not down, move or up")
    ) {
      try decode(#"{"v":1,"type":"pointer","phase":"hover","x":3,"y":4}"#)
    }
    #expect(
      throws: ClientMessageError.invalidField("caret", type: "select", reason: "not in 0...8192")
    ) {
      try decode(#"{"v":1,"type":"select","view":2,"caret":-1}"#)
    }
  }
}
