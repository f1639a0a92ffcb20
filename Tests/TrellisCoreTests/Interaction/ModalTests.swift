import Testing
import Trellis
import TrellisTesting

private struct Closed: ComponentAction, Equatable {}

@MainActor
@Suite("Modals")
struct ModalTests {
  func mount(_ component: some Component) -> (HeadlessHost, ComponentRoot) {
    mountHeadless(component)
  }

  @Test("a dialog lays out centred over the screen, with room for its chrome")
  func dialogLayout() throws {
    let (host, root) = mount(
      Text("Behind").modal(isPresented: true, title: "Hi", onDismiss: {}) {
        Text("Hello").tag("hello")
      } actions: {
        Button("OK") {}.tag("ok")
      })
    let backdrop = try #require(host.findAll(kind: .modalBackdrop).first)
    #expect(host.absoluteFrame(of: backdrop.id) == Rect(x: 0, y: 0, width: 40, height: 12))
    let panel = try #require(host.findAll(kind: .dialog).first)
    #expect(panel[.title] == "Hi")
    // Width: the text and padding (the title needs 2 + 6); height: padding,
    // text, gap, buttons, padding.
    #expect(panel.frame.size == Size(width: 9, height: 5))
    #expect(host.absoluteFrame(of: panel.id)?.origin == Point(x: 16, y: 4))
    #expect(host.find(tag: "hello")?.frame.origin == Point(x: 2, y: 1))
    let ok = try #require(host.find(tag: "ok"))
    #expect(host.absoluteFrame(of: ok.id)?.origin == Point(x: 19, y: 7))
    // The modal is out of the flow: the text behind keeps its place.
    #expect(host.find(text: "Behind")?.frame.origin == Point(x: 0, y: 0))
    withExtendedLifetime(root) {}
  }

  @Test("escape dismisses through a key command; taps inside the panel stop there")
  func dismissal() throws {
    let log = Log()
    let (host, root) = mount(
      Text("Behind").modal(
        isPresented: true, dismissesOnBackdropTap: true, onDismiss: { log.add("dismiss") }
      ) {
        TextField("Name", text: "").tag("name")
        Text("Words").tag("words")
      })
    let backdrop = try #require(host.findAll(kind: .modalBackdrop).first)
    #expect(backdrop[.keyCommands] == [KeyCommand(KeyPress(.escape), "Close")])
    #expect(host.tap(tag: "words"))
    #expect(log.lines.isEmpty)
    let name = try #require(host.find(tag: "name"))
    host.focus(name.id)
    #expect(host.press(KeyPress(.escape)))
    #expect(log.lines == ["dismiss"])
    #expect(host.tap(at: Point(x: 0, y: 11)))
    #expect(log.lines == ["dismiss", "dismiss"])
    withExtendedLifetime(root) {}
  }

  @Test("a modal swallows keys and taps so nothing behind it sees them")
  func swallows() throws {
    let log = Log()
    let (host, root) = mount(
      Stack {
        Text("Behind").tag("behind")
      }
      .onTap { log.add("tap behind") }
      .on(.key) { _, _ in log.add("key behind") }
      .presenting(Modal { Button("OK") {}.tag("ok") }))
    let ok = try #require(host.find(tag: "ok"))
    host.focus(ok.id)
    #expect(host.press(KeyPress(.escape)))
    #expect(host.press(KeyPress("x")))
    #expect(host.tap(at: Point(x: 0, y: 0)))
    #expect(log.lines.isEmpty)
    // Without a dismissal, there is no Escape key command.
    #expect(host.findAll(kind: .modalBackdrop).first?[.keyCommands] == nil)
    withExtendedLifetime(root) {}
  }

  @Test("a typed dismiss action goes up the responder chain from the modal")
  func typedDismissal() throws {
    let log = Log()
    let (host, root) = mount(
      Stack {
        Text("Behind")
      }
      .presenting(
        Modal(.sheet, title: "Share", dismissesOnBackdropTap: true, dismiss: Closed()) {
          Text("Targets")
        }
      )
      .onAction(Closed.self) { _ in log.add("closed") })
    let sheet = try #require(host.findAll(kind: .sheet).first)
    #expect(sheet.frame == Rect(x: 0, y: 10, width: 40, height: 2))
    #expect(host.tap(at: Point(x: 5, y: 2)))
    #expect(log.lines == ["closed"])
    withExtendedLifetime(root) {}
  }

  @Test("presenting at the root leaves the root component filling the screen")
  func rootKeepsItsSize() {
    let (host, root) = mount(
      Stack {
        Text("Top")
      }
      .tag("screen")
      .modal(isPresented: true) { Text("Hi") })
    #expect(host.find(tag: "screen")?.frame.size == Size(width: 40, height: 12))
    withExtendedLifetime(root) {}
  }

  @Test("not presented, the component renders alone")
  func notPresented() {
    let (host, root) = mount(
      Text("Alone").modal(isPresented: false) { Text("Hidden") })
    #expect(host.findAll(kind: .modalBackdrop).isEmpty)
    #expect(host.find(text: "Hidden") == nil)
    withExtendedLifetime(root) {}
  }
}
