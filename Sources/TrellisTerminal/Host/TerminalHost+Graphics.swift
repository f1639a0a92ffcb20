import Trellis

/// An image view met while drawing, to show through a graphics protocol.
struct ImageOnScreen {
  var id: ViewID
  var image: PixelImage
  var view: DrawnView
  var visible: CellRect
}

extension TerminalHost {
  /// The image views of the last ``draw(into:)``, for a ``TerminalGraphics``
  /// to show: empty while ``drawsImagesInCells`` is on, or when a modal
  /// covers the screen (images are then drawn in cells, dimmed with the
  /// rest, as a graphics layer would show over the modal).
  public func imagePlacements(cellPixels: CellPixels) -> [TerminalImagePlacement] {
    let rows = Int(size.height)
    return imagesOnScreen.map { image in
      let frame = image.view.frame
      let visible = image.visible
      return TerminalImagePlacement(
        id: image.id.rawValue, image: image.image,
        frame: Rect(
          x: Double(frame.x), y: Double(frame.y), width: Double(frame.width),
          height: Double(frame.height)),
        visible: Rect(
          x: Double(visible.x), y: Double(visible.y), width: Double(visible.width),
          height: Double(visible.height)),
        cellPixels: cellPixels, screenRows: rows)
    }
  }

  /// Draws the image views met so far as half blocks, and forgets them.
  func drawImagesInCells(on canvas: inout Canvas) {
    let saved = canvas.clip
    for image in imagesOnScreen {
      canvas.clip = image.visible
      PixelImageDrawing.draw(image.image, in: image.view, on: &canvas)
    }
    canvas.clip = saved
    imagesOnScreen = []
  }
}
