import Trellis

/// The scroll bars of a scroll view or list whose content is larger than
/// it: a `│` track in the right-most column with a `┃` thumb when the
/// content is taller, a `─` track along the bottom row with a `━` thumb
/// when it is wider, in the theme's track (faint by default) and knob
/// looks; each thumb sized and placed by the visible part
/// of the content. With both, the horizontal bar stops short of the corner.
enum ScrollBarDrawing {
  static func draw(_ view: DrawnView, content: Size, offset: Point, on canvas: inout Canvas) {
    let frame = view.frame
    let vertical = frame.height > 0 && content.height > Double(frame.height) + 0.5
    let horizontal = frame.width > 0 && content.width > Double(frame.width) + 0.5
    guard vertical || horizontal else { return }
    // Styles packed once, not per cell of the track.
    let thumbStyle = PackedStyle(view.style(view.look(.knob)))
    let trackStyle = PackedStyle(view.style(view.look(.track)))
    if vertical {
      let rows = thumb(
        length: frame.height, content: content.height, viewport: Double(frame.height),
        offset: offset.y)
      let x = frame.maxX - 1
      for row in 0..<frame.height {
        let isThumb = rows.contains(row)
        canvas.writeSimple(
          isThumb ? "┃" : "│", x: x, y: frame.y + row, style: isThumb ? thumbStyle : trackStyle,
          maxX: x + 1)
      }
    }
    if horizontal {
      let length = frame.width - (vertical ? 1 : 0)
      guard length > 0 else { return }
      let columns = thumb(
        length: length, content: content.width, viewport: Double(frame.width), offset: offset.x)
      for column in 0..<length {
        let isThumb = columns.contains(column)
        let x = frame.x + column
        canvas.writeSimple(
          isThumb ? "━" : "─", x: x, y: frame.maxY - 1, style: isThumb ? thumbStyle : trackStyle,
          maxX: x + 1)
      }
    }
  }

  /// The cells of a track of `length` cells the thumb covers.
  static func thumb(length: Int, content: Double, viewport: Double, offset: Double) -> Range<Int> {
    let size = min(length, max(1, Int((Double(length) * viewport / content).rounded())))
    let scrollable = content - viewport
    let progress = scrollable > 0 ? min(max(offset / scrollable, 0), 1) : 0
    let start = Int((progress * Double(length - size)).rounded())
    return start..<(start + size)
  }
}
