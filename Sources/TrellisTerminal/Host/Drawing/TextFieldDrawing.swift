import Trellis

/// A text field: its value (as `•` for secure entry) or, when empty, its
/// placeholder, faint. When focused the field is underlined across its
/// width, scrolled so the caret shows, and its selection is in reverse
/// video.
enum TextFieldDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let frame = view.frame
    let row = frame.y + frame.height / 2
    let base: TextAttributes = view.isFocused ? .underline : []
    canvas.fill(
      CellRect(x: frame.x, y: row, width: frame.width, height: 1),
      style: view.style(attributes: base))
    let value = view.attributes[.value] ?? ""
    if value.isEmpty {
      let placeholder = view.attributes[.placeholder] ?? ""
      canvas.clipped(to: frame) { canvas in
        canvas.write(
          placeholder, x: frame.x, y: row, style: view.style(attributes: base.union(.dim)))
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
    canvas.clipped(to: frame) { canvas in
      var x = frame.x - scroll
      for (index, character) in shown.enumerated() {
        let attributes = selection.contains(index) ? base.union(.inverse) : base
        x = canvas.write(String(character), x: x, y: row, style: view.style(attributes: attributes))
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
