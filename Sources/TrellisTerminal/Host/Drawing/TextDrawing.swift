import Trellis

/// Text: the lines the core's `GridTextMeasurer` wrapped it into
/// (so drawing matches layout), each run in its style, aligned in the frame.
enum TextDrawing {
  /// Draws a text view from its attributes.
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    guard view.frame.width > 0, let text = view.attributes[.text] else { return }
    drawLines(
      of: text, alignment: view.attributes[.textAlignment] ?? .leading,
      maxLines: view.attributes[.maxLines], truncation: view.attributes[.truncation],
      in: view.frame, theme: view.theme, background: view.background, on: &canvas)
  }

  /// Draws a text view of the host from what its node decoded when its
  /// attributes changed, keeping the width of its text between frames.
  /// Most views on a screen are text: this takes no ``DrawnView`` (a copy
  /// of the attributes, the theme and the time zone for each).
  static func draw(
    _ node: TerminalViewNode, frame: CellRect, isFocused: Bool, theme: TerminalThemeStyles,
    background: TerminalColor, on canvas: inout Canvas
  ) {
    guard frame.width > 0, let text = node.text else { return }
    if isFocused, let link = node.editing.focusedLink {
      drawLines(
        of: text.content.highlightingLink(at: link), alignment: text.alignment,
        maxLines: text.maxLines, truncation: text.truncation, in: frame, theme: theme,
        background: background, measuring: node, on: &canvas)
      return
    }
    drawLines(
      of: text.content, alignment: text.alignment, maxLines: text.maxLines,
      truncation: text.truncation, in: frame, theme: theme, background: background,
      measuring: node, on: &canvas)
  }

  /// Draws `text` wrapped to the view's frame, from its top row.
  static func drawLines(
    of text: StyledText, alignment: TextAlignment = .leading, maxLines: Int?,
    truncation: TextTruncation? = nil, in view: DrawnView, on canvas: inout Canvas
  ) {
    drawLines(
      of: text, alignment: alignment, maxLines: maxLines, truncation: truncation, in: view.frame,
      theme: view.theme, background: view.background, on: &canvas)
  }

  /// Draws `text` wrapped to `frame`'s width, from its top row, its runs
  /// in `theme` over `background`.
  static func drawLines(
    of text: StyledText, alignment: TextAlignment, maxLines: Int?, truncation: TextTruncation?,
    in frame: CellRect, theme: TerminalThemeStyles, background: TerminalColor,
    measuring node: TerminalViewNode? = nil, on canvas: inout Canvas
  ) {
    let measurer = canvas.measurer
    if let line = singleLine(
      text, maxLines: maxLines, width: frame.width, node: node, measurer: measurer)
    {
      // Most text (a label, a table cell) is one run that fits: draw it
      // without wrapping, which would split it into characters and back.
      let slack = frame.width - line.width
      let x =
        switch alignment {
        case .leading: frame.x
        case .center: frame.x + slack / 2
        case .trailing: frame.x + slack
        }
      let style = theme.style(line.run.style, background: background)
      if line.isASCII {
        canvas.writeASCII(line.run.text, width: line.width, x: x, y: frame.y, style: style)
      } else {
        canvas.write(line.run.text, width: line.width, x: x, y: frame.y, style: style)
      }
      return
    }
    // Only the rows inside the clip are made and drawn: a long text in a
    // scroll view or past the screen's bottom shows a few of its lines.
    let firstRow = max(0, canvas.clip.y - frame.y)
    let endRow = min(frame.height, canvas.clip.maxY - frame.y)
    guard firstRow < endRow else { return }
    let rows = firstRow..<endRow
    let lines: [(line: StyledText, width: Int)]
    if let wrapped = node?.wrappedLines, wrapped.width == frame.width,
      wrapped.rows == rows, wrapped.maxLines == maxLines, wrapped.truncation == truncation,
      wrapped.text == text
    {
      lines = wrapped.lines
    } else {
      lines = measurer.lines(
        of: text, maxWidth: Double(frame.width), maxLines: maxLines, truncation: truncation,
        rows: rows)
      node?.wrappedLines = (text, frame.width, maxLines, truncation, rows, lines)
    }
    for (index, (line, width)) in lines.enumerated() {
      let row = rows.lowerBound + index
      let slack = max(0, frame.width - width)
      var x =
        switch alignment {
        case .leading: frame.x
        case .center: frame.x + slack / 2
        case .trailing: frame.x + slack
        }
      for run in line.runs {
        x = canvas.write(
          run.text, x: x, y: frame.y + row,
          style: theme.style(run.style, background: background))
      }
    }
  }

  /// The text's only run and its width, when it is one line that fits
  /// `width` as it is: no line breaks, no whitespace at either end (which
  /// wrapping would trim), at least one line allowed.
  /// The check and the width are remembered in `node` for the run's text.
  /// `isASCII`: the run is printable ASCII, a cell per byte.
  private static func singleLine(
    _ text: StyledText, maxLines: Int?, width: Int, node: TerminalViewNode?,
    measurer: GridTextMeasurer
  ) -> (run: StyledText.Run, width: Int, isASCII: Bool)? {
    guard text.runs.count == 1, let run = text.runs.first, maxLines ?? 1 > 0 else { return nil }
    let runWidth: Int
    let isASCII: Bool
    if let measured = node?.measuredRun, measured.text == run.text {
      runWidth = measured.width
      isASCII = measured.isASCII
    } else if let asciiWidth = Canvas.printableASCIIWidth(of: run.text) {
      // Printable ASCII has no line breaks, and a space is its only
      // whitespace: two byte checks instead of walking the characters.
      let utf8 = run.text.utf8
      guard asciiWidth > 0, utf8.first != 0x20, utf8.last != 0x20 else { return nil }
      runWidth = asciiWidth
      isASCII = true
      node?.measuredRun = (run.text, runWidth, true)
    } else {
      guard run.text.first?.isWhitespace == false, run.text.last?.isWhitespace == false,
        !run.text.contains(where: \.isNewline)
      else { return nil }
      runWidth = measurer.width(of: run.text)
      isASCII = false
      node?.measuredRun = (run.text, runWidth, false)
    }
    return runWidth <= width ? (run, runWidth, isASCII) : nil
  }

  /// The link under a cell of a text view (`column`, `row` from its
  /// top-left), laid out as ``draw(_:on:)`` draws it.
  static func link(atColumn column: Int, row: Int, attributes: Attributes, width: Int) -> String? {
    guard let text = attributes[.text], width > 0, row >= 0 else { return nil }
    let measurer = GridTextMeasurer.cells
    guard
      let (line, lineWidth) = measurer.lines(
        of: text, maxWidth: Double(width), maxLines: attributes[.maxLines],
        truncation: attributes[.truncation], rows: row..<(row + 1)
      ).first
    else { return nil }
    let slack = max(0, width - lineWidth)
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
