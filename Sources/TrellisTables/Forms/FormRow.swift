import Trellis

/// The table object standing for a form element: builds the element's
/// cell with its message below it.
struct FormRow: TableCellObject {
  let entry: Form.FieldEntry
  let form: Form

  func makeCell(context: CellContext) -> some Component {
    let message = entry.field.message
    return Stack {
      AnyComponent(entry.element.makeCell(field: entry.field, form: form))
      if let message {
        Text("⚠ " + message).foregroundColor(.red).tag("message").identifier(
          "message-" + entry.element.id)
      }
    }
  }
}
