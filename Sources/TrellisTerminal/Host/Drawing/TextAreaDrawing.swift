import Trellis

/// Multi-line text: the value wrapped to the frame's width as the core
/// measured it, or the placeholder, in the theme's placeholder look (faint
/// by default), when empty. The selection of a focused area shows in the
/// selection look (reverse video by default).
enum TextAreaDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let value = view.attributes[.value] ?? ""
    if value.isEmpty {
      let placeholder = view.attributes[.placeholder] ?? ""
      TextDrawing.drawLines(
        of: StyledText(placeholder, style: TextStyle()), maxLines: nil, in: view, on: &canvas)
      restyle(view.frame, with: view.look(.placeholder), of: view, on: &canvas)
      return
    }
    let frame = view.frame
    let layout = TextLayout(
      value, width: Double(frame.width), measurer: canvas.environment.textMeasurer)
    let selection = view.isFocused ? view.selection : 0..<0
    let plain = view.style(view.look())
    let selected = selection.isEmpty ? plain : view.style(view.look(.selection))
    for (row, range) in layout.lines.prefix(frame.height).enumerated() {
      var x = frame.x
      for index in range {
        let style = selection.contains(index) ? selected : plain
        x = canvas.write(String(layout.characters[index]), x: x, y: frame.y + row, style: style)
      }
      // A selected line break or wrap shows as one selected cell.
      if range.upperBound < layout.characters.count, selection.contains(range.upperBound) {
        canvas.write(" ", x: x, y: frame.y + row, style: selected)
      }
    }
  }

  /// Gives every cell of `frame` `look`'s emphasis and text colour (the
  /// placeholder was drawn as plain text, wrapped like the value).
  private static func restyle(
    _ frame: CellRect, with look: Look, of view: DrawnView, on canvas: inout Canvas
  ) {
    let visible = frame.intersection(canvas.clip)
    guard !visible.isEmpty else { return }
    let attributes = look.emphasis.map(TextAttributes.init) ?? []
    let foreground = view.theme.color(look.foreground)
    for row in visible.y..<visible.maxY {
      for column in visible.x..<visible.maxX {
        let cell = canvas.buffer[column, row]
        guard !cell.isContinuation else { continue }
        var style = cell.style
        style.attributes.formUnion(attributes)
        if let foreground, foreground != .default { style.foreground = foreground }
        canvas.buffer.put(cell.grapheme, x: column, y: row, style: style)
      }
    }
  }

  /// Where the caret shows, from the area's top-left cell: where the
  /// character at the caret is drawn, in the value wrapped as a whole (a
  /// word that wraps takes the caret with it). A caret past the last
  /// column shows in it.
  static func caretOffset(
    value: String, caret: Int, width: Int, height: Int, in environment: LayoutEnvironment
  ) -> (x: Int, y: Int) {
    let position = TextLayout(value, width: Double(width), measurer: environment.textMeasurer)
      .position(of: caret)
    return (min(Int(position.x), max(0, width - 1)), position.row)
  }
}
