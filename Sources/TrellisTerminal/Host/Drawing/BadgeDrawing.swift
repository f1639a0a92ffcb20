import Trellis

/// A badge: its text, bold, on a block of its tint colour (inverse video
/// when it has none), centred in the frame.
enum BadgeDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let text = view.attributes[.badgeText] ?? ""
    let style: CellStyle
    if let tint = view.attributes[.tint] {
      style = view.style(attributes: .bold, background: TerminalColor(tint))
    } else {
      style = view.style(attributes: [.bold, .inverse])
    }
    let frame = view.frame
    canvas.fill(frame, style: style)
    let width = GridTextMeasurer.cells.width(of: text)
    canvas.write(
      text, x: frame.x + max(0, frame.width - width) / 2, y: frame.y + frame.height / 2,
      style: style)
  }
}
