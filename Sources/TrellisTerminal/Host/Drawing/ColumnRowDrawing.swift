import Trellis

/// A column row: each cell on the row's top line, in its column's span,
/// aligned as the column says; a cell wider than its column is cut one
/// cell short and ends with an ellipsis, so a table never shows a cell
/// running into the next.
enum ColumnRowDrawing {
  /// Draws `cells` in `layout`'s columns, placed at `spans` (the layout's
  /// spans for the view's width).
  static func draw(
    _ cells: [StyledText], in layout: ColumnLayout, spans: [ColumnLayout.Span], view: DrawnView,
    on canvas: inout Canvas
  ) {
    guard view.frame.width > 0, view.frame.height > 0 else { return }
    let y = view.frame.y
    for index in 0..<min(spans.count, cells.count) {
      guard
        let placed = place(
          cells[index], span: spans[index], alignment: layout.columns[index].alignment,
          frame: view.frame)
      else { continue }
      canvas.clipped(to: placed.clip) { canvas in
        let runs = cells[index].runs
        if placed.isASCII, runs.count == 1 {
          // Most cells: one plain run of ASCII, its width already known.
          let style = CellStyle(runs[0].style, background: view.background)
          canvas.writeASCII(runs[0].text, width: placed.width, x: placed.x, y: y, style: style)
          return
        }
        var x = placed.x
        for run in runs {
          let style = CellStyle(run.style, background: view.background)
          if let width = Canvas.printableASCIIWidth(of: run.text) {
            x = canvas.writeASCII(run.text, width: width, x: x, y: y, style: style)
          } else {
            x = canvas.write(run.text, x: x, y: y, style: style)
          }
        }
      }
      if placed.isCut {
        let style = cells[index].runs.last?.style ?? .plain
        canvas.write(
          "…", x: placed.clip.maxX, y: y, style: CellStyle(style, background: view.background))
      }
    }
  }

  /// The link under `column` (from the row's leading edge) of a column row
  /// `width` cells wide, placed as ``draw(_:on:)`` places its cells.
  static func link(atColumn column: Int, attributes: Attributes, width: Int) -> String? {
    guard let layout = attributes[.columnLayout], let cells = attributes[.cells] else {
      return nil
    }
    let frame = CellRect(x: 0, y: 0, width: width, height: 1)
    let spans = layout.spans(inWidth: Double(width))
    for index in 0..<min(spans.count, cells.count) {
      guard
        let placed = place(
          cells[index], span: spans[index], alignment: layout.columns[index].alignment,
          frame: frame),
        placed.clip.contains(x: column, y: 0)
      else { continue }
      var x = placed.x
      for run in cells[index].runs {
        let end = x + TerminalTextMeasurer.cells.width(of: run.text)
        if column >= x && column < end { return run.style.link }
        x = end
      }
    }
    return nil
  }

  /// Where a cell's text starts (`x`) and the cells it may show in
  /// (`clip`); `isCut` when it does not fit, and the cell after `clip`
  /// takes the ellipsis. `nil` when the column does not show at all.
  private static func place(
    _ cell: StyledText, span: ColumnLayout.Span, alignment: TextAlignment, frame: CellRect
  ) -> (x: Int, clip: CellRect, isCut: Bool, width: Int, isASCII: Bool)? {
    let start = frame.x + Int(span.x)
    // A column past the row's edge (a row narrower than its columns) is
    // cut at the edge.
    let available = min(Int(span.width), frame.maxX - start)
    guard available > 0 else { return nil }
    let (width, isASCII) = cellWidth(of: cell)
    guard width <= available else {
      return (
        start, CellRect(x: start, y: frame.y, width: available - 1, height: 1), true, width,
        isASCII
      )
    }
    let slack = available - width
    let x =
      switch alignment {
      case .leading: start
      case .center: start + slack / 2
      case .trailing: start + slack
      }
    return (x, CellRect(x: start, y: frame.y, width: available, height: 1), false, width, isASCII)
  }

  /// A cell's width in cells, and whether it is all printable ASCII.
  private static func cellWidth(of cell: StyledText) -> (width: Int, isASCII: Bool) {
    var width = 0
    var isASCII = true
    for run in cell.runs {
      if let ascii = Canvas.printableASCIIWidth(of: run.text) {
        width += ascii
      } else {
        width += TerminalTextMeasurer.cells.width(of: run.text)
        isASCII = false
      }
    }
    return (width, isASCII)
  }
}
