import Testing
import Trellis
import TrellisTables
import TrellisTesting

/// A screen with a form in it, written as the tables article shows.
private struct SignUpScreen: Component {
  let formView: FormView

  var body: some Component {
    Stack {
      Text("Sign up").bold()
      Embedded(formView)
    }
  }
}

/// The same with the form's table embedded directly.
private struct TableScreen: Component {
  let formView: FormView

  var body: some Component {
    Stack {
      Text("Sign up")
      Embedded(formView.table)
    }
  }
}

@MainActor
@Suite("A form embedded in a component")
struct FormEmbeddingTests {
  private func form() throws -> Form {
    try Form(sectioned: [
      "Account",
      TextInputElement(id: "name", title: "Name", validators: [.required()]),
      TextInputElement(id: "email", title: "Email", validators: [.required()]),
    ])
  }

  /// Renders a screen holding a new form view; the root lives with the host.
  private func show(_ screen: (FormView) -> some Component) async throws -> (
    HeadlessHost, FormView, ComponentRoot
  ) {
    let host = HeadlessHost(size: Size(width: 40, height: 12))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
    let formView = FormView(form: try form(), width: 40, environment: .characterGrid())
    await root.render(screen(formView))
    await formView.table.settle()
    return (host, formView, root)
  }

  @Test("Embedded(formView) mounts the form, and an invalid submit moves the host's focus")
  func embeddedFormView() async throws {
    let (host, formView, root) = try await show { SignUpScreen(formView: $0) }
    host.type("Ada", into: try #require(host.find(identifier: "name")).id)
    await formView.table.settle()
    _ = await formView.submit()
    await formView.settle()
    #expect(host.focusedView == host.find(identifier: "email")?.id)
    withExtendedLifetime(root) {}
  }

  @Test("Embedded(formView.table) compiles inside a body and mounts the rows")
  func embeddedTable() async throws {
    let (host, _, root) = try await show { TableScreen(formView: $0) }
    #expect(host.find(identifier: "name") != nil)
    withExtendedLifetime(root) {}
  }
}

/// Issue 32 item 12: Enter in a form's text field moves to the next field
/// and, on the last before the form's button, submits with it.
@MainActor
@Test func enterInAFormsTextFieldMovesOnThenSubmits() async throws {
  let submitted = Recorded()
  let form = try Form(sectioned: [
    "Account",
    TextInputElement(id: "name", title: "Name"),
    NumberElement(id: "age", title: "Age"),
    ButtonElement(id: "send", title: "Send") { form in submitted.values.append(form.values) },
  ])
  let host = HeadlessHost(size: Size(width: 40, height: 12))
  let root = ComponentRoot(
    host: host, container: host.rootView, sizeRange: host.sizeRange)
  let formView = FormView(form: form, width: 40, environment: .characterGrid())
  await root.render(Stack { Embedded(formView) })
  await formView.table.settle()
  #expect(host.focus(identifier: "name"))
  #expect(host.tree.insertText("Ada"))
  #expect(host.press(KeyPress(.enter)))
  await formView.settle()
  #expect(host.focusedView == host.find(identifier: "age")?.id)
  #expect(submitted.values.isEmpty)
  #expect(host.press(KeyPress(.enter)))
  #expect(submitted.values.count == 1)
  #expect(submitted.values.first?["name"] == .text("Ada"))
  withExtendedLifetime(root) {}
}

/// What a button element's action received.
@MainActor
private final class Recorded {
  var values: [[String: FormValue]] = []
}
