import Testing
import Trellis
import TrellisPresentation
import TrellisTesting

@MainActor
@Suite("Enter in a screen file's text field")
struct FormReturnKeyTests {
  static let yaml = """
    screens:
      - id: signIn
        title: Sign in
        body:
          kind: stack
          children:
            - {kind: textField, name: user, placeholder: User}
            - {kind: textField, name: password, placeholder: Password, secure: true}
            - {kind: button, title: Sign in, action: signIn}
            - {kind: textField, name: search, placeholder: Search, action: search}
    """

  /// Issue 32 item 12: Enter moves to the next field and submits on the
  /// last (the form's first button), as UIKit's return key and HTML forms
  /// do; a field with an action of its own performs it.
  @Test func enterMovesToTheNextFieldAndSubmitsOnTheLast() async throws {
    let storyboard = try Storyboard(yaml: Self.yaml, path: "SignIn.yaml")
    let presenter = ActionLog()
    let screen = try storyboard.instantiate("signIn", presenter: presenter)
    let navigator = Navigator(root: screen)
    let host = mounted(navigator)
    await navigator.settle()
    #expect(host.focusedView.flatMap(host.view)?.tag == "field-user")
    #expect(host.tree.insertText("ada"))
    #expect(host.press(KeyPress(.enter)))
    #expect(host.focusedView.flatMap(host.view)?.tag == "field-password")
    #expect(presenter.performed.isEmpty)
    #expect(host.tree.insertText("secret"))
    #expect(host.press(KeyPress(.enter)))
    #expect(presenter.performed == ["signIn"])
    await navigator.settle()
    #expect(screen.formValues["user"] == .string("ada"))
    #expect(screen.formValues["password"] == .string("secret"))
    #expect(host.focus(tag: "field-search"))
    #expect(host.press(KeyPress(.enter)))
    #expect(presenter.performed == ["signIn", "search"])
  }
}
