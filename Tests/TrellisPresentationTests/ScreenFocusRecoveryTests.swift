import Testing
import Trellis
import TrellisPresentation
import TrellisTesting

/// Issue 29: inside a screen, focus a control loses goes to its neighbour
/// (the tree's rule, D-249) rather than back to the screen's first control.
@MainActor
@Suite("Screens hand lost focus to a neighbour")
struct ScreenFocusRecoveryTests {
  /// Whether the screen's middle button is disabled.
  final class Model {
    var isDisabled = false
  }

  @Test("a focused button that the screen's state disables hands focus to the next one")
  func disabledButtonHandsFocusOnInsideAScreen() async throws {
    let model = Model()
    let screen = Screen(title: "Steps") { _ in
      AnyComponent(
        Stack {
          Button("First") {}.tag("first")
          Button("Second") {}.disabled(model.isDisabled).tag("second")
          Button("Third") {}.tag("third")
        })
    }
    let navigator = Navigator(root: screen)
    let host = mounted(navigator)
    await navigator.settle()
    #expect(host.focus(tag: "second"))
    model.isDisabled = true
    screen.setNeedsRender()
    await navigator.settle()
    let focused = try #require(host.focusedView.flatMap(host.view))
    #expect(focused.tag == "third")
    navigator.end()
  }
}
