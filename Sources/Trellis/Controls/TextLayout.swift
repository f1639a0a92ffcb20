/// Where each character of a text area's value shows: the value wrapped as
/// the host's ``TextMeasuring`` wraps it for layout and drawing, with each
/// visual line's range of character indices, and the horizontal position
/// of a caret before any character, in the host's units.
///
/// Wrapping drops the spaces at a soft break and the newline at a hard one;
/// a caret in dropped spaces shows after the line they ended. A caret's
/// position is the sum of the widths of the characters before it on its
/// line, each measured alone.
public struct TextLayout: Sendable {
  /// The characters of the value.
  public let characters: [Character]
  /// Each visual line's range of character indices, top to bottom; one
  /// empty line for an empty value.
  public let lines: [Range<Int>]
  /// The width wrapped to, in the host's units (at least 1); `nil` for one
  /// unwrapped line per hard line (a text field).
  public let width: Double?
  /// Measures the characters.
  public let measurer: any TextMeasuring

  /// Wraps `value` to `width` (not at all when `nil`) with `measurer`.
  public init(_ value: String, width: Double?, measurer: any TextMeasuring) {
    characters = Array(value)
    self.width = width.map { max(1, $0) }
    self.measurer = measurer
    let wrapped = measurer.lines(
      of: StyledText(value), maxWidth: self.width, maxLines: nil)
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

  /// The caret's row and its position from the line's left, for a caret
  /// at `index`.
  public func position(of index: Int) -> (row: Int, x: Double) {
    let row = row(of: index)
    let range = lines[row]
    let end = min(index, range.upperBound)
    var x = 0.0
    for position in range.lowerBound..<max(range.lowerBound, end) {
      x += width(of: characters[position])
    }
    // Dropped spaces after the line's end push the caret on.
    let dropped = max(0, index - range.upperBound)
    if dropped > 0 { x += Double(dropped) * width(of: " ") }
    return (row, x)
  }

  /// The caret index nearest to `x` on `row` (clamped to the lines): a
  /// click on the right half of a character lands after it.
  public func index(row: Int, x: Double) -> Int {
    let range = lines[min(max(0, row), lines.count - 1)]
    var left = 0.0
    for position in range {
      let width = width(of: characters[position])
      if left + width > x { return x - left >= width / 2 ? position + 1 : position }
      left += width
    }
    return range.upperBound
  }

  private func width(of character: Character) -> Double {
    measurer.lineWidth(of: String(character))
  }
}
