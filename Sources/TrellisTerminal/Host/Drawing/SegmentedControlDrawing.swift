import Trellis

/// A segmented control: ` A | B | C `, the selected segment (with a space
/// each side) in inverse video, everything underlined when focused.
enum SegmentedControlDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let segments = view.attributes[.segments] ?? []
    let selected = view.attributes[.selectedIndex]
    let row = view.frame.y + view.frame.height / 2
    let base: TextAttributes = view.isFocused ? .underline : []
    let spans = self.spans(segments)
    for (index, span) in spans.enumerated() {
      let style = view.style(attributes: index == selected ? base.union(.inverse) : base)
      canvas.write(
        " " + segments[index] + " ", x: view.frame.x + span.lowerBound, y: row, style: style)
      if index + 1 < segments.count {
        canvas.write(
          "|", x: view.frame.x + span.upperBound, y: row, style: view.style(attributes: base))
      }
    }
  }

  /// Each segment's columns from the control's left, its padding spaces
  /// included; the `|` between two segments belongs to neither.
  static func spans(_ segments: [String]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var column = 0
    for segment in segments {
      let width = TerminalTextMeasurer.cells.width(of: segment) + 2
      result.append(column..<(column + width))
      column += width + 1
    }
    return result
  }

  /// The segment at a column from the control's left, if any.
  static func segment(atColumn column: Int, segments: [String]) -> Int? {
    spans(segments).firstIndex { $0.contains(column) }
  }
}
