import Trellis

/// A switch: `[x]` when on, `[ ]` when off (the theme's indicator look: by
/// default inverse when focused, faint when disabled), then its label in
/// the four columns of padding the core leaves.
enum ToggleDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let isOn = view.attributes[.isOn] == true
    let row = view.frame.y + view.frame.height / 2
    canvas.write(
      isOn ? "[x]" : "[ ]", x: view.frame.x, y: row, style: view.style(view.look(.indicator)))
    if let label = view.attributes[.label] {
      canvas.write(label, x: view.frame.x + 4, y: row, style: view.style(view.look(.label)))
    }
  }
}
