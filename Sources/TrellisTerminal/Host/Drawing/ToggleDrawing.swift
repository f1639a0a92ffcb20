import Trellis

/// A switch: `[x]` when on, `[ ]` when off (inverse when focused, faint when
/// disabled), then its label in the four columns of padding the core leaves.
enum ToggleDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let isOn = view.attributes[.isOn] == true
    var attributes: TextAttributes = []
    if view.isFocused { attributes.insert(.inverse) }
    if view.attributes[.disabled] == true { attributes.insert(.dim) }
    let row = view.frame.y + view.frame.height / 2
    canvas.write(
      isOn ? "[x]" : "[ ]", x: view.frame.x, y: row, style: view.style(attributes: attributes))
    if let label = view.attributes[.label] {
      canvas.write(label, x: view.frame.x + 4, y: row, style: view.plain)
    }
  }
}
