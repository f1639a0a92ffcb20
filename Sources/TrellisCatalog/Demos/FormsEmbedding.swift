import Trellis
import TrellisTables
import TrellisTerminal

/// A ``FormView`` placed in a catalog screen: its table fills the space
/// given, and a submission that finds an invalid field moves the terminal's
/// focus to it.
@MainActor
final class FormsEmbedding: Embeddable {
  let view: FormView

  init(_ form: Form) {
    view = FormView(form: form, width: 80)
  }

  func mount(host: any Host, in parent: ViewID, size: Size) {
    view.table.mount(host: host, in: parent, size: size)
    guard let treeHost = host as? any ViewTreeHost else { return }
    view.focusHandler = { [weak treeHost] id in
      treeHost?.focus(identifier: id)
    }
  }

  func resize(to size: Size) { view.table.resize(to: size) }

  func unmount() {
    view.table.unmount()
    view.focusHandler = nil
  }
}

/// A read-only form element showing a text the app sets: the answer to a
/// query, a summary. It is a custom element too — an id, a value, a cell.
struct ResultElement: FormElement {
  let id: String
  let title: String

  var initialValue: FormValue { .text("") }

  func makeCell(field: FormField, form: Form) -> some Component {
    let text = field.value.text ?? ""
    return Stack(.horizontal, spacing: 1) {
      Text(title).lineLimit(1).frame(width: .points(12))
      Text(text.isEmpty ? "—" : text).foregroundColor(text.isEmpty ? .brightBlack : .green)
        .flex(grow: 1, shrink: 1).tag("result-\(id)")
    }
  }
}
