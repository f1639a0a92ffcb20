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
      host: host, container: host.rootView, sizeRange: host.sizeRange, environment: .terminal)
    let formView = FormView(form: try form(), width: 40)
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
