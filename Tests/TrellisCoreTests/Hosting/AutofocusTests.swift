import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Focus when a screen appears")
struct AutofocusTests {
  private func mount(_ component: some Component) async -> (HeadlessHost, ComponentRoot) {
    let host = HeadlessHost(size: Size(width: 30, height: 8))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(component)
    return (host, root)
  }

  @Test("a control marked autofocus takes focus when it appears, the first of several")
  func takesFocus() async throws {
    let (host, root) = await mount(
      Stack {
        Button("Quit") {}.tag("quit")
        Button("One") {}.tag("one").autofocus()
        Button("Two") {}.tag("two").autofocus()
      })
    #expect(host.press(KeyPress(.down)))
    // Focus started on One, so ↓ reached Two.
    #expect(host.focusedView == host.find(tag: "two")?.id)
    withExtendedLifetime(root) {}
  }

  @Test("autofocus never takes focus from a view that has it")
  func keepsExistingFocus() async throws {
    let (host, root) = await mount(Stack { Button("Quit") {}.tag("quit") })
    host.focus(host.find(tag: "quit")?.id)
    await root.render(
      Stack {
        Button("Quit") {}.tag("quit")
        Button("One") {}.tag("one").autofocus()
      })
    host.tree.syncFocus()
    #expect(host.focusedView == host.find(tag: "quit")?.id)
    withExtendedLifetime(root) {}
  }

  @Test(
    "with nothing focused, an arrow focuses the first control even beside a scroll view that cannot scroll"
  )
  func arrowFocusesWhenNothingScrolls() async throws {
    let (host, root) = await mount(
      Stack {
        Button("Quit") {}.tag("quit")
        ScrollView { Button("One") {}.tag("one") }.flex(grow: 1)
      })
    #expect(host.focusedView == nil)
    #expect(host.press(KeyPress(.down)))
    #expect(host.focusedView == host.find(tag: "quit")?.id)
    withExtendedLifetime(root) {}
  }
}
