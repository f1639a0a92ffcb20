import Trellis

/// A segmented control: ` A | B | C `, each segment (with a space each
/// side) in the theme's segment look, the chosen one selected (by default
/// in inverse video, everything underlined when focused).
enum SegmentedControlDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let segments = view.attributes[.segments] ?? []
    let selected = view.attributes[.selectedIndex]
    let row = view.frame.y + view.frame.height / 2
    let spans = SegmentedControlBehavior.spans(segments, in: canvas.environment).map {
      Int($0.lowerBound)..<Int($0.upperBound)
    }
    let separator = view.style(view.look(.separator))
    for (index, span) in spans.enumerated() {
      let style = view.style(view.look(.segment, adding: index == selected ? .selected : []))
      canvas.write(
        " " + segments[index] + " ", x: view.frame.x + span.lowerBound, y: row, style: style)
      if index + 1 < segments.count {
        canvas.write("|", x: view.frame.x + span.upperBound, y: row, style: separator)
      }
    }
  }
}
