import Trellis

/// A column row: each cell on the row's top line, in its column's span,
/// aligned as the column says; a cell wider than its column is cut one
/// cell short and ends with an ellipsis, so a table never shows a cell
/// running into the next.
enum ColumnRowDrawing {
  /// Draws `cells` in `layout`'s columns, placed at `spans` (the layout's
  /// spans for the row's width), in a row at `frame` over `background`,
  /// colours resolved by `theme`.
  static func draw(
    _ cells: ColumnCells, in layout: ColumnLayout, spans: [ColumnLayout.Span], frame: CellRect,
    background: TerminalColor, theme: TerminalThemeStyles, on canvas: inout Canvas
  ) {
    guard frame.width > 0, frame.height > 0 else { return }
    let y = frame.y
    guard y >= canvas.clip.y, y < canvas.clip.maxY else { return }
    // A table's cells mostly share a style: convert each distinct one once.
    var styles = PackedStyleCache(background: background, theme: theme)
    let count = min(spans.count, cells.count)
    if let plain = cells.plainTexts {
      // Plain cells share one style: converted once for the row.
      let packed = styles.packed(plain.style)
      for index in 0..<count {
        drawRun(
          plain.texts[index], style: plain.style, packed: packed, span: spans[index],
          alignment: layout.columns[index].alignment, frame: frame, background: background,
          theme: theme, on: &canvas)
      }
      return
    }
    for index in 0..<count {
      let span = spans[index]
      let alignment = layout.columns[index].alignment
      if let run = cells.singleRun(at: index) {
        drawRun(
          run.text, style: run.style, packed: styles.packed(run.style), span: span,
          alignment: alignment, frame: frame, background: background, theme: theme,
          on: &canvas)
        continue
      }
      let runs = cells[index].runs
      let width = runs.reduce(0) { $0 + cellWidth(of: $1.text).width }
      guard let placed = place(width: width, span: span, alignment: alignment, frame: frame)
      else { continue }
      canvas.clipped(to: placed.clip) { canvas in
        var x = placed.x
        for run in runs {
          x = canvas.write(
            run.text, x: x, y: y, style: theme.style(run.style, background: background))
        }
      }
      if placed.isCut {
        let style = runs.last?.style ?? .plain
        drawEllipsis(after: placed, packed: styles.packed(style), on: &canvas)
      }
    }
  }

  /// Draws a cell of one run: `text` in `style` (`packed` over the
  /// background), placed in its column's `span`.
  private static func drawRun(
    _ text: String, style: TextStyle, packed: PackedStyle, span: ColumnLayout.Span,
    alignment: TextAlignment, frame: CellRect, background: TerminalColor,
    theme: TerminalThemeStyles, on canvas: inout Canvas
  ) {
    let (width, isSimple) = cellWidth(of: text)
    guard let placed = place(width: width, span: span, alignment: alignment, frame: frame)
    else { return }
    if isSimple, placed.x >= canvas.clip.x {
      // Every scalar is a cell, width known: no clusters to find.
      canvas.writeSimple(text, x: placed.x, y: frame.y, style: packed, maxX: placed.clip.maxX)
    } else {
      canvas.clipped(to: placed.clip) { canvas in
        _ = canvas.write(
          text, x: placed.x, y: frame.y, style: theme.style(style, background: background))
      }
    }
    if placed.isCut { drawEllipsis(after: placed, packed: packed, on: &canvas) }
  }

  /// Draws the ellipsis that ends a cell cut short, in the cell after its
  /// clip, in the cell's last style (`packed`).
  private static func drawEllipsis(
    after placed: Placement, packed: PackedStyle, on canvas: inout Canvas
  ) {
    canvas.writeSimple(
      "…", x: placed.clip.maxX, y: placed.clip.y, style: packed, maxX: placed.clip.maxX + 1)
  }

  /// The link under `column` (from the row's leading edge) of a column row
  /// `width` cells wide, placed as ``draw(_:in:spans:frame:background:theme:on:)``
  /// places its cells.
  static func link(atColumn column: Int, attributes: Attributes, width: Int) -> String? {
    guard let layout = attributes[.columnLayout], let cells = attributes[.cells],
      cells.containsLinks
    else {
      return nil
    }
    let frame = CellRect(x: 0, y: 0, width: width, height: 1)
    let spans = layout.spans(inWidth: Double(width), scale: 1, characterWidth: 1)
    for index in 0..<min(spans.count, cells.count) {
      let runs = cells[index].runs
      let widths = runs.map { cellWidth(of: $0.text).width }
      guard
        let placed = place(
          width: widths.reduce(0, +), span: spans[index],
          alignment: layout.columns[index].alignment, frame: frame),
        placed.clip.contains(x: column, y: 0)
      else { continue }
      var x = placed.x
      for (run, runWidth) in zip(runs, widths) {
        if column >= x && column < x + runWidth { return run.style.link }
        x += runWidth
      }
    }
    return nil
  }

  /// Where a cell's text starts, and the cells it may show in.
  private struct Placement {
    /// The column of the text's first cell.
    var x: Int
    /// The cells the text may show in.
    var clip: CellRect
    /// Whether the text does not fit: the cell after `clip` takes an
    /// ellipsis.
    var isCut: Bool
  }

  /// Where a cell's text, `width` cells wide, goes in its column's `span`;
  /// `nil` when the column does not show at all.
  private static func place(
    width: Int, span: ColumnLayout.Span, alignment: TextAlignment, frame: CellRect
  ) -> Placement? {
    let start = frame.x + Int(span.x)
    // A column past the row's edge (a row narrower than its columns) is
    // cut at the edge.
    let available = min(Int(span.width), frame.maxX - start)
    guard available > 0 else { return nil }
    guard width <= available else {
      return Placement(
        x: start, clip: CellRect(x: start, y: frame.y, width: available - 1, height: 1),
        isCut: true)
    }
    let slack = available - width
    let x =
      switch alignment {
      case .leading: start
      case .center: start + slack / 2
      case .trailing: start + slack
      }
    return Placement(
      x: x, clip: CellRect(x: start, y: frame.y, width: available, height: 1), isCut: false)
  }

  /// A text's width in cells, and whether every scalar of it is a cell of
  /// its own (``CellWidth/simpleWidth(ofUTF8:)``).
  private static func cellWidth(of text: String) -> (width: Int, isSimple: Bool) {
    if let simple = Canvas.simpleWidth(of: text) { return (simple, true) }
    return (GridTextMeasurer.cells.width(of: text), false)
  }
}
