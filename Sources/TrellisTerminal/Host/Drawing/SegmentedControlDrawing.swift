import Trellis

/// A segmented control: ` A | B | C `, the selected segment (with a space
/// each side) in inverse video, everything underlined when focused.
enum SegmentedControlDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let segments = view.attributes[.segments] ?? []
    let selected = view.attributes[.selectedIndex]
    let row = view.frame.y + view.frame.height / 2
    let base: TextAttributes = view.isFocused ? .underline : []
    let spans = SegmentedControlBehavior.spans(segments, in: canvas.environment).map {
      Int($0.lowerBound)..<Int($0.upperBound)
    }
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
}
