public import Trellis

/// Draws frames to a terminal: owns the two cell buffers (what the terminal shows,
/// and the frame being drawn), a ``Renderer``, and the ``TerminalBackend`` the bytes
/// go to.
///
/// Each ``draw(cursor:_:)`` clears the back buffer, lets you draw the whole frame
/// into it, writes only the difference from the previous frame, and swaps the
/// buffers. Once sized, drawing allocates nothing.
///
/// ```swift
/// var display = TerminalDisplay(backend: TTYOutput(), width: 80, height: 24)
/// try display.draw { buffer in
///   buffer.write("Hello", x: 0, y: 0, style: CellStyle(attributes: .bold))
/// }
/// ```
public struct TerminalDisplay<Backend: TerminalBackend> {
  /// Where frames are written.
  public var backend: Backend
  /// The renderer, whose capabilities can be changed between frames.
  public var renderer: Renderer
  /// The frame the terminal shows now.
  public private(set) var front: CellBuffer
  /// Scratch: the frame being drawn.
  private var back: CellBuffer
  private var output: [UInt8] = []
  /// The number of bytes the last frame wrote (0 when nothing changed).
  public private(set) var lastFrameByteCount = 0
  /// How images given to ``draw(cursor:images:_:)`` are shown; `nil`
  /// when they are drawn in the cells (half blocks).
  public var graphics: (any TerminalGraphics)? {
    didSet { imageLayer.reset() }
  }
  /// The images shown through ``graphics``.
  private var imageLayer = ImageLayer()
  /// The colours the terminal is taken to show, whose minimum contrast
  /// every text of a frame keeps (see ``TerminalColorScheme``); `nil`
  /// draws colours as given.
  public var colorScheme: TerminalColorScheme? {
    get { readableColors?.scheme }
    set {
      if let newValue {
        if readableColors == nil {
          readableColors = ReadableColors(scheme: newValue)
        } else {
          readableColors?.scheme = newValue
        }
      } else {
        readableColors = nil
      }
      renderer.setNeedsFullRedraw()
    }
  }
  private var readableColors: ReadableColors?
  /// How the terminal draws emoji sequences joined by zero-width joiners
  /// (learnt at start-up, ``TerminalTraits/emojiSequences``): frames put
  /// text in cells the way it will show. Changing it redraws the screen.
  public var emojiSequences: EmojiSequenceWidth {
    get { back.emojiSequences }
    set {
      front.emojiSequences = newValue
      back.emojiSequences = newValue
      renderer.setNeedsFullRedraw()
    }
  }

  /// Creates a display of the given size; its first frame redraws the whole screen.
  public init(
    backend: Backend, width: Int, height: Int,
    capabilities: TerminalCapabilities = TerminalCapabilities()
  ) {
    self.backend = backend
    self.renderer = Renderer(capabilities: capabilities)
    self.front = CellBuffer(width: width, height: height)
    self.back = CellBuffer(width: width, height: height)
    output.reserveCapacity(16_384)
  }

  /// The number of columns.
  public var width: Int { front.width }
  /// The number of rows.
  public var height: Int { front.height }

  /// Changes the size (after the terminal window was resized), telling the
  /// backend; the next frame redraws the whole screen.
  public mutating func resize(width: Int, height: Int) {
    guard width != front.width || height != front.height else { return }
    backend.resize(width: width, height: height)
    front.resize(width: width, height: height)
    back.resize(width: width, height: height)
    renderer.setNeedsFullRedraw()
  }

  /// Makes the next frame redraw the whole screen (after something else wrote to
  /// the terminal).
  public mutating func setNeedsFullRedraw() {
    renderer.setNeedsFullRedraw()
  }

  /// The old name of ``setNeedsFullRedraw()``: "invalidate" now means only
  /// tearing down (a controller's, a root's or a list's).
  @available(*, deprecated, renamed: "setNeedsFullRedraw()")
  public mutating func invalidate() { setNeedsFullRedraw() }

  /// Draws one frame and writes the changes to the backend.
  ///
  /// - Parameters:
  ///   - cursor: Where to show the cursor, or `nil` to hide it.
  ///   - body: Draws the complete frame into a buffer that starts blank.
  /// - Returns: The number of bytes written (0 if nothing changed).
  @discardableResult
  public mutating func draw(
    cursor: CursorPosition? = nil, _ body: (inout CellBuffer) throws(TerminalError) -> Void
  ) throws(TerminalError) -> Int {
    try draw(cursor: cursor, images: { [] }, body)
  }

  /// Draws one frame as ``draw(cursor:_:)`` does, then shows through
  /// ``graphics`` the images `images` lists once the body has drawn (their
  /// cells left blank by the body): only those that are new, moved,
  /// changed or drawn over, after removing those that went.
  ///
  /// - Returns: The number of bytes written (0 if nothing changed).
  @discardableResult
  public mutating func draw(
    cursor: CursorPosition?, images: () -> [TerminalImagePlacement],
    _ body: (inout CellBuffer) throws(TerminalError) -> Void
  ) throws(TerminalError) -> Int {
    back.clear()
    try body(&back)
    readableColors?.depth = renderer.capabilities.colorDepth
    readableColors?.apply(to: &back)
    output.removeAll(keepingCapacity: true)
    var imageBytes: [UInt8] = []
    if let graphics {
      let screenIsKnown =
        renderer.screenIsKnown && front.width == back.width && front.height == back.height
      let (removals, shows) = imageLayer.prepare(
        images(), graphics: graphics, front: &front, back: back, screenIsKnown: screenIsKnown)
      imageBytes = removals
      for placement in shows { imageBytes += graphics.show(placement) }
    }
    renderer.render(from: front, to: back, cursor: cursor, into: &output)
    if !imageBytes.isEmpty { insertImages(imageBytes) }
    if !output.isEmpty { try backend.write(output) }
    swap(&front, &back)
    lastFrameByteCount = output.count
    return output.count
  }

  /// Puts image bytes after the frame's cells, inside its synchronized
  /// update, with the cursor (and pen) saved and restored around them so
  /// the renderer's idea of both stays true.
  private mutating func insertImages(_ bytes: [UInt8]) {
    let end = ControlSequence.endSynchronizedUpdate
    let synchronized = renderer.capabilities.synchronizedOutput
    let saved = ControlSequence.saveCursor + bytes + ControlSequence.restoreCursor
    if synchronized, output.count >= end.count, Array(output.suffix(end.count)) == end {
      output.insert(contentsOf: saved, at: output.count - end.count)
    } else if synchronized {
      output += ControlSequence.beginSynchronizedUpdate + saved + end
    } else {
      output += saved
    }
  }
}
