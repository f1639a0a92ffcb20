import Trellis

/// The scroll bar of a vertical scroll view or list whose content is taller
/// than it: a faint `│` track in the right-most column with a `┃` thumb
/// sized and placed by the visible part of the content.
enum ScrollBarDrawing {
  static func draw(
    _ view: DrawnView, contentHeight: Double, offset: Double, on canvas: inout Canvas
  ) {
    let frame = view.frame
    let height = frame.height
    guard view.attributes[.axis] != .horizontal, height > 0,
      contentHeight > Double(height) + 0.5
    else { return }
    let thumb = max(1, Int((Double(height * height) / contentHeight).rounded()))
    let scrollable = contentHeight - Double(height)
    let progress = min(max(offset / scrollable, 0), 1)
    let top = Int((progress * Double(height - thumb)).rounded())
    let column = frame.maxX - 1
    for row in 0..<height {
      let isThumb = row >= top && row < top + thumb
      canvas.write(
        isThumb ? "┃" : "│", x: column, y: frame.y + row,
        style: view.style(attributes: isThumb ? [] : .dim))
    }
  }
}
