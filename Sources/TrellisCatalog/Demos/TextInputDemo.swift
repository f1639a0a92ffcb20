import Trellis

/// Text fields and a text area, echoing what is typed.
enum TextInputDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "text-input", title: "Text input",
      summary: "Text field, secure field and multi-line text"
    ) {
      TextInputPage()
    }
  }
}

private struct TextInputPage: StatefulComponent {
  struct Values: Sendable {
    var name = ""
    var password = ""
    var notes = ""
  }

  func initialState() -> Values { Values() }

  func body(state values: Values, scope: Scope<Values>) -> some Component {
    Stack(spacing: 1, alignment: .stretch) {
      Stack(.horizontal, spacing: 1) {
        Text("Name").frame(characters: 10)
        TextField("Your name", text: values.name) { text in scope.mutate { $0.name = text } }
          .flex(grow: 1).tag("name")
      }.scaled()
      Stack(.horizontal, spacing: 1) {
        Text("Password").frame(characters: 10)
        TextField("Secret", text: values.password) { text in
          scope.mutate { $0.password = text }
        }.secure().flex(grow: 1).tag("password")
      }.scaled()
      Stack(.horizontal, spacing: 1) {
        Text("Notes").frame(characters: 10)
        TextArea("Anything else?", text: values.notes, minLines: 3) { text in
          scope.mutate { $0.notes = text }
        }.flex(grow: 1).tag("notes")
      }.scaled()
      Text(
        "Hello, \(values.name.isEmpty ? "stranger" : values.name). Password: "
          + "\(values.password.count) characters. Notes: \(values.notes.count) characters."
      ).foregroundColor(.brightBlack).tag("echo")
    }.scaled()
  }
}
