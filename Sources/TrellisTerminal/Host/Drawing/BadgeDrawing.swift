import Trellis

/// A badge: its text, centred in the frame, in the theme's look (by
/// default bold in inverse video); a tinted badge is a block of its tint
/// colour, its look without the reverse video.
enum BadgeDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let text = view.attributes[.badgeText] ?? ""
    var look = view.look()
    let tint = view.tint
    if tint != nil { look.emphasis?.remove(.reverse) }
    let style = view.style(look, background: tint)
    let frame = view.frame
    canvas.fill(frame, style: style)
    let width = GridTextMeasurer.cells.width(of: text)
    canvas.write(
      text, x: frame.x + max(0, frame.width - width) / 2, y: frame.y + frame.height / 2,
      style: style)
  }
}
