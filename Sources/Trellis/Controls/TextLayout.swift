/// Where each character of a text area's value shows: the value wrapped as
/// `TerminalTextMeasurer` wraps it for layout and drawing, with each
/// visual line's range of character indices.
///
/// Wrapping drops the spaces at a soft break and the newline at a hard one;
/// a caret in dropped spaces shows after the line they ended.
public struct TextLayout: Sendable {
  /// The characters of the value.
  public let characters: [Character]
  /// Each visual line's range of character indices, top to bottom; one
  /// empty line for an empty value.
  public let lines: [Range<Int>]
  /// The width wrapped to, in cells (at least 1).
  public let width: Int

  /// Wraps `value` to `width` cells.
  public init(_ value: String, width: Int) {
    characters = Array(value)
    self.width = max(1, width)
    let measurer = TerminalTextMeasurer.cells
    let wrapped = measurer.lines(
      of: StyledText(value), maxWidth: Double(self.width), maxLines: nil)
    // The lines are the value's characters in order, less what wrapping
    // dropped: one newline at a hard break, the spaces at a soft one.
    var ranges: [Range<Int>] = []
    var position = 0
    for line in wrapped {
      if !ranges.isEmpty {
        if position < characters.count && characters[position].isNewline {
          position += 1
        } else {
          while position < characters.count && characters[position] == " " { position += 1 }
        }
      }
      let count = line.plainText.count
      ranges.append(position..<min(characters.count, position + count))
      position += count
    }
    lines = ranges.isEmpty ? [0..<0] : ranges
  }

  /// The visual line showing the caret at `index`.
  public func row(of index: Int) -> Int {
    var row = 0
    for (candidate, range) in lines.enumerated() where range.lowerBound <= index {
      row = candidate
    }
    return row
  }

  /// The caret's row and column (in cells) for a caret at `index`.
  public func position(of index: Int) -> (row: Int, column: Int) {
    let row = row(of: index)
    let range = lines[row]
    let end = min(index, range.upperBound)
    var column = 0
    for position in range.lowerBound..<max(range.lowerBound, end) {
      column += CellWidth.width(of: characters[position])
    }
    // Dropped spaces after the line's end push the caret on.
    column += max(0, index - range.upperBound)
    return (row, column)
  }

  /// The caret index nearest to `column` on `row` (clamped to the lines).
  public func index(row: Int, column: Int) -> Int {
    let range = lines[min(max(0, row), lines.count - 1)]
    var x = 0
    for position in range {
      let width = CellWidth.width(of: characters[position])
      // A click on the right half of a wide character lands after it.
      if x + width > column { return column - x >= (width + 1) / 2 ? position + 1 : position }
      x += width
    }
    return range.upperBound
  }
}
