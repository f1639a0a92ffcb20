import Trellis
import TrellisTables
import TrellisTerminal

/// A read-only form element showing a text the app sets: the answer to a
/// query, a summary. It is a custom element too — an id, a value, a cell.
struct ResultElement: FormElement {
  let id: String
  let title: String

  var initialValue: FormValue { .text("") }

  func makeCell(field: FormField, form: Form) -> some Component {
    let text = field.value.text ?? ""
    return Stack(.horizontal, spacing: 1) {
      Text(title).lineLimit(1).frame(characters: 12)
      Text(text.isEmpty ? "—" : text).foregroundColor(text.isEmpty ? .brightBlack : .green)
        .flex(grow: 1, shrink: 1).tag("result-\(id)")
    }.scaled()
  }
}
