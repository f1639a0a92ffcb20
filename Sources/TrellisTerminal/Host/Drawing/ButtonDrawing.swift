import Trellis

/// A button: its title for the current state between brackets, `[OK]`,
/// centred in the frame. Focused buttons are drawn inverse, pressed ones
/// inverse and bold, disabled ones faint, selected ones bold.
enum ButtonDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let attributes = view.attributes
    let disabled = attributes[.disabled] == true
    let selected = attributes[.selected] == true
    let base = attributes[.title] ?? ""
    let title: String
    var textAttributes: TextAttributes = []
    if disabled {
      title = attributes[.disabledTitle] ?? base
      textAttributes.insert(.dim)
    } else if view.isPressed {
      title = attributes[.highlightedTitle] ?? base
      textAttributes.formUnion([.inverse, .bold])
    } else if selected {
      title = attributes[.selectedTitle] ?? base
      textAttributes.insert(.bold)
    } else {
      title = base
    }
    if view.isFocused && !disabled { textAttributes.insert(.inverse) }
    let style = view.style(attributes: textAttributes)
    let frame = view.frame
    guard frame.width >= 2 else {
      canvas.write(title, x: frame.x, y: frame.y, style: style)
      return
    }
    let row = frame.y + frame.height / 2
    canvas.fill(CellRect(x: frame.x, y: row, width: frame.width, height: 1), style: style)
    canvas.write("[", x: frame.x, y: row, style: style)
    canvas.write("]", x: frame.maxX - 1, y: row, style: style)
    let inner = frame.width - 2
    let width = GridTextMeasurer.cells.width(of: title)
    canvas.clipped(to: CellRect(x: frame.x + 1, y: row, width: inner, height: 1)) { canvas in
      canvas.write(title, x: frame.x + 1 + max(0, inner - width) / 2, y: row, style: style)
    }
  }
}
