import Testing
import Trellis
import TrellisTesting

/// Issue 32, item 24's mechanism: content that opens in place of what the
/// user chose it from takes focus, wherever focus was.
@MainActor
@Suite("Focus taken on appearing")
struct TakesFocusOnAppearTests {
  @Test("a control that takes focus on appearing takes it from a view that has it, once")
  func takesFocusFromTheFocusedView() async throws {
    let host = HeadlessHost(size: Size(width: 30, height: 8))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Stack { Button("Home") {}.tag("home") })
    host.focus(host.find(tag: "home")?.id)
    let opened = Stack {
      Button("Home") {}.tag("home")
      Button("Next") {}.tag("next")
      Button("Fit") {}.tag("fit").takesFocusOnAppear()
    }
    await root.render(opened)
    host.tree.syncFocus()
    #expect(host.focusedView == host.find(tag: "fit")?.id)
    // Only on appearing: focus moved on stays where the user put it.
    host.focus(host.find(tag: "home")?.id)
    await root.render(opened)
    host.tree.syncFocus()
    #expect(host.focusedView == host.find(tag: "home")?.id)
    withExtendedLifetime(root) {}
  }

  @Test("behind a modal, a control that appears does not take focus out of it")
  func staysOutOfAModal() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 12))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
    func screen(showsFit: Bool) -> some Component {
      Stack {
        Button("Home") {}.tag("home")
        if showsFit { Button("Fit") {}.tag("fit").takesFocusOnAppear() }
      }
      .modal(
        isPresented: true, title: "Ask", onDismiss: nil,
        content: { Text("Sure?") },
        actions: { Button("OK") {}.tag("ok") })
    }
    await root.render(screen(showsFit: false))
    host.tree.syncFocus()
    #expect(host.focusedView == host.find(tag: "ok")?.id)
    await root.render(screen(showsFit: true))
    host.tree.syncFocus()
    #expect(host.focusedView == host.find(tag: "ok")?.id)
    withExtendedLifetime(root) {}
  }
}
