import Trellis

/// A text field: its value (as `•` for secure entry) or, when empty, its
/// placeholder in the theme's placeholder look (faint by default). When
/// focused the field is scrolled so the caret shows; the theme's look fills
/// its width (underlined when focused by default) and its selection is in
/// the selection look (reverse video by default).
enum TextFieldDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let frame = view.frame
    let row = frame.y + frame.height / 2
    let base = view.style(view.look())
    canvas.fill(CellRect(x: frame.x, y: row, width: frame.width, height: 1), style: base)
    let value = view.attributes[.value] ?? ""
    if value.isEmpty {
      let placeholder = view.attributes[.placeholder] ?? ""
      canvas.clipped(to: frame) { canvas in
        canvas.write(placeholder, x: frame.x, y: row, style: view.style(view.look(.placeholder)))
      }
      return
    }
    let shown = TextInputBehavior.displayed(value, secure: view.attributes[.secure] == true)
    let scroll =
      view.isFocused
      ? Int(
        TextInputBehavior.scroll(
          caretX: Double(canvas.measurer.width(of: shown.prefix(view.caret))),
          width: Double(frame.width), in: canvas.environment))
      : 0
    let selection = view.isFocused ? view.selection : 0..<0
    let selected = selection.isEmpty ? base : view.style(view.look(.selection))
    canvas.clipped(to: frame) { canvas in
      var x = frame.x - scroll
      for (index, character) in shown.enumerated() {
        let style = selection.contains(index) ? selected : base
        x = canvas.write(String(character), x: x, y: row, style: style)
      }
    }
  }

  /// Where the caret shows, from the field's top-left cell, in the host's
  /// grid `environment`.
  static func caretOffset(
    value: String, caret: Int, secure: Bool, width: Int, in environment: LayoutEnvironment
  ) -> (x: Int, y: Int) {
    let shown = TextInputBehavior.displayed(value, secure: secure)
    let x = environment.textMeasurer.lineWidth(of: String(shown.prefix(caret)))
    let scroll = TextInputBehavior.scroll(caretX: x, width: Double(width), in: environment)
    return (Int(x - scroll), 0)
  }
}
