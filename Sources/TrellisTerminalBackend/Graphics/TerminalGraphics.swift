public import Trellis

/// A way of showing images in the terminal other than cells: the kitty
/// graphics protocol, iTerm2 inline images or sixel. With one set on a
/// `TerminalRunLoop` (`TerminalRunLoop.graphics`), image views leave
/// their cells blank and each frame ends with the bytes this strategy
/// gives for the images that appeared, moved, changed or were drawn over;
/// without one, images are drawn in cells as coloured half blocks.
///
/// The display saves and restores the cursor around these bytes, so a
/// strategy may move it freely. TrellisTerminal ships no strategy of its
/// own (the encoders live in TrellisMedia, next to the image codecs).
public protocol TerminalGraphics: Sendable {
  /// The bytes that show `placement`'s image over its visible cells.
  func show(_ placement: TerminalImagePlacement) -> [UInt8]
  /// The bytes that remove image `id` from the screen (empty when the
  /// image lives in the cells, as a sixel does: the cells are redrawn).
  func remove(id: Int) -> [UInt8]
  /// Whether a shown image is part of the cells under it, so the cells
  /// must be redrawn when it goes or moves (sixel, iTerm2), rather than a
  /// layer of its own deleted by ``remove(id:)`` (kitty).
  var imagesLiveInCells: Bool { get }
}

/// The size of one terminal cell in pixels.
public struct CellPixels: Hashable, Sendable {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int

  /// Creates a cell size; a zero or negative size is taken as 1.
  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  /// The usual size when the terminal does not say: 10 × 20 pixels.
  public static let fallback = CellPixels(width: 10, height: 20)
}

/// One image view on screen, for a ``TerminalGraphics`` to show.
public struct TerminalImagePlacement: Hashable, Sendable {
  /// A number that stays the same for the same view while it is shown.
  public var id: Int
  /// The view's pixels, at their own size (the strategy fits them to the
  /// frame).
  public var image: PixelImage
  /// The view's frame in screen cells (it may reach past the screen or
  /// outside its scroll view).
  public var frame: Rect
  /// The part of ``frame`` that shows, in screen cells: the frame clipped
  /// by every scroll view around it and by the screen.
  public var visible: Rect
  /// The size of a cell in pixels.
  public var cellPixels: CellPixels
  /// The terminal's height in rows (a sixel touching the last row would
  /// scroll the terminal).
  public var terminalRows: Int

  /// Creates a placement.
  public init(
    id: Int, image: PixelImage, frame: Rect, visible: Rect, cellPixels: CellPixels,
    terminalRows: Int
  ) {
    self.id = id
    self.image = image
    self.frame = frame
    self.visible = visible
    self.cellPixels = cellPixels
    self.terminalRows = terminalRows
  }

  /// The old name of ``terminalRows``: "screen" now means only a
  /// presentation screen (TrellisPresentation's `Screen`).
  @available(*, deprecated, renamed: "terminalRows")
  public var screenRows: Int {
    get { terminalRows }
    set { terminalRows = newValue }
  }

  /// The old spelling of ``init(id:image:frame:visible:cellPixels:terminalRows:)``.
  @available(*, deprecated, renamed: "init(id:image:frame:visible:cellPixels:terminalRows:)")
  public init(
    id: Int, image: PixelImage, frame: Rect, visible: Rect, cellPixels: CellPixels,
    screenRows: Int
  ) {
    self.init(
      id: id, image: image, frame: frame, visible: visible, cellPixels: cellPixels,
      terminalRows: screenRows)
  }
}
