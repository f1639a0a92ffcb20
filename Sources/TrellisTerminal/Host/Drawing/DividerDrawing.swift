import Trellis

/// A divider: a line of `─` across a horizontal one's frame, or of `│` down a
/// vertical one's, in the theme's look (the border colour) or its tint.
enum DividerDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let style = view.style(view.look(), foreground: view.tint)
    let frame = view.frame
    if view.attributes[.axis] == .vertical {
      for row in frame.y..<frame.maxY {
        canvas.write("│", x: frame.x + frame.width / 2, y: row, style: style)
      }
    } else {
      canvas.repeatCharacter(
        "─", count: frame.width, x: frame.x, y: frame.y + frame.height / 2, style: style)
    }
  }
}
