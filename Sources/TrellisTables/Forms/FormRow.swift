import Trellis

/// The table object standing for a form element: builds the element's
/// cell with its message below it.
struct FormRow: TableCellObject {
  let entry: Form.FieldEntry
  let form: Form

  func makeCell(context: CellContext) -> some Component {
    let message = entry.field.message
    let cell = AnyComponent(entry.element.makeCell(field: entry.field, form: form))
    // An element with a height of its own keeps it; the message adds a line.
    let height = (entry.element as? any RowHeightProviding)?.rowHeight
    return Stack {
      if let height { cell.frame(lines: height) } else { cell }
      if let message {
        Text("⚠ " + message).foregroundColor(.red).tag("message").identifier(
          "message-" + entry.element.id)
      }
    }
  }
}
