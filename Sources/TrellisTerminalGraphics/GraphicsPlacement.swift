public import Trellis
public import TrellisMedia
import TrellisTerminalBackend

/// Where an image view is on the screen, in cells, and which part of it
/// is visible (a view scrolled partly out of its scroll view is clipped).
public struct GraphicsPlacement: Hashable, Sendable {
  /// The image view's frame, in screen cells (may extend off screen).
  public var frame: Rect
  /// The visible part of the frame, in screen cells.
  public var visible: Rect

  /// Creates a placement.
  public init(frame: Rect, visible: Rect) {
    self.frame = frame
    self.visible = visible
  }
}

/// Writes images with one ``GraphicsProtocol``: moves the cursor to the
/// visible part's corner and sends only the pixels of that part, so an
/// image scrolled halfway out shows its visible half in the right place.
/// Wraps for tmux passthrough when asked.
public struct GraphicsWriter: Sendable {
  /// The protocol written.
  public var graphicsProtocol: GraphicsProtocol
  /// Pixels per cell of the image given to ``draw(_:id:at:)``.
  public var cellPixels: PixelSize
  /// Wrap each sequence for tmux.
  public var tmuxPassthrough: Bool

  /// Creates a writer.
  public init(
    protocol graphicsProtocol: GraphicsProtocol, cellPixels: PixelSize,
    tmuxPassthrough: Bool = false
  ) {
    self.graphicsProtocol = graphicsProtocol
    self.cellPixels = cellPixels
    self.tmuxPassthrough = tmuxPassthrough
  }

  /// The bytes that show `image` (sized for the whole frame) at
  /// `placement` as image `id`; empty when nothing is visible.
  public func draw(_ image: PixelImage, id: Int, at placement: GraphicsPlacement) -> [UInt8] {
    draw(image, id: id, at: placement) { _, encode in encode() }
  }

  /// Like ``draw(_:id:at:)``, with the costly part — cropping and encoding
  /// the visible pixels, which depend on the image, the crop and this
  /// writer alone, not on where on the screen they go — made through
  /// `memo`, which may hand back the bytes of an earlier frame for the same
  /// crop instead.
  func draw(
    _ image: PixelImage, id: Int, at placement: GraphicsPlacement,
    memo: (_ crop: Crop, _ encode: () -> [UInt8]) -> [UInt8]
  ) -> [UInt8] {
    let visible = placement.visible
    guard visible.size.width >= 1, visible.size.height >= 1 else { return delete(id: id) }
    let crop = crop(of: placement)
    if graphicsProtocol == .halfBlocks {
      let part = image.cropped(
        x: crop.x * cellPixels.width, y: crop.y * cellPixels.height,
        width: crop.columns * cellPixels.width, height: crop.rows * cellPixels.height)
      let lines = HalfBlocks.lines(part, colors: .trueColor)
      var bytes: [UInt8] = []
      for (index, line) in lines.enumerated() {
        bytes += Array(
          "\u{1B}[\(Int(visible.origin.y) + 1 + index);\(Int(visible.origin.x) + 1)H".utf8)
        bytes += Array(line.utf8)
      }
      return bytes
    }
    let cursor = Array("\u{1B}[\(Int(visible.origin.y) + 1);\(Int(visible.origin.x) + 1)H".utf8)
    return cursor + memo(crop) { encodedPart(of: image, id: id, crop: crop) }
  }

  /// Which cells of an image's frame show: the offset of the visible part
  /// in the frame, and its size, in cells.
  struct Crop: Hashable, Sendable {
    var x: Int
    var y: Int
    var columns: Int
    var rows: Int
  }

  /// The part of `placement`'s frame that shows.
  private func crop(of placement: GraphicsPlacement) -> Crop {
    Crop(
      x: Int(placement.visible.origin.x - placement.frame.origin.x),
      y: Int(placement.visible.origin.y - placement.frame.origin.y),
      columns: Int(placement.visible.size.width), rows: Int(placement.visible.size.height))
  }

  /// The sequence (wrapped for tmux when asked) that shows `crop` of
  /// `image` at the cursor.
  private func encodedPart(of image: PixelImage, id: Int, crop: Crop) -> [UInt8] {
    let part = image.cropped(
      x: crop.x * cellPixels.width, y: crop.y * cellPixels.height,
      width: crop.columns * cellPixels.width, height: crop.rows * cellPixels.height)
    let sequence: [UInt8]
    switch graphicsProtocol {
    case .kitty:
      sequence = KittyGraphics.place(part, id: id, columns: crop.columns, rows: crop.rows)
    case .iTerm2:
      sequence = (try? ITermInlineImage.place(part, columns: crop.columns, rows: crop.rows)) ?? []
    case .sixel: sequence = SixelEncoder.encode(part)
    case .halfBlocks: sequence = []
    }
    return tmuxPassthrough ? TmuxPassthrough.wrap(sequence) : sequence
  }

  /// The bytes that remove image `id` (its view went): a kitty delete;
  /// other protocols draw into cells, which the next frame overwrites.
  public func delete(id: Int) -> [UInt8] {
    guard graphicsProtocol == .kitty else { return [] }
    let sequence = KittyGraphics.delete(id: id)
    return tmuxPassthrough ? TmuxPassthrough.wrap(sequence) : sequence
  }
}
