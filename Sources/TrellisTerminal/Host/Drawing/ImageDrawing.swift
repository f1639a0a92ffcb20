import Trellis

/// An image the terminal cannot decode (pixels and Netpbm files are drawn by
/// ``PixelImageDrawing``): a box with the alt text inside when the frame is
/// at least three rows high, else the alt text alone, in the theme's label
/// and border looks (faint italics, a faint box by default).
/// Without alt text, the placeholder or the image's name.
enum ImageDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let attributes = view.attributes
    let text =
      attributes[.altText] ?? attributes[.imagePlaceholder] ?? attributes[.imageName]
      ?? attributes[.imageFile] ?? attributes[.imageURL] ?? ""
    let frame = view.frame
    let style = view.style(view.look(.label))
    canvas.clipped(to: frame) { canvas in
      if frame.height >= 3 && frame.width >= 2 {
        let borderLook = view.look(.border)
        canvas.drawBox(
          frame,
          style: view.style(borderLook, foreground: view.theme.color(borderLook.borderColor)),
          lines: borderLook.border ?? .single)
        let inner = CellRect(
          x: frame.x + 1, y: frame.y + 1, width: frame.width - 2, height: frame.height - 2)
        let width = GridTextMeasurer.cells.width(of: text)
        canvas.clipped(to: inner) { canvas in
          canvas.write(
            text, x: inner.x + max(0, inner.width - width) / 2, y: inner.y + inner.height / 2,
            style: style)
        }
      } else {
        canvas.write(text, x: frame.x, y: frame.y + frame.height / 2, style: style)
      }
    }
  }
}
