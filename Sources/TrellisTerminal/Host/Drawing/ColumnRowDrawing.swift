import Trellis

/// A column row: each cell on the row's top line, in its column's span,
/// aligned as the column says; a cell wider than its column is cut one
/// cell short and ends with an ellipsis, so a table never shows a cell
/// running into the next.
enum ColumnRowDrawing {
  /// Draws `cells` in `layout`'s columns, placed at `spans` (the layout's
  /// spans for the row's width), in a row at `frame` over `background`.
  static func draw(
    _ cells: [StyledText], in layout: ColumnLayout, spans: [ColumnLayout.Span], frame: CellRect,
    background: TerminalColor, on canvas: inout Canvas
  ) {
    guard frame.width > 0, frame.height > 0 else { return }
    let y = frame.y
    guard y >= canvas.clip.y, y < canvas.clip.maxY else { return }
    // A table's cells mostly share a style: convert each distinct one once.
    var styles = PackedStyleCache(background: background)
    for index in 0..<min(spans.count, cells.count) {
      let cell = cells[index]
      guard
        let placed = place(
          cell, span: spans[index], alignment: layout.columns[index].alignment, frame: frame)
      else { continue }
      let runs = cell.runs
      if placed.isSimple, runs.count == 1, placed.x >= canvas.clip.x {
        // Most cells: one run whose every scalar is a cell, width known.
        canvas.writeSimple(
          runs[0].text, x: placed.x, y: y, style: styles.packed(runs[0].style),
          maxX: placed.clip.maxX)
      } else {
        canvas.clipped(to: placed.clip) { canvas in
          var x = placed.x
          for run in runs {
            x = canvas.write(
              run.text, x: x, y: y, style: CellStyle(run.style, background: background))
          }
        }
      }
      if placed.isCut {
        let style = runs.last?.style ?? .plain
        canvas.writeSimple(
          "…", x: placed.clip.maxX, y: y, style: styles.packed(style),
          maxX: placed.clip.maxX + 1)
      }
    }
  }

  /// The link under `column` (from the row's leading edge) of a column row
  /// `width` cells wide, placed as ``draw(_:in:spans:frame:background:on:)``
  /// places its cells.
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
  ) -> (x: Int, clip: CellRect, isCut: Bool, isSimple: Bool)? {
    let start = frame.x + Int(span.x)
    // A column past the row's edge (a row narrower than its columns) is
    // cut at the edge.
    let available = min(Int(span.width), frame.maxX - start)
    guard available > 0 else { return nil }
    let (width, isSimple) = cellWidth(of: cell)
    guard width <= available else {
      return (
        start, CellRect(x: start, y: frame.y, width: available - 1, height: 1), true, isSimple
      )
    }
    let slack = available - width
    let x =
      switch alignment {
      case .leading: start
      case .center: start + slack / 2
      case .trailing: start + slack
      }
    return (x, CellRect(x: start, y: frame.y, width: available, height: 1), false, isSimple)
  }

  /// A cell's width in cells, and whether every scalar of it is a cell
  /// of its own (``CellWidth/simpleWidth(ofUTF8:)``).
  private static func cellWidth(of cell: StyledText) -> (width: Int, isSimple: Bool) {
    var width = 0
    var isSimple = true
    for run in cell.runs {
      if let simple = Canvas.simpleWidth(of: run.text) {
        width += simple
      } else {
        width += TerminalTextMeasurer.cells.width(of: run.text)
        isSimple = false
      }
    }
    return (width, isSimple)
  }
}
