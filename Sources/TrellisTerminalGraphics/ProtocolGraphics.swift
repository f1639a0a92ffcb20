internal import Trellis
internal import TrellisMedia
public import TrellisTerminalBackend

/// A `TerminalGraphics` that shows images with one ``GraphicsProtocol``
/// (kitty, iTerm2 or sixel): each image is fitted to its view's frame in
/// pixels (keeping its aspect ratio, centred, transparent around), cropped
/// to the part that shows, and written at that part's corner — wrapped for
/// tmux when asked.
public struct ProtocolGraphics: TerminalGraphics {
  /// The protocol written.
  public var graphicsProtocol: GraphicsProtocol
  /// Wrap each sequence for tmux passthrough.
  public var tmuxPassthrough: Bool
  /// Fitted images kept between frames (shared by copies of this value).
  private let cache = FittedImageCache()

  /// Creates a strategy for `graphicsProtocol`.
  public init(protocol graphicsProtocol: GraphicsProtocol, tmuxPassthrough: Bool = false) {
    self.graphicsProtocol = graphicsProtocol
    self.tmuxPassthrough = tmuxPassthrough
  }

  /// Images of the kitty protocol live in a layer of their own; sixels and
  /// iTerm2 images are painted into the cells.
  public var imagesLiveInCells: Bool { graphicsProtocol != .kitty }

  /// The bytes that show the placement's image over its visible cells.
  public func show(_ placement: TerminalImagePlacement) -> [UInt8] {
    var visible = placement.visible
    if graphicsProtocol == .sixel && visible.maxY >= Double(placement.terminalRows) {
      // A sixel reaching the last row leaves the cursor below the screen,
      // which scrolls it: keep the last row in cells.
      visible.size.height = max(0, Double(placement.terminalRows - 1) - visible.minY)
    }
    guard visible.size.width >= 1, visible.size.height >= 1 else { return [] }
    let cell = placement.cellPixels
    let box = PixelSize(
      width: Int(placement.frame.size.width) * cell.width,
      height: Int(placement.frame.size.height) * cell.height)
    let fitted = cache.fitted(placement.image, into: box, id: placement.id) {
      Self.fit($0, into: $1)
    }
    let writer = GraphicsWriter(
      protocol: graphicsProtocol, cellPixels: PixelSize(width: cell.width, height: cell.height),
      tmuxPassthrough: tmuxPassthrough)
    let screenPlacement = GraphicsPlacement(frame: placement.frame, visible: visible)
    return writer.draw(fitted, id: Self.imageID(placement.id), at: screenPlacement) {
      crop, encode in
      let key = FittedImageCache.EncodingKey(
        crop: crop, graphicsProtocol: graphicsProtocol, cellPixels: writer.cellPixels,
        tmuxPassthrough: tmuxPassthrough)
      return cache.encoded(id: placement.id, key: key, encode: encode)
    }
  }

  /// The bytes that remove image `id`: a kitty delete, else nothing (the
  /// display redraws the cells).
  public func remove(id: Int) -> [UInt8] {
    GraphicsWriter(
      protocol: graphicsProtocol, cellPixels: PixelSize(width: 1, height: 1),
      tmuxPassthrough: tmuxPassthrough
    ).delete(id: Self.imageID(id))
  }

  /// A kitty image number for a view's id: kitty numbers start at 1 and
  /// fit 32 bits.
  static func imageID(_ id: Int) -> Int {
    Int(UInt32(truncatingIfNeeded: id) % 0xFFFF_FFFE) + 1
  }

  /// `image` scaled (up or down) to fit `box` keeping its aspect ratio,
  /// centred on a transparent image of exactly `box`.
  static func fit(_ image: PixelImage, into box: PixelSize) -> PixelImage {
    guard image.width > 0, image.height > 0, box.width > 0, box.height > 0 else { return image }
    let scale = min(
      Double(box.width) / Double(image.width), Double(box.height) / Double(image.height))
    let size = PixelSize(
      width: max(1, min(box.width, Int((Double(image.width) * scale).rounded()))),
      height: max(1, min(box.height, Int((Double(image.height) * scale).rounded()))))
    let scaled =
      size.width == image.width && size.height == image.height
      ? image : image.resampled(to: size)
    if size == box { return scaled }
    var rgba = [UInt8](repeating: 0, count: box.width * box.height * 4)
    let left = (box.width - size.width) / 2
    let top = (box.height - size.height) / 2
    for row in 0..<size.height {
      let target = ((top + row) * box.width + left) * 4
      let source = row * size.width * 4
      rgba.replaceSubrange(
        target..<target + size.width * 4, with: scaled.rgba[source..<source + size.width * 4])
    }
    // The canvas holds exactly box.width × box.height pixels.
    return (try? PixelImage(width: box.width, height: box.height, rgba: rgba)) ?? scaled
  }
}
