import Trellis

/// Multi-line text: the value wrapped to the frame's width as the core
/// measured it, or the placeholder, faint, when empty.
enum TextAreaDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let value = view.attributes[.value] ?? ""
    if value.isEmpty {
      let placeholder = view.attributes[.placeholder] ?? ""
      TextDrawing.drawLines(
        of: StyledText(placeholder, style: TextStyle()), maxLines: nil, in: view, on: &canvas)
      dim(view.frame, on: &canvas)
      return
    }
    TextDrawing.drawLines(of: StyledText(value), maxLines: nil, in: view, on: &canvas)
  }

  private static func dim(_ frame: CellRect, on canvas: inout Canvas) {
    let visible = frame.intersection(canvas.clip)
    guard !visible.isEmpty else { return }
    for row in visible.y..<visible.maxY {
      for column in visible.x..<visible.maxX {
        let cell = canvas.buffer[column, row]
        guard !cell.isContinuation else { continue }
        var style = cell.style
        style.attributes.insert(.dim)
        canvas.buffer.put(cell.grapheme, x: column, y: row, style: style)
      }
    }
  }

  /// Where the caret shows, from the area's top-left cell: after the text
  /// before it, wrapped as the whole value is.
  static func caretOffset(value: String, caret: Int, width: Int) -> (x: Int, y: Int) {
    let prefix = String(value.prefix(caret))
    guard !prefix.isEmpty else { return (0, 0) }
    let measurer = TerminalTextMeasurer.cells
    let lines = measurer.lines(
      of: StyledText(prefix), maxWidth: Double(max(1, width)), maxLines: nil)
    let last = lines.last.map { measurer.width(of: $0.plainText) } ?? 0
    if prefix.hasSuffix(" "), last >= width { return (0, lines.count) }
    return (min(last, max(0, width - 1)), max(0, lines.count - 1))
  }
}
