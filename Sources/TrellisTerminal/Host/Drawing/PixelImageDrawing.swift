import Trellis

/// An image drawn with coloured half blocks: each cell shows two pixels
/// stacked, the upper as the foreground of `▀` and the lower as its
/// background. The image is scaled to fit the frame (two pixel rows per
/// cell) keeping its aspect ratio, centred, each pixel the average of the
/// source pixels it covers; transparent pixels (alpha below half) show the
/// view's background.
enum PixelImageDrawing {
  static func draw(_ image: PixelImage, in view: DrawnView, on canvas: inout Canvas) {
    let frame = view.frame
    guard image.width > 0, image.height > 0, frame.width > 0, frame.height > 0 else { return }
    let target = (width: frame.width, height: frame.height * 2)
    let scale = min(
      Double(target.width) / Double(image.width), Double(target.height) / Double(image.height))
    let drawn = (
      width: max(1, min(target.width, Int((Double(image.width) * scale).rounded()))),
      height: max(1, min(target.height, Int((Double(image.height) * scale).rounded())))
    )
    let origin = (x: (target.width - drawn.width) / 2, y: (target.height - drawn.height) / 2)

    /// The colour of one target pixel, or `nil` when transparent or outside.
    func pixel(_ x: Int, _ y: Int) -> RGB? {
      let column = x - origin.x
      let row = y - origin.y
      guard column >= 0, column < drawn.width, row >= 0, row < drawn.height else { return nil }
      // The source pixels this target pixel covers (at least one).
      let x0 = column * image.width / drawn.width
      let x1 = max(x0 + 1, (column + 1) * image.width / drawn.width)
      let y0 = row * image.height / drawn.height
      let y1 = max(y0 + 1, (row + 1) * image.height / drawn.height)
      var sum = (red: 0, green: 0, blue: 0, alpha: 0)
      for sourceY in y0..<min(y1, image.height) {
        for sourceX in x0..<min(x1, image.width) {
          let value = image[sourceX, sourceY]
          sum.red += Int(value.red)
          sum.green += Int(value.green)
          sum.blue += Int(value.blue)
          sum.alpha += Int(value.alpha)
        }
      }
      let count = max(1, (min(y1, image.height) - y0) * (min(x1, image.width) - x0))
      guard sum.alpha / count >= 128 else { return nil }
      return RGB(UInt8(sum.red / count), UInt8(sum.green / count), UInt8(sum.blue / count))
    }

    for row in 0..<frame.height {
      for column in 0..<frame.width {
        guard
          let cell = HalfBlocks.cell(
            top: pixel(column, row * 2), bottom: pixel(column, row * 2 + 1))
        else { continue }
        // A transparent lower half shows the view's background (the theme's).
        let style = CellStyle(
          foreground: .rgb(cell.foreground),
          background: cell.background.map(TerminalColor.rgb) ?? view.background)
        canvas.write(String(cell.character), x: frame.x + column, y: frame.y + row, style: style)
      }
    }
  }
}
