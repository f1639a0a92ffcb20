import Trellis

/// The terminal measurer's wrapping as it was before its fast path: a
/// `Character` per cluster, lines built character by character. Kept as the
/// reference the fast path is checked against; slow and simple on purpose.
struct ReferenceTextWrapper {
  private let cellWidth: @Sendable (Character) -> Int

  /// A measurer using `cellWidth` for the width of one grapheme cluster.
  init(cellWidth: @escaping @Sendable (Character) -> Int) {
    self.cellWidth = cellWidth
  }

  /// The size of the wrapped text: its widest line by its number of lines.
  func measure(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size {
    let characters = flatten(text)
    let lines = wrap(characters, maxWidth: maxWidth, maxLines: maxLines)
    var widest = 0
    for line in lines {
      widest = max(widest, line.width)
    }
    return Size(width: Double(widest), height: Double(lines.count))
  }

  /// The text's lines after wrapping, each with its styled runs.
  func lines(of text: StyledText, maxWidth: Double?, maxLines: Int?) -> [StyledText] {
    let characters = flatten(text)
    return wrap(characters, maxWidth: maxWidth, maxLines: maxLines).map { line in
      var result = StyledText(runs: [])
      for index in line.range {
        let character = characters[index]
        result.append(
          StyledText.Run(String(character.character), style: text.runs[character.run].style))
      }
      return result
    }
  }

  /// The width of a string in cells.
  func width(of string: some StringProtocol) -> Int {
    var total = 0
    for character in string { total += cellWidth(character) }
    return total
  }

  /// The text's lines after wrapping, as `lines(of:maxWidth:maxLines:)`,
  /// with the last line shown cut by `truncation` when the text needs more
  /// than `maxLines`: it takes the rest of the text, newlines as spaces, and
  /// an ellipsis (…) where text is left out, within `maxWidth`.
  func lines(
    of text: StyledText, maxWidth: Double?, maxLines: Int?, truncation: TextTruncation?
  ) -> [StyledText] {
    guard let truncation, let maxLines, maxLines > 0, let maxWidth else {
      return lines(of: text, maxWidth: maxWidth, maxLines: maxLines)
    }
    let cells = flatten(text)
    let wrapped = wrap(cells, maxWidth: maxWidth, maxLines: maxLines + 1)
    let kept = wrapped.prefix(maxLines)
    guard let last = kept.last,
      cells[last.range.upperBound...].contains(where: { !$0.isSpace && !$0.isNewline })
    else {
      return kept.map { styled(cells[$0.range], of: text) }
    }
    var result = kept.dropLast().map { styled(cells[$0.range], of: text) }
    let limit = max(1, Int((maxWidth + 1e-9).rounded(.down)))
    result.append(
      truncated(cells[last.range.lowerBound...], of: text, width: limit, mode: truncation))
    return result
  }

  /// `rest` cut to `width` cells by `mode`, with an ellipsis in the style
  /// of the text next to it.
  private func truncated(
    _ rest: ArraySlice<Cell>, of text: StyledText, width: Int, mode: TextTruncation
  ) -> StyledText {
    let budget = width - 1
    func prefix(_ cells: ArraySlice<Cell>, within budget: Int) -> ArraySlice<Cell> {
      var used = 0
      var end = cells.startIndex
      while end < cells.endIndex, used + cells[end].shownWidth <= budget {
        used += cells[end].shownWidth
        end += 1
      }
      while end > cells.startIndex, cells[end - 1].isSpace || cells[end - 1].isNewline {
        end -= 1
      }
      return cells[cells.startIndex..<end]
    }
    func suffix(_ cells: ArraySlice<Cell>, within budget: Int) -> ArraySlice<Cell> {
      var used = 0
      var start = cells.endIndex
      while start > cells.startIndex, used + cells[start - 1].shownWidth <= budget {
        used += cells[start - 1].shownWidth
        start -= 1
      }
      while start < cells.endIndex, cells[start].isSpace || cells[start].isNewline {
        start += 1
      }
      return cells[start..<cells.endIndex]
    }
    // Blank lines before and blanks after are not text left out.
    var start = rest.startIndex
    var end = rest.endIndex
    while end > start, rest[end - 1].isSpace || rest[end - 1].isNewline { end -= 1 }
    while start < end, rest[start].isNewline { start += 1 }
    let rest = rest[start..<end]
    func ellipsis(styledAs cell: Cell?) -> StyledText {
      StyledText("…", style: cell.map { text.runs[$0.run].style } ?? .plain)
    }
    switch mode {
    case .tail:
      let front = prefix(rest, within: budget)
      return styled(front, of: text) + ellipsis(styledAs: front.last ?? rest.first)
    case .head:
      let back = suffix(rest, within: budget)
      return ellipsis(styledAs: back.first ?? rest.last) + styled(back, of: text)
    case .middle:
      let front = prefix(rest, within: (budget + 1) / 2)
      let back = suffix(rest[front.endIndex...], within: budget - cellsWidth(front))
      return styled(front, of: text) + ellipsis(styledAs: front.last ?? back.first)
        + styled(back, of: text)
    }
  }

  private func cellsWidth(_ cells: ArraySlice<Cell>) -> Int {
    cells.reduce(0) { $0 + $1.shownWidth }
  }

  /// Cells back as styled text; newlines become spaces.
  private func styled(_ cells: ArraySlice<Cell>, of text: StyledText) -> StyledText {
    var result = StyledText(runs: [])
    for cell in cells {
      result.append(
        StyledText.Run(
          cell.isNewline ? " " : String(cell.character), style: text.runs[cell.run].style))
    }
    return result
  }

  private struct Cell {
    let character: Character
    let width: Int
    let run: Int
    var isSpace: Bool { character == " " }
    var isNewline: Bool { character == "\n" || character == "\r\n" }
    /// The cells the character takes in a cut line, where a newline shows
    /// as a space.
    var shownWidth: Int { isNewline ? 1 : width }
  }

  private struct Line {
    var range: Range<Int>
    var width: Int
  }

  private func flatten(_ text: StyledText) -> [Cell] {
    var cells: [Cell] = []
    for (runIndex, run) in text.runs.enumerated() {
      // Printable ASCII is one cluster and one cell per byte: skip grapheme
      // breaking and the width table (the common case for labels).
      if run.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        for byte in run.text.utf8 {
          cells.append(Cell(character: Character(Unicode.Scalar(byte)), width: 1, run: runIndex))
        }
        continue
      }
      for character in run.text {
        cells.append(Cell(character: character, width: cellWidth(character), run: runIndex))
      }
    }
    return cells
  }

  /// Greedy wrapping: fill each line with whole words; break a word only
  /// when it alone is wider than the line. Spaces at a wrap are dropped.
  private func wrap(_ cells: [Cell], maxWidth: Double?, maxLines: Int?) -> [Line] {
    if cells.isEmpty { return [] }
    let limit = maxWidth.map { max(1, Int(($0 + 1e-9).rounded(.down))) } ?? Int.max
    var lines: [Line] = []
    var start = 0
    var index = 0
    var width = 0
    var lastBreak: (index: Int, width: Int)?  // a space we may wrap at

    func finish(_ end: Int, _ lineWidth: Int, next: Int) {
      lines.append(Line(range: start..<end, width: lineWidth))
      start = next
      index = next
      width = 0
      lastBreak = nil
    }

    while index < cells.count {
      if let maxLines, lines.count >= maxLines { break }
      let cell = cells[index]
      if cell.isNewline {
        finish(index, width, next: index + 1)
        continue
      }
      if cell.isSpace && (index == start || !cells[index - 1].isSpace) {
        lastBreak = (index, width)
      }
      if width + cell.width > limit && index > start && !cell.isSpace {
        if let breakPoint = lastBreak {
          var next = breakPoint.index
          while next < cells.count && cells[next].isSpace { next += 1 }
          finish(breakPoint.index, breakPoint.width, next: next)
        } else {
          finish(index, width, next: index)
        }
        continue
      }
      width += cell.width
      index += 1
    }
    if start < cells.count, maxLines.map({ lines.count < $0 }) ?? true {
      // Trailing spaces do not widen the last line.
      var end = cells.count
      var lineWidth = width
      while end > start && cells[end - 1].isSpace && lineWidth > 0 {
        end -= 1
        lineWidth -= cells[end].width
      }
      lines.append(Line(range: start..<cells.count, width: lineWidth))
    }
    if let last = cells.last, last.isNewline, maxLines.map({ lines.count < $0 }) ?? true {
      lines.append(Line(range: cells.count..<cells.count, width: 0))
    }
    return lines
  }
}
