import Trellis

/// Text: the lines the core's `TerminalTextMeasurer` wrapped it into
/// (so drawing matches layout), each run in its style, aligned in the frame.
enum TextDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    guard let text = view.attributes[.text], view.frame.width > 0 else { return }
    let alignment = view.attributes[.textAlignment] ?? .leading
    drawLines(
      of: text, alignment: alignment, maxLines: view.attributes[.maxLines], in: view,
      on: &canvas)
  }

  /// Draws `text` wrapped to the frame's width, from its top row.
  static func drawLines(
    of text: StyledText, alignment: TextAlignment = .leading, maxLines: Int?,
    in view: DrawnView, on canvas: inout Canvas
  ) {
    let measurer = TerminalTextMeasurer.cells
    let lines = measurer.lines(
      of: text, maxWidth: Double(view.frame.width), maxLines: maxLines)
    for (row, line) in lines.prefix(view.frame.height).enumerated() {
      let width = measurer.width(of: line.plainText)
      let slack = max(0, view.frame.width - width)
      var x =
        switch alignment {
        case .leading: view.frame.x
        case .center: view.frame.x + slack / 2
        case .trailing: view.frame.x + slack
        }
      for run in line.runs {
        x = canvas.write(
          run.text, x: x, y: view.frame.y + row,
          style: CellStyle(run.style, background: view.background))
      }
    }
  }

  /// The link under a cell of a text view (`column`, `row` from its
  /// top-left), laid out as ``draw(_:on:)`` draws it.
  static func link(atColumn column: Int, row: Int, attributes: Attributes, width: Int) -> String? {
    guard let text = attributes[.text], width > 0, row >= 0 else { return nil }
    let measurer = TerminalTextMeasurer.cells
    let lines = measurer.lines(
      of: text, maxWidth: Double(width), maxLines: attributes[.maxLines])
    guard row < lines.count else { return nil }
    let line = lines[row]
    let slack = max(0, width - measurer.width(of: line.plainText))
    var x =
      switch attributes[.textAlignment] ?? .leading {
      case .leading: 0
      case .center: slack / 2
      case .trailing: slack
      }
    for run in line.runs {
      let end = x + measurer.width(of: run.text)
      if column >= x && column < end { return run.style.link }
      x = end
    }
    return nil
  }
}
