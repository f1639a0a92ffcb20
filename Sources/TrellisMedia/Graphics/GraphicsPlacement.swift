public import Trellis

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
    let visible = placement.visible
    guard visible.size.width >= 1, visible.size.height >= 1 else { return delete(id: id) }
    let offsetX = Int(visible.origin.x - placement.frame.origin.x)
    let offsetY = Int(visible.origin.y - placement.frame.origin.y)
    let columns = Int(visible.size.width)
    let rows = Int(visible.size.height)
    let part = image.cropped(
      x: offsetX * cellPixels.width, y: offsetY * cellPixels.height,
      width: columns * cellPixels.width, height: rows * cellPixels.height)
    let cursor = Array("\u{1B}[\(Int(visible.origin.y) + 1);\(Int(visible.origin.x) + 1)H".utf8)
    let sequence: [UInt8]
    switch graphicsProtocol {
    case .kitty: sequence = KittyGraphics.place(part, id: id, columns: columns, rows: rows)
    case .iTerm2:
      sequence = (try? ITermInlineImage.place(part, columns: columns, rows: rows)) ?? []
    case .sixel: sequence = SixelEncoder.encode(part)
    case .halfBlocks:
      let lines = HalfBlocks.lines(part, colors: .trueColor)
      var bytes: [UInt8] = []
      for (index, line) in lines.enumerated() {
        bytes += Array(
          "\u{1B}[\(Int(visible.origin.y) + 1 + index);\(Int(visible.origin.x) + 1)H".utf8)
        bytes += Array(line.utf8)
      }
      return bytes
    }
    return cursor + (tmuxPassthrough ? TmuxPassthrough.wrap(sequence) : sequence)
  }

  /// The bytes that remove image `id` (its view went): a kitty delete;
  /// other protocols draw into cells, which the next frame overwrites.
  public func delete(id: Int) -> [UInt8] {
    guard graphicsProtocol == .kitty else { return [] }
    let sequence = KittyGraphics.delete(id: id)
    return tmuxPassthrough ? TmuxPassthrough.wrap(sequence) : sequence
  }
}
