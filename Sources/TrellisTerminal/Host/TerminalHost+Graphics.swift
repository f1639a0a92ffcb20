import Trellis

/// An image view met while drawing, to show through a graphics protocol.
struct ImageOnScreen {
  var id: ViewID
  var image: PixelImage
  var view: DrawnView
  var visible: CellRect
  /// 0 on the screen, n inside the n-th modal drawn.
  var level: Int
}

extension TerminalHost {
  /// The image views of the last ``draw(into:)``, for a `TerminalGraphics`
  /// to show; empty while ``drawsImagesInCells`` is on.
  ///
  /// An image under a modal stays a picture: its pixels dimmed as the
  /// cells around it are, and its visible part cut around the modal's
  /// panel — into up to four rectangles, each its own placement — so the
  /// panel shows over it.
  public func imagePlacements(cellPixels: CellPixels) -> [TerminalImagePlacement] {
    let rows = Int(size.height)
    var placements: [TerminalImagePlacement] = []
    for image in imagesOnScreen {
      let covering = modalPanels.filter { $0.level > image.level }.map(\.rect)
      let isDimmed = modalPanels.contains { $0.level > image.level }
      let pieces = covering.reduce([image.visible]) { pieces, panel in
        pieces.flatMap { $0.subtracting(panel) }
      }
      let pixels = isDimmed ? image.image.dimmed() : image.image
      let frame = image.view.frame
      for (index, piece) in pieces.enumerated() {
        // A cut image's pieces get ids of their own (negative: no view's).
        let id = covering.isEmpty ? image.id.rawValue : -(image.id.rawValue &* 8 &+ index &+ 1)
        placements.append(
          TerminalImagePlacement(
            id: id, image: pixels,
            frame: Rect(
              x: Double(frame.x), y: Double(frame.y), width: Double(frame.width),
              height: Double(frame.height)),
            visible: Rect(
              x: Double(piece.x), y: Double(piece.y), width: Double(piece.width),
              height: Double(piece.height)),
            cellPixels: cellPixels, terminalRows: rows))
      }
    }
    return placements
  }
}

extension CellRect {
  /// This rectangle without `other`: up to four rectangles (the bands
  /// above and below `other`, and the parts left and right of it).
  func subtracting(_ other: CellRect) -> [CellRect] {
    let overlap = intersection(other)
    guard !overlap.isEmpty else { return isEmpty ? [] : [self] }
    let pieces = [
      CellRect(x: x, y: y, width: width, height: overlap.y - y),
      CellRect(x: x, y: overlap.maxY, width: width, height: maxY - overlap.maxY),
      CellRect(x: x, y: overlap.y, width: overlap.x - x, height: overlap.height),
      CellRect(x: overlap.maxX, y: overlap.y, width: maxX - overlap.maxX, height: overlap.height),
    ]
    return pieces.filter { !$0.isEmpty }
  }
}

extension PixelImage {
  /// The image at half brightness, as a screen behind a modal is shown.
  func dimmed() -> PixelImage {
    var rgba = self.rgba
    for index in stride(from: 0, to: rgba.count, by: 4) {
      rgba[index] /= 2
      rgba[index + 1] /= 2
      rgba[index + 2] /= 2
    }
    // Same size and byte count as the image itself.
    return (try? PixelImage(width: width, height: height, rgba: rgba)) ?? self
  }
}
