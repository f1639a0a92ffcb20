import Testing
import Trellis
import TrellisTesting

private struct Saved: ComponentAction, Equatable {}

@MainActor
@Suite("Key commands")
struct KeyCommandTests {
  func mount(_ component: some Component) -> (HeadlessHost, ComponentRoot) {
    mountHeadless(component)
  }

  @Test("commands are listed on the view in declaration order; the outer one wins a key")
  func attribute() throws {
    let (host, root) = mount(
      Text("list").tag("list")
        .keyCommand(KeyPress("d"), "Delete") { _ in }
        .keyCommand(KeyPress(.up), "Move", isShownInFooter: false) { _ in }
        .keyCommand(KeyPress("d"), "Discard") { _ in })
    let commands = try #require(host.find(tag: "list")?[.keyCommands])
    #expect(
      commands == [
        KeyCommand(KeyPress(.up), "Move", isShownInFooter: false),
        KeyCommand(KeyPress("d"), "Discard"),
      ])
    withExtendedLifetime(root) {}
  }

  @Test("a key event runs the innermost command for its key, before .on(.key) handlers")
  func innermostFirst() throws {
    let log = Log()
    let (host, root) = mount(
      Stack {
        Stack {
          TextField("Name", text: "").tag("field")
        }
        .keyCommand(KeyPress("d", modifiers: .control), "Inner") { _ in log.add("inner") }
        .on(.key) { event, _ in
          if case .key(let press) = event { log.add("key \(press)") }
        }
      }
      .keyCommand(KeyPress("d", modifiers: .control), "Outer") { _ in log.add("outer") }
      .keyCommand(KeyPress(.escape), "Back") { _ in log.add("back") })
    let field = try #require(host.find(tag: "field"))
    // Delivered as key events from the field up the responder chain.
    #expect(host.send(.key(KeyPress("d", modifiers: .control)), to: field.id))
    #expect(host.send(.key(KeyPress(.escape)), to: field.id))
    #expect(host.send(.key(KeyPress("x")), to: field.id))
    // Escape is bound outside the stack whose .on(.key) handler comes first.
    #expect(log.lines == ["inner", "key escape", "key x"])
    withExtendedLifetime(root) {}
  }

  @Test("a command's context sends typed actions up the responder chain")
  func sendsActions() throws {
    let log = Log()
    let (host, root) = mount(
      Stack {
        Button("OK") {}.tag("ok")
          .keyCommand(KeyPress("s", modifiers: .control), "Save", send: Saved())
      }
      .onAction(Saved.self) { _ in log.add("saved") })
    let ok = try #require(host.find(tag: "ok"))
    #expect(host.registry.performKeyCommand(KeyPress("s", modifiers: .control), on: ok.id))
    #expect(!host.registry.performKeyCommand(KeyPress("s"), on: ok.id))
    #expect(log.lines == ["saved"])
    withExtendedLifetime(root) {}
  }

  @Test("performKeyCommand runs only the view's own commands, not its ancestors'")
  func ownBindingsOnly() throws {
    let log = Log()
    let (host, root) = mount(
      Stack {
        Text("inner").tag("inner")
      }
      .keyCommand(KeyPress("q"), "Quit") { _ in log.add("quit") })
    let inner = try #require(host.find(tag: "inner"))
    #expect(!host.registry.performKeyCommand(KeyPress("q"), on: inner.id))
    #expect(host.send(.key(KeyPress("q")), to: inner.id))
    #expect(log.lines == ["quit"])
    withExtendedLifetime(root) {}
  }

  @Test("key names for footers")
  func displayNames() {
    #expect(KeyPress("q").displayName == "q")
    #expect(KeyPress(.up).displayName == "↑")
    #expect(KeyPress(.tab, modifiers: .shift).displayName == "shift+Tab")
    #expect(KeyPress("s", modifiers: [.control, .alt]).displayName == "ctrl+alt+s")
    #expect(KeyPress(" ").displayName == "Space")
    #expect(KeyPress(.function(5)).displayName == "F5")
    #expect(KeyCommand(KeyPress(.escape), "Close").description == "Esc Close")
  }
}
