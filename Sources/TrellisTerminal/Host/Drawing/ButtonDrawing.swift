import Trellis

/// A button: its title for the current state between brackets, `[OK]`,
/// centred in the frame, in the theme's look for its states (the default
/// theme: focused inverse, pressed inverse and bold, disabled faint,
/// selected bold).
enum ButtonDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let attributes = view.attributes
    let disabled = attributes[.disabled] == true
    let selected = attributes[.selected] == true
    let base = attributes[.title] ?? ""
    let title: String
    if disabled {
      title = attributes[.disabledTitle] ?? base
    } else if view.isPressed {
      title = attributes[.highlightedTitle] ?? base
    } else if selected {
      title = attributes[.selectedTitle] ?? base
    } else {
      title = base
    }
    let style = view.style(view.look())
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
